import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ScamReportRequest, SCAM_LIMITS } from "../../../shared/scam-report-contracts";
import { bookingQueries } from "../../api/bookings";
import { useSendScamReport } from "../../api/scam-reports";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { applyServerErrors, bindFields, useZodForm } from "../../lib/forms";
import { translate } from "../../lib/i18n";
import { Form } from "../../components/ui/form";

/**
 * The report form: the person's name, phone, e-mail, IC last 4 digits, what
 * happened, optionally one of the owner's bookings, and evidence images. The
 * text fields are checked with the server's own contract before sending; the
 * images are checked by the server (re-encoded, 413/415).
 */
export function ReportForm() {
  const { t } = useTranslation("scam");
  const form = useZodForm(ScamReportRequest, {
    defaultValues: { name: "", phone: "", email: "", icLast4: "", description: "", bookingId: "" },
  });
  const send = useSendScamReport();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [evidenceError, setEvidenceError] = useState<string | null>(null);
  const bookings = useQuery(bookingQueries.owner());
  const field = bindFields(form);
  const options = bookings.data?.items ?? [];
  const label = new Map(options.map((b) => [b.id, `${b.gear.name} · ${b.renter.name} · ${b.startDate}`]));

  const onSubmit = form.handleSubmit(
    async (_values, event) => {
      const formElement = event?.target as HTMLFormElement;
      setMessage(null);
      setEvidenceError(null);
      const data = new FormData();
      for (const [k, v] of Object.entries(form.getValues())) data.append(k, String(v ?? ""));
      for (const f of new FormData(formElement).getAll("evidence")) data.append("evidence", f);
      try {
        await send.mutateAsync(data);
        form.reset();
        formElement.reset();
        setMessage({ tone: "success", text: t("report.sent") });
      } catch (err) {
        if (err instanceof ApiError && err.fields.evidence) setEvidenceError(translate(err.fields.evidence));
        setMessage({ tone: "error", text: applyServerErrors(form, err) });
      }
    },
    () => setMessage(null),
  );

  return (
    <Form selfChecked onSubmit={onSubmit} aria-label={t("report.title")} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t("report.intro")}</p>
      <TextField label={t("fields.name")} autoComplete="off" maxLength={SCAM_LIMITS.nameMax} {...field("name")} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label={t("fields.phone")} type="tel" inputMode="tel" autoComplete="off" {...field("phone")} />
        <TextField label={t("fields.email")} type="email" autoComplete="off" {...field("email")} />
        <TextField label={t("fields.icLast4")} inputMode="numeric" maxLength={4} {...field("icLast4")} />
      </div>
      <TextAreaField label={t("fields.description")} maxLength={SCAM_LIMITS.descriptionMax} {...field("description")} />
      <SelectField
        label={t("fields.booking")}
        placeholder={t("report.noBooking")}
        options={options.map((b) => b.id)}
        optionLabel={(id) => label.get(id) ?? id}
        {...field("bookingId")}
      />
      <TextField
        label={t("fields.evidence")}
        name="evidence"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hint={t("report.evidenceHint")}
        error={evidenceError}
        className="text-sm"
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" disabled={send.isPending} className="self-start">
        {t("report.submit")}
      </Button>
    </Form>
  );
}

import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { VerificationSubmission } from "../../../shared/verification-contracts";
import { useSubmitVerification, verificationQueries } from "../../api/verification";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Form, useFocusedRefusal } from "../../components/ui/form";
import { useOwnValidity } from "../../components/ui/own-validity";
import { Card } from "../../components/ui/page";
import { applyServerErrors, fieldError, useZodForm } from "../../lib/forms";
import type { Session } from "../../lib/session";
import { measurePhoto } from "./measure-photo";

type TextFieldName = keyof typeof VerificationSubmission.shape;

type PhotoCheck = Awaited<ReturnType<typeof measurePhoto>>;

/** A document photo; once chosen it is measured here and the renter warned if it looks unreadable. */
function FileField({ label, name, required }: { label: string; name: string; required?: boolean }) {
  const { t } = useTranslation("profile");
  const [check, setCheck] = useState<PhotoCheck>(null);
  const own = useOwnValidity(label);
  const id = `doc-${name}`;
  // Focus on a refusal reads the message (FieldShell does the same).
  const isFocusedRefusal = useFocusedRefusal() === id;
  const warningId = `doc-${name}-warning`;
  const errorId = `doc-${name}-error`;
  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    own.recheck(e);
    const file = e.currentTarget.files?.[0];
    setCheck(file ? await measurePhoto(file) : null);
  }
  const flags = check?.flags ?? [];
  const describedBy = [flags.length ? warningId : "", own.message ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        required={required}
        className="text-sm"
        onChange={onChange}
        onInvalid={own.onInvalid}
        aria-invalid={!!own.message}
        aria-describedby={describedBy || undefined}
      />
      {own.message && (
        <p id={errorId} className="text-sm text-red-700" role={isFocusedRefusal ? undefined : "alert"}>
          {own.message}
        </p>
      )}
      {check && flags.length > 0 && (
        <div id={warningId}>
          <Alert tone="warning">
            {flags.map((f) => (
              <span key={f} className="block">
                {t(`verification.imageWarnings.${f}`, { width: check.width, height: check.height })}
              </span>
            ))}
            <span className="block">{t("verification.imageWarnings.sendAnyway")}</span>
          </Alert>
        </div>
      )}
    </div>
  );
}

/** Identity verification (issue 4): submit IC photos and a selfie; see the decision. */
export function VerificationCard({ session }: { session: Session }) {
  const { t } = useTranslation("profile");
  const mine = useQuery(verificationQueries.mine());
  const submit = useSubmitVerification();
  const form = useZodForm(VerificationSubmission, {
    defaultValues: { fullName: "", mykadNumber: "", studentInstitution: "", studentCardExpiry: "" },
  });
  const [error, setError] = useState<string | null>(null);
  // The text fields are checked with the route's schema; the images travel with them as multipart.
  const onSubmit = form.handleSubmit(
    async (_values, event) => {
      setError(null);
      try {
        await submit.mutateAsync(new FormData(event?.target as HTMLFormElement));
      } catch (err) {
        setError(applyServerErrors(form, err));
      }
    },
    () => setError(null),
  );
  const field = (name: TextFieldName) => ({ ...form.register(name), error: fieldError(form, name) });
  const status = session.profile.verificationStatus;

  if (status === "verified") {
    return (
      <Card title={t("verification.title")}>
        <Alert tone="success">
          {session.profile.studentCardStatus === "approved"
            ? t("verification.verifiedStudent")
            : t("verification.verified")}
        </Alert>
      </Card>
    );
  }
  if (status === "pending") {
    return (
      <Card title={t("verification.title")}>
        <Alert tone="info">{t("verification.pending")}</Alert>
      </Card>
    );
  }
  return (
    <Card title={t("verification.title")}>
      {status === "rejected" && mine.data?.latest?.reason && (
        <div className="mb-4">
          <Alert tone="warning">{t("verification.rejected", { reason: mine.data.latest.reason })}</Alert>
        </div>
      )}
      <p className="mb-4 text-sm text-slate-700">{t("verification.intro")}</p>
      <Form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("verification.fullName")} required {...field("fullName")} />
        <TextField
          label={t("verification.mykad")}
          required
          placeholder={t("verification.mykadPlaceholder")}
          inputMode="numeric"
          {...field("mykadNumber")}
        />
        <FileField label={t("verification.icFront")} name="icFront" required />
        <FileField label={t("verification.icBack")} name="icBack" required />
        <FileField label={t("verification.selfie")} name="selfie" required />
        <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">{t("verification.student")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <FileField label={t("verification.studentCard")} name="studentCard" />
            <TextField label={t("verification.institution")} {...field("studentInstitution")} />
            <TextField label={t("verification.expiry")} type="date" {...field("studentCardExpiry")} />
          </div>
        </fieldset>
        {error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Button type="submit" disabled={submit.isPending} className="self-start">
          {submit.isPending ? t("verification.busy") : t("verification.submit")}
        </Button>
      </Form>
    </Card>
  );
}

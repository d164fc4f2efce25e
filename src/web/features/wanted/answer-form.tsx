import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "../../components/ui/rich-text";
import { ownerQueries } from "../../api/owners";
import { useAnswerWanted } from "../../api/wanted";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { TextLink } from "../../components/ui/text-link";
import { Form } from "../../components/ui/form";

/**
 * An owner offers one of their active listings with a message. Listings already
 * offered on this post are left out (the server would refuse them with 409).
 */
export type AnswerOutcome = { tone: "success" | "error"; text: string } | null;

/**
 * `message` lives in the post card, not here: the first answer to a post makes the
 * card load its answers, which unmounts this form for a moment, and the
 * "Your answer was sent." message must survive that.
 */
export function AnswerForm({
  postId,
  offeredGearIds,
  message,
  setMessage,
}: {
  postId: number;
  offeredGearIds: string[];
  message: AnswerOutcome;
  setMessage: (m: AnswerOutcome) => void;
}) {
  const { t } = useTranslation("wanted");
  const headingId = useId();
  // The owner's own list (one cache entry with their dashboard), active listings only.
  const listings = useQuery({
    ...ownerQueries.gear(),
    select: (items) => items.filter((g) => g.status === "active"),
  });
  const answer = useAnswerWanted(postId);
  const fields = answer.error instanceof ApiError ? answer.error.fields : {};

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    setMessage(null);
    try {
      // Awaited here, not in a mutate callback: the card may remount this form while the board refetches.
      await answer.mutateAsync({ gearId: String(f.get("gearId") ?? ""), message: String(f.get("message") ?? "") });
      form.reset();
      setMessage({ tone: "success", text: t("answer.sent") });
    } catch (err) {
      setMessage({ tone: "error", text: errorMessage(err) });
    }
  }

  if (listings.isPending) return null;
  if (listings.isError) return <Alert tone="error">{errorMessage(listings.error)}</Alert>;
  const available = listings.data.filter((g) => !offeredGearIds.includes(g.id));
  const outcome = message && <Alert tone={message.tone}>{message.text}</Alert>;
  if (listings.data.length === 0) {
    return (
      <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
        <RichText t={t} i18nKey="answer.listFirst" components={{ dashboard: <TextLink to="/owners/dashboard" /> }} />
      </p>
    );
  }
  if (available.length === 0) {
    return (
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3">
        {outcome}
        <p className="text-sm text-slate-700">{t("answer.allOffered")}</p>
      </div>
    );
  }
  const names = new Map(available.map((g) => [g.id, g.name]));
  return (
    <Form
      selfChecked
      refusal={answer.error}
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {t("answer.heading")}
      </h3>
      <SelectField
        label={t("answer.listing")}
        name="gearId"
        required
        options={available.map((g) => g.id)}
        optionLabel={(id) => names.get(id) ?? id}
        error={fields.gearId}
      />
      <TextAreaField
        label={t("answer.message")}
        name="message"
        required
        maxLength={1000}
        rows={2}
        error={fields.message}
      />
      {outcome}
      <Button type="submit" disabled={answer.isPending} className="self-start">
        {answer.isPending ? t("answer.sending") : t("answer.send")}
      </Button>
    </Form>
  );
}

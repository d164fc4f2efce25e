import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField } from "../../components/ui/field";
import { api, ApiError, errorMessage } from "../../lib/api";
import { useMyActiveListings, WANTED_KEY } from "./wanted-api";

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
  const qc = useQueryClient();
  const headingId = useId();
  const listings = useMyActiveListings(true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      await api(`/api/wanted/${postId}/answers`, { body: { gearId: f.get("gearId"), message: f.get("message") } });
      form.reset();
      setMessage({ tone: "success", text: "Your answer was sent. The renter has been notified by e-mail." });
      await qc.invalidateQueries({ queryKey: [WANTED_KEY] });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  if (listings.isPending) return null;
  if (listings.isError) return <Alert tone="error">{errorMessage(listings.error)}</Alert>;
  const available = listings.data.filter((g) => !offeredGearIds.includes(g.id));
  const outcome = message && <Alert tone={message.tone}>{message.text}</Alert>;
  if (listings.data.length === 0) {
    return (
      <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
        To answer, first list some gear on your{" "}
        <Link to="/owners/dashboard" className="text-sky-800 underline">
          dashboard
        </Link>
        .
      </p>
    );
  }
  if (available.length === 0) {
    return (
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3">
        {outcome}
        <p className="text-sm text-slate-700">You have offered all your active listings for this request.</p>
      </div>
    );
  }
  const names = new Map(available.map((g) => [g.id, g.name]));
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        Answer with one of my listings
      </h3>
      <SelectField
        label="Listing"
        name="gearId"
        required
        options={available.map((g) => g.id)}
        optionLabel={(id) => names.get(id) ?? id}
        error={fields.gearId}
      />
      <TextAreaField
        label="Message to the renter"
        name="message"
        required
        maxLength={1000}
        rows={2}
        error={fields.message}
      />
      {outcome}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Sending…" : "Send answer"}
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from "react";
import { api, errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";

/** 1–5 stars and a text, once per subject (the server refuses a second one). */
export function ReviewForm({
  bookingId,
  subject,
  label,
}: {
  bookingId: string;
  subject: "gear" | "owner" | "renter";
  label: string;
}) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setError(null);
    try {
      await api(`/api/bookings/${bookingId}/reviews`, {
        body: { subject, rating: Number(f.get("rating")), text: String(f.get("text") ?? "") },
      });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  if (done) return <Alert tone="success">Thank you — your review of the {label} is published.</Alert>;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <fieldset>
        <legend className="text-sm font-medium">Rate the {label}</legend>
        <div className="mt-1 flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input type="radio" name="rating" value={n} required defaultChecked={n === 5} />
              {n} star{n === 1 ? "" : "s"}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`review-${subject}-${bookingId}`} className="text-sm font-medium">
        Your review of the {label}
      </label>
      <textarea
        id={`review-${subject}-${bookingId}`}
        name="text"
        maxLength={2000}
        rows={3}
        className="rounded-md border border-slate-300 p-2"
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="self-start">
        Publish review
      </Button>
    </form>
  );
}

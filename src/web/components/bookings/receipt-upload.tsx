import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";

/** The renter's proof of payment: an image or a PDF, sent as multipart. */
export function ReceiptUpload({ bookingId }: { bookingId: string }) {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api(`/api/bookings/${bookingId}/receipts`, { body: new FormData(e.currentTarget) });
      await qc.invalidateQueries({ queryKey: ["booking", bookingId] });
    } catch (err) {
      setError(err instanceof Error ? err.message : "The upload failed.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Pay the owner with the details above, then upload the receipt within 24 hours of approval.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <label className="text-sm font-medium" htmlFor={`receipt-${bookingId}`}>
        Receipt (image or PDF, at most 10 MB)
      </label>
      <input
        id={`receipt-${bookingId}`}
        name="receipt"
        type="file"
        accept="image/*,application/pdf"
        required
        className="text-sm"
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Uploading…" : "Upload receipt"}
      </Button>
    </form>
  );
}

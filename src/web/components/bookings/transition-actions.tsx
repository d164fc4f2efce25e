import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Modal } from "../ui/modal";
import type { BookingView } from "./types";

/** The moves the server says this reader may make (from the shared transition table). */
export function TransitionActions({ booking }: { booking: BookingView }) {
  const qc = useQueryClient();
  const [asking, setAsking] = useState<BookingView["actions"][number] | null>(null);
  const move = useMutation({
    mutationFn: (v: { to: string; reason?: string }) => api(`/api/bookings/${booking.id}/transitions`, { body: v }),
    onSuccess: () => {
      setAsking(null);
      void qc.invalidateQueries({ queryKey: ["bookings"] });
      void qc.invalidateQueries({ queryKey: ["booking", booking.id] });
    },
  });
  if (booking.actions.length === 0) return null;

  function onReason(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!asking) return;
    move.mutate({ to: asking.to, reason: String(new FormData(e.currentTarget).get("reason") ?? "") });
  }

  const label = (a: BookingView["actions"][number]) =>
    a.to === "cancelled" && booking.status === "pending" && booking.myPart === "owner" ? "Decline" : a.label;

  return (
    <div className="flex flex-col gap-2">
      {move.isError && !asking && <Alert tone="error">{errorMessage(move.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {booking.actions.map((a) => (
          <Button
            key={a.to}
            variant={a.to === "cancelled" ? "secondary" : "primary"}
            disabled={move.isPending}
            onClick={() => (a.needsReason ? setAsking(a) : move.mutate({ to: a.to }))}
          >
            {label(a)}
          </Button>
        ))}
      </div>
      <Modal
        title={asking ? `${label(asking)}: ${booking.gear.name}` : ""}
        isOpen={!!asking}
        onOpenChange={(o) => !o && setAsking(null)}
      >
        <form onSubmit={onReason} className="flex flex-col gap-4">
          {move.isError && <Alert tone="error">{errorMessage(move.error)}</Alert>}
          <TextField
            label="Reason"
            name="reason"
            required
            maxLength={500}
            hint="Both sides see it on the booking's timeline."
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Back
            </Button>
            <Button type="submit" variant="danger" disabled={move.isPending}>
              {asking ? label(asking) : ""}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}

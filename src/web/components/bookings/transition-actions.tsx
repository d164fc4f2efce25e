import { type FormEvent, useState } from "react";
import type { BookingAction, BookingListItem } from "../../../shared/booking-contracts";
import { useMoveBooking } from "../../api/bookings";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Modal } from "../ui/modal";

/** The moves the server says this reader may make, with the button text it gives for the reader's side. */
export function TransitionActions({ booking }: { booking: Pick<BookingListItem, "id" | "actions" | "gear"> }) {
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const move = useMoveBooking(booking.id);
  if (booking.actions.length === 0) return null;

  const run = (to: BookingAction["to"], reason?: string) =>
    move.mutate({ to, reason }, { onSuccess: () => setAsking(null) });

  function onReason(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (asking) run(asking.to, String(new FormData(e.currentTarget).get("reason") ?? ""));
  }

  return (
    <div className="flex flex-col gap-2">
      {move.isError && !asking && <Alert tone="error">{errorMessage(move.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {booking.actions.map((a) => (
          <Button
            key={a.to}
            variant={a.to === "cancelled" ? "secondary" : "primary"}
            disabled={move.isPending}
            onClick={() => (a.needsReason ? setAsking(a) : run(a.to))}
          >
            {a.label}
          </Button>
        ))}
      </div>
      <Modal
        title={asking ? `${asking.label}: ${booking.gear.name}` : ""}
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
              {asking?.label ?? ""}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}

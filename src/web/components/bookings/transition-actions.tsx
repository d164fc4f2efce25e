import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingAction, BookingListItem, LaterBookingAction } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { useMoveBooking } from "../../api/bookings";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { Button } from "../ui/button";
import { DialogActions } from "../ui/dialog-actions";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Modal } from "../ui/modal";
import { Form } from "../ui/form";

/**
 * The moves the server says this reader may make, each with the button the
 * server names for the reader's side; a move a date rule holds back is no
 * button but a line saying from which day it can be made.
 */
export function TransitionActions({
  booking,
}: {
  booking: Pick<BookingListItem, "id" | "actions" | "laterActions" | "gear">;
}) {
  const { t } = useTranslation("bookings");
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const move = useMoveBooking(booking.id);
  if (booking.actions.length === 0 && booking.laterActions.length === 0) return null;
  const label = (a: BookingAction) => t(`actions.${a.action}`);
  const later = (a: LaterBookingAction) => {
    const date = formatDay(a.opensOn, currentLanguage());
    return a.action === "markReturned" ? t("later.markReturned", { date }) : t("later.markHandedOver", { date });
  };

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
            {label(a)}
          </Button>
        ))}
      </div>
      {booking.laterActions.map((a) => (
        <p key={a.to} className="text-sm text-slate-700">
          {later(a)}
        </p>
      ))}
      <Modal
        title={asking ? t("move.title", { action: label(asking), gearName: booking.gear.name }) : ""}
        isOpen={!!asking}
        onOpenChange={(o) => !o && setAsking(null)}
      >
        <Form onSubmit={onReason} className="flex flex-col gap-4">
          {move.isError && <Alert tone="error">{errorMessage(move.error)}</Alert>}
          <TextField
            label={t("move.reason")}
            name="reason"
            required
            maxLength={500}
            hint={t("move.reasonHint")}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <DialogActions
            onCancel={() => setAsking(null)}
            cancelLabel={t("move.back")}
            submitLabel={asking ? label(asking) : ""}
            busy={move.isPending}
          />
        </Form>
      </Modal>
    </div>
  );
}

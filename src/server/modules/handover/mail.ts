import type { Tx } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import type { HandoverKind } from "../../../shared/handover-contracts";
import { msg } from "../../../shared/i18n/message";
import type { BookingRow } from "../bookings/repository";

/** The page of a booking's check sheets, for both sides (the e-mail worker makes it absolute). */
export const handoverPath = (bookingId: string) => `/booking/${bookingId}/handover`;

/** What every handover e-mail says of the booking; the sheet's name is a `msg`, read in the recipient's language. */
const about = (b: BookingRow, kind: HandoverKind) => ({
  gearName: b.equipmentName,
  startDate: b.startDate,
  endDate: b.endDate,
  sheet: msg("handover", `kind.${kind}`),
  url: handoverPath(b.id),
});

/** handover_sheet_notify to the renter: the owner sent the `kind` sheet, ready to confirm. */
export async function sheetReadyMail(tx: Tx, b: BookingRow, kind: HandoverKind) {
  await enqueueEmailTo(tx, "handover_sheet_notify", b.renterId, { ...about(b, kind), event: "ready" });
}

/** handover_sheet_notify to the owner: the renter confirmed the `kind` sheet, or disagreed with `note`. */
export async function sheetAnsweredMail(tx: Tx, b: BookingRow, kind: HandoverKind, note: string | null) {
  await enqueueEmailTo(tx, "handover_sheet_notify", b.ownerId, {
    ...about(b, kind),
    event: note === null ? "confirmed" : "disputed",
    renterName: b.userName,
    note,
  });
}

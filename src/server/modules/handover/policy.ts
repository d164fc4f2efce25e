import type { AppError } from "../../lib/errors";
import { conflict, forbidden, notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import type { HandoverKind } from "../../../shared/handover-contracts";
import { msg } from "../../../shared/i18n/message";
import { partyOf } from "../bookings/policy";
import type { BookingRow } from "../bookings/repository";

/**
 * Who may do what with a booking's handover sheets (deny by default). Reading:
 * the booking's parties (renter, owner, admins) and staff (support), never
 * accountants (they work from invoices) — 404 to anyone else. Writing: the
 * gear's owner, the pickup sheet while the booking is confirmed (before the
 * handover), the return sheet while it is active (before the return). Sending
 * it to the renter: the owner, once it has a photo; any later change takes it
 * back until sent again (service.ts `sheetChanged`). Answering: the renter, once
 * the sheet was sent (and still has a photo). A sheet the renter has answered
 * (confirmed or disputed) never changes again, so both keep the same evidence.
 */

export type HandoverAbility = "read" | "write" | "send" | "answer";

/** What the rules look at of a sheet: whether it exists, was sent, was answered, how many photos it has. */
export interface SheetState {
  exists: boolean;
  sent: boolean;
  answered: boolean;
  photoCount: number;
}

/** Statuses in which the owner fills in each sheet. */
const WRITABLE_IN: Record<HandoverKind, BookingStatus> = { pickup: "confirmed", return: "active" };
/**
 * Statuses in which the renter may answer: the owner may mark the move as soon
 * as the sheet is written, so the renter's answer may come just after it.
 */
const ANSWERABLE_IN: Record<HandoverKind, readonly BookingStatus[]> = {
  pickup: ["confirmed", "active"],
  return: ["active", "completed"],
};

export const sheetHidden = () => notFound(msg("handover", "things.sheet"));

/** Whether `actor` may see the sheets of booking `b` at all. */
export function maySeeSheets(actor: Actor, b: BookingRow): boolean {
  const party = partyOf(actor, b);
  return party !== null || actor.role === "staff";
}

/** Why `actor` may not use `ability` on the `kind` sheet of booking `b`, or null when they may. */
export function sheetRefusal(
  actor: Actor,
  b: BookingRow,
  kind: HandoverKind,
  ability: HandoverAbility,
  sheet: SheetState,
): AppError | null {
  if (!maySeeSheets(actor, b)) return sheetHidden();
  const party = partyOf(actor, b);
  const status = b.status;
  switch (ability) {
    case "read":
      return null;
    case "write":
    case "send":
      if (party !== "owner") return forbidden(msg("handover", "errors.onlyOwnerWrites"));
      if (status !== WRITABLE_IN[kind])
        return conflict(msg("handover", kind === "pickup" ? "errors.pickupNotNow" : "errors.returnNotNow"));
      if (sheet.answered) return conflict(msg("handover", "errors.sheetClosed"));
      if (ability === "write") return null;
      if (!sheet.exists) return conflict(msg("handover", "errors.saveSheetFirst"));
      if (sheet.sent) return conflict(msg("handover", "errors.alreadySent"));
      if (sheet.photoCount === 0) return conflict(msg("handover", "errors.photoFirst"));
      return null;
    case "answer":
      if (party !== "renter") return forbidden(msg("handover", "errors.onlyRenterAnswers"));
      if (!sheet.exists || !sheet.sent) return conflict(msg("handover", "errors.noSheetYet"));
      if (sheet.answered) return conflict(msg("handover", "errors.sheetClosed"));
      if (!ANSWERABLE_IN[kind].includes(status)) return conflict(msg("handover", "errors.answerNotNow"));
      if (sheet.photoCount === 0) return conflict(msg("handover", "errors.photoFirst"));
      return null;
    default:
      return sheetHidden();
  }
}

/** Throws the refusal of `sheetRefusal`. */
export function assertSheetAbility(...args: Parameters<typeof sheetRefusal>): void {
  const refusal = sheetRefusal(...args);
  if (refusal) throw refusal;
}

/**
 * What the booking's move to `to` needs of the sheets (PRODUCT.md section 10):
 * handing over needs the pickup sheet sent to the renter with a photo, the
 * return the return sheet likewise.
 *
 * The renter's answer is expected, not required. They may have no signal at
 * the handover, or never open the app: an owner must not be kept from marking
 * the gear handed over (and so from the late-return flag) by a renter who does
 * not answer. The move stops the owner's edits (a sheet is written only before
 * its move), so the sheet the renter answers later is the one they were sent;
 * they may still confirm or disagree after the move (ANSWERABLE_IN).
 */
export function moveSheetProblem(to: BookingStatus, sheets: Record<HandoverKind, SheetState>): AppError | null {
  const ready = (s: SheetState) => s.exists && s.sent && s.photoCount > 0;
  if (to === "active" && !ready(sheets.pickup)) return conflict(msg("handover", "errors.pickupSheetNeeded"));
  if (to === "completed" && !ready(sheets.return)) return conflict(msg("handover", "errors.returnSheetNeeded"));
  return null;
}

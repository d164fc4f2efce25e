import type { Db } from "../../db/client";
import { conflict } from "../../lib/errors";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import type {
  ClearScamMatchRequest,
  FlaggedBookings,
  ScamMatchList,
  ScamWarning,
} from "../../../shared/scam-report-contracts";
import { recordAudit } from "../audit/record";
import type { BookingRow } from "../bookings/repository";
import { assertMayClear, assertMaySeeWarning, mayClearMatches } from "./policy";
import { presentMatch } from "./presenter";
import { clearOpenMatches, findBookingOwners, findFlaggedBookingsOf, hasOpenMatch, listMatches } from "./repository";

/** The reviewers' view of flagged accounts: open matches, and the latest cleared ones. */
export async function getMatches(db: Db, actor: Actor): Promise<ScamMatchList> {
  return {
    open: (await listMatches(db, false)).map(presentMatch),
    cleared: (await listMatches(db, true)).map(presentMatch),
    canClear: mayClearMatches(actor),
  };
}

/**
 * An admin clears an account's open matches after review (the person only shares
 * a recycled phone number, say): the owners' warnings on its requests go, and
 * the same reports are not raised against the account again. Audited in the
 * same transaction.
 */
export async function clearMatches(db: Db, admin: Actor, input: ClearScamMatchRequest): Promise<void> {
  assertMayClear(admin);
  await db.transaction(async (tx) => {
    const cleared = await clearOpenMatches(tx, input.userId, admin.user.id, input.reason);
    if (cleared.length === 0) throw conflict(msg("scam", "errors.nothingToClear"));
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "scam_match.cleared",
      subjectType: "user",
      subjectId: input.userId,
      before: { openMatches: cleared.length },
      after: { openMatches: 0 },
      detail: { reason: input.reason, reports: [...new Set(cleared.map((c) => c.reportId))].join(",") },
    });
    // The owners of the cleared requests see the warning go from an open booking view.
    const owners = await findBookingOwners(
      tx,
      cleared.flatMap((c) => (c.bookingId ? [c.bookingId] : [])),
    );
    await publish(tx, ["role:admin", "role:staff", ...owners.map((id) => `user:${id}` as const)], { type: "scam" });
  });
}

/** Whether the owner should be warned about the renter of booking `b` (never which report, never why). */
export async function getWarning(db: Db, actor: Actor, b: BookingRow): Promise<ScamWarning> {
  assertMaySeeWarning(actor, b);
  return { matched: await hasOpenMatch(db, b.id) };
}

/** For the owner's booking lists: which of their requests carry the warning (ids only). */
export async function getFlaggedBookings(db: Db, actor: Actor): Promise<FlaggedBookings> {
  return { bookingIds: await findFlaggedBookingsOf(db, actor.user.id) };
}

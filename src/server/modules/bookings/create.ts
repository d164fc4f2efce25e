import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { nameOf } from "../../jobs/email";
import type { Actor } from "../../plugins/actor";
import { bookingWindowIssue, PENDING_EXPIRY_HOURS } from "../../../shared/booking-lifecycle";
import { addDays, rentalDays, todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { hasStudentRate } from "../../../shared/profile";
import { quotePrice } from "../../../shared/pricing";
import { getSettings } from "../settings/service";
import { insertBookingRequest } from "./create-statement";
import { announceRequested, type Discount, discounts, prepareRequest } from "./events";
import { assertUnitsExist, refusal } from "./units";
import { heldPeriod } from "../gear/units";
import { assertMayRequestBooking } from "./policy";
import {
  assertKitUnits,
  kitHoldParts,
  lockKit,
  readKitForBooking,
  recordKitItems,
  shortComponent,
} from "../kits/booking";
import { findRenterRecord } from "./renter-record";
import { recordSummary } from "../../../shared/renter-record";
import { amountsOf } from "./presenter";
import {
  type BookingDetailParts,
  type BookingRow,
  findBooking,
  findBookingRequestContext,
  findByIdempotencyKey,
  holdBookingAccounts,
} from "./repository";
import { findHeldUnits } from "./held-units";

export const DATES_TAKEN = msg("errors", "DATES_TAKEN");

export interface CreateBookingInput {
  gearId: string;
  startDate: string;
  endDate: string;
  pickupTime?: string | null;
  returnTime?: string | null;
  note?: string | null;
  voucherCode?: string | null;
  /** How many units of the listing (default 1); the server chooses which. */
  units?: number;
}

const sqlState = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code;

/**
 * A renter's booking request (issue 4 item 3). Refused unless the renter may
 * book (verified, complete profile), the gear is someone else's and active, and
 * the dates fit the window. The price is the shared quote computed here. The
 * hold row's exclusion constraint decides races: the loser gets 409.
 * `idempotencyKey`: a retry with the same key returns the first booking.
 */
export async function createBooking({
  db,
  actor,
  input,
  idempotencyKey,
}: {
  db: Db;
  actor: Actor;
  input: CreateBookingInput;
  idempotencyKey: string;
}) {
  const { existingId, item, owner, ownerStatus, ownerName, settings, freeUnits } = await readBookingContext(
    db,
    actor.user.id,
    input.gearId,
    idempotencyKey,
    // Only a well-ordered range can be built; the window check below refuses the rest.
    input.startDate <= input.endDate ? `[${input.startDate},${addDays(input.endDate, 1)})` : "empty",
  );
  const existing = existingId && (await findBooking(db, existingId));
  if (existing) return { booking: existing, replayed: true };

  assertMayRequestBooking(actor, item, ownerStatus);
  assertDateWindow(input.startDate, input.endDate);
  const units = input.units ?? 1;
  // A kit (issue 32 item 2) holds its components' units; a listing its own.
  const kit = await readKitForBooking(db, item);
  if (kit) assertKitUnits(kit, units);
  else assertUnitsExist(units, item.unitCount);
  const want = { ...input, units };
  const refuse = async () =>
    refusal(
      db,
      item,
      want,
      kit ? { shortComponent: await shortComponent(db, kit, item.turnaroundDays, want) } : undefined,
    );
  // Dates already held are refused here, without opening a write transaction: on
  // popular gear most requests lose, and each lost insert was a transaction, a
  // statement of six writes undone, and on PostgreSQL dead rows in five tables.
  // A hold made after this read is still caught in the transaction below.
  if (freeUnits < units) throw await refuse();

  const days = rentalDays(input.startDate, input.endDate);
  const today = todayInMalaysia();
  const isStudent = hasStudentRate(actor.user, today);
  const priceWith = (discount: Discount | null) =>
    quotePrice({
      gear: item,
      days,
      isStudent,
      units,
      voucher: discount?.voucher ?? null,
      serviceFeeBasisPoints: settings.serviceFeeBasisPoints,
      sstBasisPoints: settings.sstBasisPoints,
    });
  // A voucher code is checked here for a quick, clear refusal, and again in the transaction, where its use is taken.
  const rental = { gear: item, days, subtotal: priceWith(null).subtotal, today, renterId: actor.user.id };
  const codes = input.voucherCode ? discounts() : null;
  if (input.voucherCode && !codes) throw new Error("bookings: a voucher code, and no module gives discounts");
  const voucher = codes && input.voucherCode ? await codes.check(db, input.voucherCode, rental) : null;

  // What the modules' request handlers need from outside the transaction (the scam-match secret).
  const prepared = await prepareRequest(db);
  // The renter's record as it stands at the request: the owner's e-mail and push carry it (issue 30).
  const record = await findRenterRecord(db, actor.user.id, today);

  const id = newId();
  const event = {
    bookingId: id,
    fromStatus: null,
    toStatus: "pending",
    actorId: actor.user.id,
    actorRole: "renter",
  } as const;
  let created: BookingRow | undefined;
  try {
    // In a transaction although it is one statement: node-postgres' pool.query
    // closes the connection of a query that failed, so each 409 would cost a
    // new server connection; a transaction rolls back and keeps it.
    [created] = await db.transaction(async (tx) => {
      // Hold both accounts for the length of the insert: deleting the owner's or
      // the renter's account locks these rows and checks for open bookings, so the
      // two cannot interleave (a request on a vanishing owner's gear, or a renter
      // row deleted under its own booking). The owner may also have been
      // suspended since the first read.
      if ((await holdBookingAccounts(tx, item.ownerId, actor.user.id, item.id)) !== "active")
        throw notFound(msg("bookings", "things.thatGear"));
      if (kit) await lockKit(tx, kit);
      // The voucher as taken under its row lock prices the booking: an edit since the first look counts.
      const taken = codes && voucher && (await codes.take(tx, voucher, rental));
      const quote = priceWith(taken);
      const rows = await insertBookingRequest(tx, {
        booking: {
          id,
          gearId: item.id,
          ownerId: item.ownerId,
          renterId: actor.user.id,
          equipmentName: item.name,
          userName: actor.user.name,
          status: "pending",
          startDate: input.startDate,
          endDate: input.endDate,
          days,
          units,
          rate: quote.rate,
          rateSource: quote.rateSource,
          ...amountsOf(quote),
          pickupTime: input.pickupTime ?? null,
          returnTime: input.returnTime ?? null,
          renterNote: input.note ?? null,
          idempotencyKey,
        },
        hold: { kind: "booking", bookingId: id },
        parts: kit
          ? kitHoldParts(kit, item.turnaroundDays, want)
          : [
              {
                gearId: item.id,
                units,
                period: heldPeriod(input.startDate, input.endDate, item.turnaroundDays),
                turnaroundDays: item.turnaroundDays,
              },
            ],
        event,
        expiresAt: pendingExpiry(input.startDate),
        ownerMail: owner && {
          userId: item.ownerId,
          data: {
            gearName: item.name,
            // Resolved when sent (jobs/email.ts): the job holds no one's name.
            renterName: nameOf(actor.user.id),
            startDate: input.startDate,
            endDate: input.endDate,
            url: `/owners/dashboard?booking=${id}`,
            ...(record && { record: recordSummary(record) }),
          },
        },
        ownerNotice: {
          kind: "booking.requested",
          title: msg("bookings", "notices.requested", { gearName: item.name }),
          body: msg("bookings", record ? "notices.requestedBodyRecord" : "notices.requestedBody", {
            renterName: actor.user.name,
            startDate: input.startDate,
            endDate: input.endDate,
            ...(record && { record: recordSummary(record) }),
          }),
          link: `/owners/dashboard?booking=${id}`,
        },
        audience: [`user:${item.ownerId}`, `user:${actor.user.id}`, "role:admin", "role:staff"],
      });
      if (kit) await recordKitItems(tx, id, kit, units);
      // The voucher's use, the scam-report match (events.ts).
      const discount = taken ? { sourceId: taken.sourceId, amount: quote.discount } : null;
      await announceRequested(tx, { booking: rows[0]!, discount }, prepared);
      return rows;
    });
  } catch (err) {
    const state = sqlState(err);
    // 23P01: the constraint met a hold made since the units were chosen (a block);
    // 23514: fewer units were free under the hold lock than at the first read
    // (gear_holds_booking_unit: a booking row without a unit); 23503: a unit was
    // removed meanwhile. Each answers why, from the holds as they are now.
    if (state === "23P01" || state === "23514" || state === "23503") throw await refuse();
    if (state === "23505") {
      // The same key raced itself: the other request won; answer as it did.
      const first = await findByIdempotencyKey(db, actor.user.id, idempotencyKey);
      if (first) return { booking: first, replayed: true };
    }
    throw err;
  }
  const booking = created!;
  // What the answer shows, from what was just written: the booking's one event (its
  // `at` is the transaction's now(), as the booking's createdAt), no receipts, no
  // invoice, no payment details while pending. Saves the detail's re-reads.
  const parts: BookingDetailParts = {
    owner: ownerName ?? undefined,
    gearKind: item.kind,
    gearUnitCount: item.unitCount,
    events: [{ ...event, reason: null, at: booking.createdAt }],
    receipts: [],
    invoice: undefined,
    payment: undefined,
    reviewedSubjects: [],
    // The answer goes to the renter, who is not shown their own record.
    renterRecord: null,
    heldUnits: await findHeldUnits(db, booking.id),
  };
  return { booking, replayed: false, parts };
}

/**
 * The request's first answer (if this key was used), the gear, its owner's
 * contact and the fee settings, creating the settings row if it is missing
 * (migration 0005 writes it).
 */
async function readBookingContext(db: Db, renterId: string, gearId: string, key: string, period: string) {
  const row = await findBookingRequestContext(db, renterId, gearId, key, period);
  if (row) return row;
  await getSettings(db);
  return (await findBookingRequestContext(db, renterId, gearId, key, period))!;
}

/**
 * When an unanswered request lapses: 48 hours after it was made, or as soon as
 * its pickup day is over if that comes first — a request cannot hold dates that
 * have already passed.
 */
export function pendingExpiry(startDate: string, now = new Date()): Date {
  const afterPickupDay = new Date(`${addDays(startDate, 1)}T00:00:00+08:00`);
  return new Date(Math.min(now.getTime() + PENDING_EXPIRY_HOURS * 3_600_000, afterPickupDay.getTime()));
}

/** The shared booking window (bookingWindowIssue): refused on the field it names. */
function assertDateWindow(startDate: string, endDate: string, today = todayInMalaysia()) {
  const issue = bookingWindowIssue(startDate, endDate, today);
  if (issue) throw new AppError("BAD_INPUT", 400, issue.message, { [issue.field]: issue.message });
}

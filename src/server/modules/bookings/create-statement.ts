import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { Bindings, BuiltOnce, placeholdersOf } from "../../db/built-once";
import { bookingEvents, bookings, gearHolds, jobs, notifications } from "../../db/schema";
import { accountEmailJob, type AccountMailData } from "../../jobs/email";
import { JOBS_CHANNEL, jobRow } from "../../jobs/queue";
import { type Audience, LIVE_CHANNEL, liveEnvelope } from "../../live/bus";
import { PUSH_ATTEMPTS, PUSH_JOB, pushesKind } from "../push/enqueue";
import { NOTIFICATION_EVENT, type NewNotification, notificationRow } from "../notifications/service";

export interface HoldPart {
  gearId: string;
  units: number;
  /** A daterange literal: the rental days and this listing's turnaround after them. */
  period: string;
  turnaroundDays: number;
}

export interface BookingRequestWrites {
  booking: typeof bookings.$inferInsert;
  /** What every hold row shares (the listing, units and period are each part's). */
  hold: Pick<typeof gearHolds.$inferInsert, "kind" | "bookingId">;
  /**
   * What to hold: `units` units of each part's listing over its period. One part
   * for a listing; one per component for a kit (kits/booking.ts), all in this
   * statement, so a kit is held whole or not at all.
   */
  parts: HoldPart[];
  event: typeof bookingEvents.$inferInsert;
  /** When the pending request lapses (the booking.expire-pending job). */
  expiresAt: Date;
  /** The owner's booking_notification e-mail (by id: jobs/email.ts); null when the owner's account row is gone. */
  ownerMail: { userId: string; data: AccountMailData<"booking_notification"> } | null;
  ownerNotice: NewNotification;
  /** Who hears of the new booking live. */
  audience: Audience[];
}

/**
 * Every write of a booking request as ONE statement: the booking, its hold, the
 * timeline event, the expiry job and the owner's e-mail (outbox), the owner's
 * in-app notification, and the NOTIFYs that enqueueJob, notify and publish would
 * send. All of it commits or none of it does, as with the former 11 statements,
 * but in one round trip instead of eleven: PGlite answers one query at a time
 * and each costs CPU on the event loop; on a server each is a network round trip
 * while holding a pooled connection.
 *
 * The holds: one row per unit of each part (a listing, or each component of a
 * kit), the units chosen here (lowest numbers first among those no hold touches
 * over the part's period). The caller holds the listing's hold
 * lock (holdBookingAccounts) before this statement starts, so its snapshot sees
 * every hold committed before: units are never chosen from a stale view. When
 * fewer than `units` are free, the missing rows have no unit and the CHECK
 * gear_holds_booking_unit refuses them (23514); a clash with the constraint still
 * raises 23P01. Either way the whole statement, booking included, is undone. The other rows reference the
 * booking, which the same statement inserts (foreign keys are checked at its end).
 *
 * The rows and payloads come from the same builders enqueueJob (jobRow),
 * enqueueEmailTo (accountEmailJob), notify (notificationRow) and publish (liveEnvelope)
 * use, so this path cannot drift from theirs. The statement is built once per shape
 * (db/built-once.ts: with or without the owner's e-mail and push, which columns are
 * given) and then runs with the request's values as parameters.
 */
const statement = new BuiltOnce(bookings);

/** A part as jsonb_to_recordset reads it: its keys are the record's column names. */
const partRecord = (p: HoldPart) => ({
  gear_id: p.gearId,
  units: p.units,
  period: p.period,
  turnaround_days: p.turnaroundDays,
});

export function insertBookingRequest(db: Db | Tx, w: BookingRequestWrites) {
  const outbox = [jobRow({ kind: "booking.expire-pending", payload: { bookingId: w.booking.id }, runAt: w.expiresAt })];
  if (w.ownerMail) outbox.push(jobRow(accountEmailJob("booking_notification", w.ownerMail.userId, w.ownerMail.data)));
  const { ownerId } = w.booking;
  const notice = notificationRow(ownerId, w.ownerNotice);
  const push = pushesKind(w.ownerNotice.kind);
  const bound = new Bindings()
    .row(bookings, "b.", w.booking)
    .row(gearHolds, "h.", w.hold)
    .value("h.parts", JSON.stringify(w.parts.map(partRecord)))
    .row(bookingEvents, "e.", w.event)
    .row(notifications, "n.", notice)
    .value("noticeEnvelope", liveEnvelope([`user:${ownerId}`], NOTIFICATION_EVENT))
    .value("bookingEnvelope", liveEnvelope(w.audience, { type: "booking", id: w.booking.id }))
    .variant(push ? "push" : "no push");
  outbox.forEach((job, i) => bound.row(jobs, `j${i}.`, job));
  return statement.run(db, bound, () => {
    const p = (name: keyof BookingRequestWrites["hold"] | "parts") => sql.placeholder(`h.${name}`);
    const hold = db.$with("hold", {}).as(
      sql`insert into ${gearHolds} (gear_id, kind, booking_id, period, turnaround_days, unit_number)
        select part.gear_id, ${p("kind")}::text, ${p("bookingId")}::text, part.period::daterange, part.turnaround_days, free.number
        from jsonb_to_recordset(${p("parts")}::jsonb) as part(gear_id text, units int, period text, turnaround_days int)
        cross join lateral generate_series(1, part.units) as wanted(i)
        left join lateral (
          select u.number, row_number() over (order by u.number) as i from gear_units u
          where u.gear_id = part.gear_id and not exists (
            select 1 from ${gearHolds} h where h.gear_id = u.gear_id and h.units @> u.number and h.period && part.period::daterange)
          order by u.number limit part.units
        ) free on free.i = wanted.i`,
    );
    const event = db.$with("event").as(db.insert(bookingEvents).values(placeholdersOf(w.event, "e.")));
    const outboxRows = db
      .$with("outbox")
      .as(db.insert(jobs).values(outbox.map((job, i) => placeholdersOf(job, `j${i}.`))));
    // The NOTIFYs ride on the notification row's RETURNING: a data-modifying WITH
    // query always runs to completion, a plain SELECT that nothing reads would not.
    // They are delivered on commit only, like those of the helpers.
    const noticeRow = db.$with("notice").as(
      db
        .insert(notifications)
        .values(placeholdersOf(notice, "n."))
        .returning({
          id: notifications.id,
          jobs: sql`pg_notify(${JOBS_CHANNEL}, '')`,
          notice: sql`pg_notify(${LIVE_CHANNEL}, ${sql.placeholder("noticeEnvelope")})`,
          booking: sql`pg_notify(${LIVE_CHANNEL}, ${sql.placeholder("bookingEnvelope")})`,
        }),
    );
    // The owner's push points at the notification by id (push/enqueue.ts): its row is
    // made from the notice's RETURNING, the one place the new id is known.
    const pushRow = db
      .$with("push", {})
      .as(
        sql`insert into ${jobs} (kind, payload, max_attempts) select ${PUSH_JOB}, jsonb_build_object('notificationId', notice.id), ${PUSH_ATTEMPTS}::int from notice`,
      );
    const writes = push ? [hold, event, outboxRows, noticeRow, pushRow] : [hold, event, outboxRows, noticeRow];
    return db
      .with(...writes)
      .insert(bookings)
      .values(placeholdersOf(w.booking, "b."))
      .returning();
  });
}

import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bookingEvents, bookings, gearHolds, jobs, notifications } from "../../db/schema";
import { accountEmailJob, type AccountMailData } from "../../jobs/email";
import { JOBS_CHANNEL, jobRow } from "../../jobs/queue";
import { type Audience, LIVE_CHANNEL, liveEnvelope } from "../../live/bus";
import { PUSH_ATTEMPTS, PUSH_JOB, pushesKind } from "../push/enqueue";
import { NOTIFICATION_EVENT, type NewNotification, notificationRow } from "../notifications/service";

export interface BookingRequestWrites {
  booking: typeof bookings.$inferInsert;
  hold: typeof gearHolds.$inferInsert;
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
 * The hold's exclusion constraint still decides races: a clash raises 23P01 and
 * the whole statement, booking included, is undone. The other rows reference the
 * booking, which the same statement inserts (foreign keys are checked at its end).
 *
 * The rows and payloads come from the same builders enqueueJob (jobRow),
 * enqueueEmailTo (accountEmailJob), notify (notificationRow) and publish (liveEnvelope)
 * use, so this path cannot drift from theirs.
 */
export async function insertBookingRequest(db: Db | Tx, w: BookingRequestWrites) {
  const outbox = [jobRow({ kind: "booking.expire-pending", payload: { bookingId: w.booking.id }, runAt: w.expiresAt })];
  if (w.ownerMail) outbox.push(jobRow(accountEmailJob("booking_notification", w.ownerMail.userId, w.ownerMail.data)));
  const { ownerId } = w.booking;
  const hold = db.$with("hold").as(db.insert(gearHolds).values(w.hold));
  const event = db.$with("event").as(db.insert(bookingEvents).values(w.event));
  const outboxRows = db.$with("outbox").as(db.insert(jobs).values(outbox));
  // The NOTIFYs ride on the notification row's RETURNING: a data-modifying WITH
  // query always runs to completion, a plain SELECT that nothing reads would not.
  // They are delivered on commit only, like those of the helpers.
  const notice = db.$with("notice").as(
    db
      .insert(notifications)
      .values(notificationRow(ownerId, w.ownerNotice))
      .returning({
        id: notifications.id,
        jobs: sql`pg_notify(${JOBS_CHANNEL}, '')`,
        notice: sql`pg_notify(${LIVE_CHANNEL}, ${liveEnvelope([`user:${ownerId}`], NOTIFICATION_EVENT)})`,
        booking: sql`pg_notify(${LIVE_CHANNEL}, ${liveEnvelope(w.audience, { type: "booking", id: w.booking.id })})`,
      }),
  );
  // The owner's push points at the notification by id (push/enqueue.ts): its row is
  // made from the notice's RETURNING, the one place the new id is known.
  const push = db
    .$with("push", {})
    .as(
      sql`insert into ${jobs} (kind, payload, max_attempts) select ${PUSH_JOB}, jsonb_build_object('notificationId', notice.id), ${PUSH_ATTEMPTS}::int from notice`,
    );
  const writes = pushesKind(w.ownerNotice.kind)
    ? [hold, event, outboxRows, notice, push]
    : [hold, event, outboxRows, notice];
  return db
    .with(...writes)
    .insert(bookings)
    .values(w.booking)
    .returning();
}

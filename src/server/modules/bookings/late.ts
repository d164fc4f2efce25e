import type { Tx } from "../../db/client";
import type { JobInput } from "../../jobs/queue";
import { publish } from "../../live/bus";
import { LATE_ADMIN_HOURS } from "../../../shared/booking-lifecycle";
import { addDays } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { notify, notifyUsers } from "../notifications/service";
import { findAdmins } from "../accounts/repository";
import type { BookingRow } from "./repository";

/**
 * Late returns (issue 11): a booking handed over and not returned after its
 * return day. When it is handed over, a check is queued for the end of the
 * return day; if the gear is still out then, both sides are told and a second
 * check is queued LATE_ADMIN_HOURS later, which tells the admins.
 */

/** The instant the return day ends: midnight after it in Malaysia (UTC+8, no daylight saving). */
export const endOfReturnDay = (endDate: string) => new Date(`${addDays(endDate, 1)}T00:00:00+08:00`);

export const LATE_CHECK_JOB = "booking.late-check";
export const LATE_ADMIN_JOB = "booking.late-admin";

/** The first check, queued with the handover. */
export const lateCheckJob = (b: BookingRow): JobInput => ({
  kind: LATE_CHECK_JOB,
  payload: { bookingId: b.id },
  runAt: endOfReturnDay(b.endDate),
});

/** The admins' check, LATE_ADMIN_HOURS after the return day ended. */
const lateAdminJob = (b: BookingRow): JobInput => ({
  kind: LATE_ADMIN_JOB,
  payload: { bookingId: b.id },
  runAt: new Date(endOfReturnDay(b.endDate).getTime() + LATE_ADMIN_HOURS * 3_600_000),
});

const lateNotice = (b: BookingRow) => ({
  kind: "booking.late",
  title: msg("bookings", "notices.late", { gearName: b.equipmentName }),
  body: msg("bookings", "notices.lateBody", { date: b.endDate }),
});

/** Tell the renter and the owner that the gear is late; returns the admins' check to queue. */
export async function notifyPartiesLate(tx: Tx, b: BookingRow): Promise<JobInput> {
  await notify(tx, b.ownerId, { ...lateNotice(b), link: `/owners/dashboard?booking=${b.id}` });
  if (b.renterId) await notify(tx, b.renterId, { ...lateNotice(b), link: `/booking?booking=${b.id}` });
  await publish(tx, [`user:${b.ownerId}`, ...(b.renterId ? [`user:${b.renterId}` as const] : [])], {
    type: "booking",
    id: b.id,
  });
  return lateAdminJob(b);
}

/** Tell every admin that the gear is still out a day after its return day. */
export async function notifyAdminsLate(tx: Tx, b: BookingRow): Promise<void> {
  await notifyUsers(
    tx,
    (await findAdmins(tx)).map((a) => a.id),
    {
      kind: "booking.late-admin",
      title: msg("bookings", "notices.lateAdmin", { gearName: b.equipmentName, hours: LATE_ADMIN_HOURS }),
      body: msg("bookings", "notices.lateBody", { date: b.endDate }),
      link: `/booking?booking=${b.id}`,
    },
  );
  await publish(tx, ["role:admin"], { type: "booking", id: b.id });
}

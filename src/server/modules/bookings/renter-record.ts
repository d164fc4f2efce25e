import { eq, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db, Tx } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import { todayInMalaysia } from "../../../shared/dates";
import type { RenterRecord } from "../../../shared/renter-record";

/**
 * The renter's record is for whoever must decide on their request: the gear's
 * owner, and staff and admins (support, disputes). Not the renter (it describes
 * them to others), not other owners, not accountants.
 */
export const maySeeRenterRecord = (actor: Actor, b: { ownerId: string }) =>
  (b.ownerId === actor.user.id && actor.owner !== null) || actor.role === "admin" || actor.role === "staff";

/**
 * One renter's record in one statement (a request is read one query at a time
 * on PGlite). Counts come from the renter's whole history, not this owner's
 * share of it, and each from the table that is the truth for it:
 * - cancellations: moves to cancelled out of approved or confirmed, by the
 *   renter or by the clock (no receipt in time); a request withdrawn while
 *   pending, or declined by an owner, says nothing about the renter;
 * - late returns: completed after the end of the return day (midnight in
 *   Malaysia), or still out after it today;
 * - deposit claims: settlements where the owner claimed any of the deposit.
 * Null when the account is gone.
 */
export async function findRenterRecord(
  db: Db | Tx,
  renterId: string,
  today = todayInMalaysia(),
): Promise<RenterRecord | null> {
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  const ofRenter = sql`r.subject_type = 'renter' and r.subject_id = ${users.id} and not r.hidden`;
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      verified: users.isVerified,
      completed: count(sql`select count(*) from bookings b where b.renter_id = ${users.id} and b.status = 'completed'`),
      reviews: count(sql`select count(*) from reviews r where ${ofRenter}`),
      average: sql<string | null>`(select round(avg(r.rating)::numeric, 1) from reviews r where ${ofRenter})`,
      cancellations: count(sql`select count(*) from booking_events e join bookings b on b.id = e.booking_id
        where b.renter_id = ${users.id} and e.to_status = 'cancelled'
          and e.from_status in ('approved', 'confirmed') and e.actor_role in ('renter', 'system')`),
      late: count(sql`select count(*) from bookings b
        where b.renter_id = ${users.id} and (
          (b.status = 'active' and b.end_date < ${today}::date)
          or exists (select 1 from booking_events e
            where e.booking_id = b.id and e.to_status = 'completed'
              and e.at >= ((b.end_date + 1)::text || 'T00:00:00+08:00')::timestamptz))`),
      claims: count(sql`select count(*) from deposit_settlements d join bookings b on b.id = d.booking_id
        where b.renter_id = ${users.id} and d.claim_amount is not null`),
    })
    .from(users)
    .where(eq(users.id, renterId));
  if (!row) return null;
  return {
    verified: row.verified,
    memberSince: todayInMalaysia(row.createdAt),
    completedRentals: row.completed,
    reviews: { count: row.reviews, average: row.average === null ? null : Number(row.average) },
    cancellations: row.cancellations,
    lateReturns: row.late,
    depositClaims: row.claims,
  };
}

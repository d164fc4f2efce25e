import { z } from "zod";
import { msg } from "./i18n/message";

/**
 * What an owner needs to trust a stranger with their gear (issue 30): the
 * renter's track record on SewaGear, computed by the server from real bookings,
 * reviews and deposit claims. Never the renter's documents or identifiers: that
 * the identity was checked, not what it is. Shown to the request's owner, staff
 * and admins only.
 */
export const RenterRecord = z.object({
  /** Whether staff approved the renter's identity (seed section 4). */
  verified: z.boolean(),
  /** The Malaysian day the account was made (YYYY-MM-DD). */
  memberSince: z.string(),
  completedRentals: z.number().int(),
  /** Reviews owners wrote about this renter (hidden ones left out); the average to one decimal. */
  reviews: z.object({ count: z.number().int(), average: z.number().nullable() }),
  /** Bookings that fell through on the renter's side after approval: cancelled by them, or unpaid in time. */
  cancellations: z.number().int(),
  /** Gear brought back after its return day, or still out past it. */
  lateReturns: z.number().int(),
  /** Bookings where the owner claimed part or all of the deposit. */
  depositClaims: z.number().int(),
});
export type RenterRecord = z.infer<typeof RenterRecord>;

/**
 * The record as one line of text (a `msg`, translated for its reader): the
 * booking request's e-mail and push, where there is no room for a table.
 */
export function recordSummary(r: RenterRecord): string {
  return msg("bookings", "record.summary", {
    identity: msg("bookings", r.verified ? "record.verified" : "record.notVerified"),
    since: r.memberSince,
    rentals: msg("bookings", "record.rentals", { count: r.completedRentals }),
    reviews:
      r.reviews.average === null
        ? msg("bookings", "record.noReviews")
        : msg("bookings", "record.reviews", { count: r.reviews.count, average: r.reviews.average.toFixed(1) }),
    troubles: msg("bookings", "record.troubles", {
      cancellations: msg("bookings", "record.cancellations", { count: r.cancellations }),
      late: msg("bookings", "record.late", { count: r.lateReturns }),
      claims: msg("bookings", "record.claims", { count: r.depositClaims }),
    }),
  });
}

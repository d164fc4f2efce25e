import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { containing, startingWith } from "../../db/like";
import { bookings, gear, invoices, owners, users } from "../../db/schema";
import { LOOKUP_LIMIT } from "../../../shared/staff-contracts";

const renter = alias(users, "renter");
const ownerUser = alias(users, "owner_user");

/**
 * Bookings whose id starts with `q` or whose invoice number is `q` (the two
 * numbers a customer quotes), or whose renter, owner or gear matches `q` by
 * name, e-mail or username: newest first.
 */
export function findBookingsMatching(db: Db, q: string) {
  const term = containing(q);
  // Ids are lower-case: a number read out in capitals still finds its booking.
  const prefix = startingWith(q.toLowerCase());
  return db
    .select({
      b: bookings,
      invoiceNumber: invoices.number,
      renter: { id: renter.id, name: renter.name, email: renter.email },
      owner: { id: ownerUser.id, name: ownerUser.name, email: ownerUser.email },
      username: owners.username,
      gearKind: gear.kind,
    })
    .from(bookings)
    .innerJoin(gear, eq(gear.id, bookings.gearId))
    .innerJoin(owners, eq(owners.userId, bookings.ownerId))
    .innerJoin(ownerUser, eq(ownerUser.id, bookings.ownerId))
    .leftJoin(renter, eq(renter.id, bookings.renterId))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(
      or(
        sql`${bookings.id} like ${prefix}`,
        sql`upper(${invoices.number}) = upper(${q})`,
        ilike(bookings.equipmentName, term),
        ilike(bookings.userName, term),
        ilike(renter.name, term),
        ilike(renter.email, term),
        ilike(ownerUser.name, term),
        ilike(ownerUser.email, term),
        ilike(owners.username, term),
        ilike(owners.displayName, term),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(LOOKUP_LIMIT);
}

/** Accounts whose id is `q`, or whose name, e-mail, phone or owner username contains it: newest first. */
export function findUsersMatching(db: Db, q: string) {
  const term = containing(q);
  return db
    .select({ u: users, ownerUsername: owners.username })
    .from(users)
    .leftJoin(owners, eq(owners.userId, users.id))
    .where(
      or(
        eq(users.id, q),
        ilike(users.name, term),
        ilike(users.email, term),
        ilike(users.phoneNumber, term),
        ilike(owners.username, term),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(LOOKUP_LIMIT);
}

import type { Db } from "../../db/client";
import { resolveRole } from "../accounts/roles";
import type { BookingLookupResponse, UserLookupResponse } from "../../../shared/staff-contracts";
import { findBookingsMatching, findUsersMatching } from "./repository";

/** Support's booking look-up: who, what, when and how much; no payment details, receipts or documents. */
export async function lookUpBookings(db: Db, q: string): Promise<BookingLookupResponse> {
  const rows = await findBookingsMatching(db, q);
  return {
    items: rows.map(({ b, invoiceNumber, renter, owner, username, gearKind }) => ({
      id: b.id,
      invoiceNumber,
      status: b.status,
      gear: { id: b.gearId, name: b.equipmentName, kind: gearKind === "kit" ? "kit" : "listing" },
      units: b.units,
      // A deleted renter's booking keeps the name it was made under.
      renter: renter ?? null,
      owner: { ...owner, username },
      startDate: b.startDate,
      endDate: b.endDate,
      total: b.total,
      createdAt: b.createdAt.toISOString(),
    })),
  };
}

/** Support's account look-up: role, verification standing and owner handle. */
export async function lookUpUsers(db: Db, q: string): Promise<UserLookupResponse> {
  const rows = await findUsersMatching(db, q);
  return {
    items: rows.map(({ u, ownerUsername }) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      role: resolveRole(u.role, ownerUsername !== null),
      verificationStatus: u.verificationStatus,
      ownerUsername,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

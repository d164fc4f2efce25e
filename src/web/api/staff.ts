import type { BookingLookupResponse, UserLookupResponse } from "../../shared/staff-contracts";
import { jsonQuery } from "./json-query";

/** The staff dashboard's look-ups: read-only, one key per search. */
export const lookupKeys = {
  all: ["lookup"] as const,
  bookings: (q: string) => [...lookupKeys.all, "bookings", q] as const,
  users: (q: string) => [...lookupKeys.all, "users", q] as const,
};

export const lookupQueries = {
  bookings: (q: string) =>
    jsonQuery<BookingLookupResponse>(lookupKeys.bookings(q), `/api/staff/lookup/bookings?q=${encodeURIComponent(q)}`),
  users: (q: string) =>
    jsonQuery<UserLookupResponse>(lookupKeys.users(q), `/api/staff/lookup/users?q=${encodeURIComponent(q)}`),
};

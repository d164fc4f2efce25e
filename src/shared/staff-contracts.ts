import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-lifecycle";
import { Timestamp } from "./contracts";
import { msg } from "./i18n/message";
import { VERIFICATION_STATUSES } from "./profile";
import { ROLES } from "./roles";
import { GEAR_KINDS } from "./gear";

/** At most this many rows answer one look-up: it finds a record, it does not list them all. */
export const LOOKUP_LIMIT = 20;

/** GET /api/staff/lookup/bookings?q=, GET /api/staff/lookup/users?q= */
export const LookupQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, msg("staff", "errors.queryTooShort", { min: 2 }))
    .max(100, msg("staff", "errors.queryTooLong", { max: 100 })),
});
export type LookupQuery = z.infer<typeof LookupQuery>;

const Person = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A booking as support sees it: who, what, when, how much; no payment details or documents. */
export const BookingLookupItem = z.object({
  id: z.string(),
  invoiceNumber: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** `kind` 'kit': its `units` are kits (issue 32). */
  gear: z.object({ id: z.string(), name: z.string(), kind: z.enum(GEAR_KINDS) }),
  /** How many units (of a kit: kits) it is for. */
  units: z.number().int(),
  renter: Person.nullable(),
  owner: Person.extend({ username: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  /** Sen. */
  total: z.number(),
  createdAt: Timestamp,
});
export type BookingLookupItem = z.infer<typeof BookingLookupItem>;
export const BookingLookupResponse = z.object({ items: z.array(BookingLookupItem) });
export type BookingLookupResponse = z.infer<typeof BookingLookupResponse>;

export const UserLookupItem = Person.extend({
  role: z.enum(ROLES),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  ownerUsername: z.string().nullable(),
  createdAt: Timestamp,
});
export type UserLookupItem = z.infer<typeof UserLookupItem>;
export const UserLookupResponse = z.object({ items: z.array(UserLookupItem) });
export type UserLookupResponse = z.infer<typeof UserLookupResponse>;

import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { VOUCHER_KINDS } from "../../../shared/voucher-contracts";
import { belongsTo, createdAt, instant, knownWords, oneOf, optionalRef, serialId, textId, timestamps } from "./columns";
import { users } from "./auth";
import { bookings } from "./bookings";
import { owners } from "./owners";

/**
 * A discount code (issue 12 point 1). `ownerId` set: an owner's voucher, for
 * their own gear only (all of it, the listed items, or one category), whose
 * discount the owner bears. `ownerId` null: a platform voucher made by an
 * admin, usable on any owner's gear, whose discount the platform bears.
 * `usedCount` counts the live uses (released ones are taken off), so the last
 * use is won by one conditional update and never by two requests.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: textId(),
    code: text("code").notNull(),
    ownerId: text("owner_id").references(() => owners.userId, { onDelete: "cascade" }),
    createdBy: optionalRef("created_by", () => users.id),
    /** all | items | category */
    scope: text("scope").notNull().default("all"),
    category: text("category"),
    gearIds: text("gear_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** percent (amount in basis points: 1000 = 10 %) | fixed (amount in sen) */
    kind: oneOf("kind", VOUCHER_KINDS).notNull(),
    amount: integer("amount").notNull(),
    minDays: integer("min_days").notNull().default(1),
    /** Sen: the rental's subtotal (rate × days) before the discount must reach it. */
    minSpend: integer("min_spend").notNull().default(0),
    /** Malaysian calendar days, both inclusive: the day the request is made must fall between them. */
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    /** null: no limit. */
    usageLimit: integer("usage_limit"),
    perRenterLimit: integer("per_renter_limit"),
    usedCount: integer("used_count").notNull().default(0),
    paused: boolean("paused").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // Codes are typed by people: SAVE10 and save10 are one code.
    uniqueIndex("vouchers_code_idx").on(sql`lower(${t.code})`),
    index("vouchers_owner_idx").on(t.ownerId),
    check("vouchers_used_within_limit", sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check("vouchers_used_not_negative", sql`${t.usedCount} >= 0`),
    knownWords("vouchers_kind_known", t.kind, VOUCHER_KINDS),
  ],
);

/** A renter keeping a voucher for later ("claimed"); using a code does not need a claim. */
export const voucherClaims = pgTable(
  "voucher_claims",
  {
    voucherId: belongsTo("voucher_id", () => vouchers.id),
    userId: belongsTo("user_id", () => users.id),
    claimedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.userId] }), index("voucher_claims_user_idx").on(t.userId)],
);

/**
 * A voucher applied to a booking, written in the booking request's transaction:
 * what it took off (sen) and who bears it (owner | platform), for the invoice and
 * the accountant's books. `releasedAt` is set when the booking is cancelled
 * (declined, cancelled, expired): the use no longer counts and nothing was given.
 */
export const voucherUses = pgTable(
  "voucher_uses",
  {
    id: serialId(),
    voucherId: belongsTo("voucher_id", () => vouchers.id, "restrict"),
    bookingId: belongsTo("booking_id", () => bookings.id),
    renterId: optionalRef("renter_id", () => users.id),
    code: text("code").notNull(),
    amount: integer("amount").notNull(),
    /** owner | platform */
    bornBy: text("born_by").notNull(),
    releasedAt: instant("released_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("voucher_uses_booking_idx").on(t.bookingId),
    index("voucher_uses_voucher_renter_idx").on(t.voucherId, t.renterId),
  ],
);

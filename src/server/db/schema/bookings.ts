import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { gear } from "./gear";
import { owners } from "./owners";

/**
 * A rental (PRODUCT.md section 6). The dates are held by a gear_holds row of kind
 * 'booking' while the status is pending, approved, confirmed or active; the
 * exclusion constraint on gear_holds is what makes a double booking impossible.
 * Prices are the shared quote, computed and stored by the server (sen).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    gearId: text("gear_id")
      .notNull()
      .references(() => gear.id, { onDelete: "restrict" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => owners.userId, { onDelete: "restrict" }),
    renterId: text("renter_id").references(() => users.id, { onDelete: "set null" }),
    /** Snapshots, so a booking reads the same after the listing or account changes. */
    equipmentName: text("equipment_name").notNull(),
    userName: text("user_name").notNull(),
    status: text("status").notNull().default("pending"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    rate: integer("rate").notNull(),
    rateSource: text("rate_source").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    serviceFee: integer("service_fee").notNull().default(0),
    sst: integer("sst").notNull().default(0),
    total: integer("total").notNull(),
    deposit: integer("deposit").notNull().default(0),
    depositReturnedAt: timestamp("deposit_returned_at", { withTimezone: true }),
    pickupTime: text("pickup_time"),
    returnTime: text("return_time"),
    renterNote: text("renter_note"),
    idempotencyKey: text("idempotency_key"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A retried submit with the same key returns the first booking.
    uniqueIndex("bookings_idempotency_idx").on(t.renterId, t.idempotencyKey),
    index("bookings_owner_status_idx").on(t.ownerId, t.status, t.createdAt),
    index("bookings_renter_idx").on(t.renterId, t.createdAt),
    index("bookings_status_created_idx").on(t.status, t.createdAt),
    index("bookings_gear_idx").on(t.gearId),
  ],
);

/** Every move of a booking: who, when, from, to, why (the timeline both sides see). */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

/** Payment receipts uploaded by the renter; private files. */
export const bookingReceipts = pgTable(
  "booking_receipts",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_receipts_booking_idx").on(t.bookingId)],
);

/** INV-YYYY-NNNNNN, gapless within a year: the counter row is locked while numbering. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** issued | paid | void */
    status: text("status").notNull().default("issued"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    serviceFee: integer("service_fee").notNull(),
    sst: integer("sst").notNull(),
    total: integer("total").notNull(),
    deposit: integer("deposit").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invoices_booking_idx").on(t.bookingId), uniqueIndex("invoices_year_seq_idx").on(t.year, t.seq)],
);

/** One thread per booking between renter and owner. */
export const bookingMessages = pgTable(
  "booking_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /**
     * When each side first opened the thread after this message: per recipient,
     * because a message from support goes to both, and one side reading it must
     * not stop the 10-minute e-mail to the other.
     */
    ownerReadAt: timestamp("owner_read_at", { withTimezone: true }),
    renterReadAt: timestamp("renter_read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_messages_booking_idx").on(t.bookingId, t.createdAt)],
);

/** After completion: renter reviews gear and owner, owner reviews renter; once each. */
export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** gear | owner | renter */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull().default(""),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_once_idx").on(t.bookingId, t.subjectType),
    index("reviews_subject_idx").on(t.subjectType, t.subjectId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** In-app notifications with an unread count. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/** Business settings edited on /admin/settings (one row, id 1). */
export const appSettings = pgTable("app_settings", {
  id: smallint("id").primaryKey().default(1),
  serviceFeeBasisPoints: integer("service_fee_basis_points").notNull().default(0),
  sstBasisPoints: integer("sst_basis_points").notNull().default(0),
  defaultExtendedThreshold: integer("default_extended_threshold").notNull().default(4),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

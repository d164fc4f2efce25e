import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { BOOKING_PARTIES, BOOKING_STATUSES } from "../../../shared/booking-lifecycle";
import { RATE_SOURCES } from "../../../shared/pricing";
import {
  instant,
  createdAt,
  updatedAt,
  timestamps,
  textId,
  serialId,
  belongsTo,
  optionalRef,
  oneOf,
  knownWords,
} from "./columns";
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
    id: textId(),
    gearId: belongsTo("gear_id", () => gear.id, "restrict"),
    ownerId: belongsTo("owner_id", () => owners.userId, "restrict"),
    renterId: optionalRef("renter_id", () => users.id),
    /** Snapshots, so a booking reads the same after the listing or account changes. */
    equipmentName: text("equipment_name").notNull(),
    userName: text("user_name").notNull(),
    status: oneOf("status", BOOKING_STATUSES).notNull().default("pending"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    /** How many units of the listing the booking holds (one hold row each); prices and deposit are for all of them. */
    units: integer("units").notNull().default(1),
    rate: integer("rate").notNull(),
    rateSource: oneOf("rate_source", RATE_SOURCES).notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    serviceFee: integer("service_fee").notNull().default(0),
    sst: integer("sst").notNull().default(0),
    total: integer("total").notNull(),
    deposit: integer("deposit").notNull().default(0),
    depositReturnedAt: instant("deposit_returned_at"),
    pickupTime: text("pickup_time"),
    returnTime: text("return_time"),
    renterNote: text("renter_note"),
    idempotencyKey: text("idempotency_key"),
    approvedAt: instant("approved_at"),
    ...timestamps(),
  },
  (t) => [
    // A retried submit with the same key returns the first booking.
    uniqueIndex("bookings_idempotency_idx").on(t.renterId, t.idempotencyKey),
    index("bookings_owner_status_idx").on(t.ownerId, t.status, t.createdAt),
    index("bookings_renter_idx").on(t.renterId, t.createdAt),
    index("bookings_status_created_idx").on(t.status, t.createdAt),
    index("bookings_gear_idx").on(t.gearId),
    knownWords("bookings_status_known", t.status, BOOKING_STATUSES),
    knownWords("bookings_rate_source_known", t.rateSource, RATE_SOURCES),
  ],
);

/** Every move of a booking: who, when, from, to, why (the timeline both sides see). */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: serialId(),
    bookingId: belongsTo("booking_id", () => bookings.id),
    fromStatus: oneOf("from_status", BOOKING_STATUSES),
    toStatus: oneOf("to_status", BOOKING_STATUSES).notNull(),
    actorId: optionalRef("actor_id", () => users.id),
    actorRole: oneOf("actor_role", BOOKING_PARTIES).notNull(),
    reason: text("reason"),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [
    index("booking_events_booking_idx").on(t.bookingId, t.at),
    knownWords("booking_events_from_known", t.fromStatus, BOOKING_STATUSES),
    knownWords("booking_events_to_known", t.toStatus, BOOKING_STATUSES),
    knownWords("booking_events_actor_role_known", t.actorRole, BOOKING_PARTIES),
  ],
);

/** Payment receipts uploaded by the renter; private files. */
export const bookingReceipts = pgTable(
  "booking_receipts",
  {
    id: textId(),
    bookingId: belongsTo("booking_id", () => bookings.id),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: optionalRef("uploaded_by", () => users.id),
    /** What the renter says of the transfer (issue 28): its reference, day and amount (sen), as typed. */
    transferReference: text("transfer_reference"),
    transferDate: date("transfer_date", { mode: "string" }),
    statedAmount: integer("stated_amount"),
    /** Whether the reference names this booking (referenceMatches), kept so the books can count matches in SQL. */
    referenceMatches: boolean("reference_matches"),
    createdAt: createdAt(),
  },
  (t) => [index("booking_receipts_booking_idx").on(t.bookingId)],
);

/** One thread per booking between renter and owner. */
export const bookingMessages = pgTable(
  "booking_messages",
  {
    id: serialId(),
    bookingId: belongsTo("booking_id", () => bookings.id),
    senderId: optionalRef("sender_id", () => users.id),
    body: text("body").notNull(),
    /**
     * When each side first opened the thread after this message: per recipient,
     * because a message from support goes to both, and one side reading it must
     * not stop the 10-minute e-mail to the other.
     */
    ownerReadAt: instant("owner_read_at"),
    renterReadAt: instant("renter_read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("booking_messages_booking_idx").on(t.bookingId, t.createdAt)],
);

/** After completion: renter reviews gear and owner, owner reviews renter; once each. */
export const reviews = pgTable(
  "reviews",
  {
    id: serialId(),
    bookingId: belongsTo("booking_id", () => bookings.id),
    authorId: optionalRef("author_id", () => users.id),
    /** gear | owner | renter */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull().default(""),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
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
    id: serialId(),
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    readAt: instant("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/** Business settings edited on /admin/settings (one row, id 1). */
export const appSettings = pgTable("app_settings", {
  id: smallint("id").primaryKey().default(1),
  serviceFeeBasisPoints: integer("service_fee_basis_points").notNull().default(0),
  sstBasisPoints: integer("sst_basis_points").notNull().default(0),
  defaultExtendedThreshold: integer("default_extended_threshold").notNull().default(4),
  updatedAt: updatedAt(),
});

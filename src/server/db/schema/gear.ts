import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  date,
} from "drizzle-orm/pg-core";
import { GEAR_KINDS, GEAR_STATUSES } from "../../../shared/gear";
import { WANTED_STATUSES } from "../../../shared/wanted-contracts";
import {
  createdAt,
  updatedAt,
  timestamps,
  textId,
  serialId,
  belongsTo,
  storedImage,
  oneOf,
  knownWords,
} from "./columns";
import { users } from "./auth";
import { owners } from "./owners";

/** Postgres daterange, as the literal '[YYYY-MM-DD,YYYY-MM-DD)' (end exclusive). */
const daterange = customType<{ data: string }>({ dataType: () => "daterange" });
/** A generated tsvector for text search; never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** Postgres int4range of unit numbers; generated from unit_number, never written by the app. */
const int4range = customType<{ data: string }>({ dataType: () => "int4range" });

export interface PricingTier {
  minDays: number;
  maxDays: number | null;
  /** sen per day */
  price: number;
}

export interface GearSpec {
  label: string;
  value: string;
}

/** Seed section 3 Gear item plus PRODUCT.md section 4. Money is integer sen. */
export const gear = pgTable(
  "gear",
  {
    id: textId(),
    ownerId: belongsTo("owner_id", () => owners.userId),
    name: text("name").notNull(),
    category: text("category").notNull(),
    brand: text("brand"),
    model: text("model"),
    description: text("description").notNull().default(""),
    condition: text("condition").notNull().default("good"),
    specs: jsonb("specs").$type<GearSpec[]>().notNull().default([]),
    /** Where the gear is picked up; the owner's primary state unless set. */
    state: text("state"),
    pricePerDay: integer("price_per_day").notNull(),
    extendedPrice: integer("extended_price"),
    extendedPriceThreshold: integer("extended_price_threshold").notNull().default(4),
    enableMultiplePricing: boolean("enable_multiple_pricing").notNull().default(false),
    pricingTiers: jsonb("pricing_tiers").$type<PricingTier[]>().notNull().default([]),
    enableStudentRate: boolean("enable_student_rate").notNull().default(false),
    studentPrice: integer("student_price"),
    deposit: integer("deposit").notNull().default(0),
    /** "What's in the box": short item names the handover sheet starts from; null = the category's defaults. */
    boxItems: jsonb("box_items").$type<string[]>(),
    status: oneOf("status", GEAR_STATUSES).notNull().default("active"),
    /**
     * How many identical units the listing has (issue 32, ADR 037). A trigger
     * (migration 0035) keeps gear_units numbered 1..unit_count, whoever writes it.
     */
    unitCount: integer("unit_count").notNull().default(1),
    /** Days kept free after each rental (collection, cleaning, charging); new bookings only (ADR 037). */
    turnaroundDays: integer("turnaround_days").notNull().default(0),
    /**
     * 'listing' (one item, with units) or 'kit': several of the owner's listings
     * rented as one (issue 32, ADR 039); its components are in kit_components and
     * its bookings hold their units. A kit's own unit_count stays 1.
     */
    kind: oneOf("kind", GEAR_KINDS).notNull().default("listing"),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(category, '') || ' ' || coalesce(description, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    index("gear_owner_idx").on(t.ownerId),
    index("gear_browse_idx").on(t.status, t.category, t.pricePerDay),
    index("gear_state_idx").on(t.status, t.state),
    index("gear_created_idx").on(t.status, t.createdAt),
    index("gear_search_idx").using("gin", t.search),
    check("gear_unit_count_range", sql`${t.unitCount} between 1 and 100`),
    check("gear_turnaround_range", sql`${t.turnaroundDays} between 0 and 14`),
    check("gear_kind_known", sql`${t.kind} in ('listing', 'kit')`),
    knownWords("gear_status_known", t.status, GEAR_STATUSES),
  ],
);

/**
 * One physical unit of a listing, numbered 1..gear.unit_count (kept so by the
 * trigger of migration 0035). A booking's hold names the unit it holds; the
 * optional label (a serial number, "Body B") shows on the booking and the
 * handover sheet so the owner knows which one went out.
 */
export const gearUnits = pgTable(
  "gear_units",
  {
    gearId: belongsTo("gear_id", () => gear.id),
    number: integer("number").notNull(),
    label: text("label"),
  },
  (t) => [primaryKey({ columns: [t.gearId, t.number] })],
);

/** Photos of a gear item, shown in `position` order; the first is the cover. */
export const gearPhotos = pgTable(
  "gear_photos",
  {
    id: textId(),
    gearId: belongsTo("gear_id", () => gear.id),
    position: integer("position").notNull(),
    ...storedImage(),
    createdAt: createdAt(),
  },
  (t) => [index("gear_photos_gear_idx").on(t.gearId, t.position)],
);

/**
 * Days a gear item is taken: owner blocks now, booking holds later. One table so
 * one exclusion constraint (custom migration 0003) forbids any two overlapping
 * holds of the same gear, whoever made them.
 */
export const gearHolds = pgTable(
  "gear_holds",
  {
    id: serialId(),
    gearId: belongsTo("gear_id", () => gear.id),
    period: daterange("period").notNull(),
    kind: text("kind").notNull(),
    bookingId: text("booking_id"),
    note: text("note"),
    /** The unit a booking hold holds (foreign key to gear_units); null for an owner block, which holds every unit. */
    unitNumber: integer("unit_number"),
    /**
     * The units the row holds, for the exclusion constraint: [n, n+1) for a
     * booking's unit n, [1, ∞) for a block. Generated, so no writer can get it wrong.
     */
    units: int4range("units").generatedAlwaysAs(
      sql`case when unit_number is null then int4range(1, null) else int4range(unit_number, unit_number + 1) end`,
    ),
    /**
     * Days at the end of `period` kept free after the rental (the listing's
     * turnaround when it was booked): the rental itself is period minus these.
     */
    turnaroundDays: integer("turnaround_days").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("gear_holds_gear_idx").on(t.gearId),
    // "Which gear is taken on these days" (the date filter's count) searches by
    // period alone. The exclusion constraint's GiST index leads with gear_id, so
    // such a search reads all of it; this one prunes by period. See bench/README.md.
    index("gear_holds_period_idx").using("gist", t.period),
  ],
);

/** Private to the owner; shown to a renter only on an approved booking. */
export const ownerPaymentSettings = pgTable("owner_payment_settings", {
  ownerId: text("owner_id")
    .primaryKey()
    .references(() => owners.userId, { onDelete: "cascade" }),
  bank: text("bank"),
  accountHolder: text("account_holder"),
  accountNumber: text("account_number"),
  duitnowId: text("duitnow_id"),
  duitnowQrKey: text("duitnow_qr_key"),
  /** The text read from that image and checked at upload (a DuitNow EMVCo payload); null for images uploaded before checks. */
  duitnowQrPayload: text("duitnow_qr_payload"),
  updatedAt: updatedAt(),
});

/** A renter's saved /learnmore filter, kept as its query string. */
export const savedFilters = pgTable(
  "saved_filters",
  {
    id: serialId(),
    userId: belongsTo("user_id", () => users.id),
    name: text("name").notNull(),
    query: text("query").notNull(),
    alert: boolean("alert").notNull().default(false),
    /** With `alert` on: a push (and in-app notice) per new match, and/or a daily e-mail digest (ADR 030). */
    alertPush: boolean("alert_push").notNull().default(true),
    alertEmail: boolean("alert_email").notNull().default(true),
    createdAt: createdAt(),
  },
  // One name per user, whatever its case: saving under a name the user has is a 409
  // (or a replace), not a second entry. Leading user_id, so it also serves the list.
  (t) => [uniqueIndex("saved_filters_user_name_idx").on(t.userId, sql`lower(${t.name})`)],
);

/** The public Wanted board: what renters are looking for. */
export const wantedPosts = pgTable(
  "wanted_posts",
  {
    id: serialId(),
    userId: belongsTo("user_id", () => users.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    state: text("state"),
    budgetPerDay: integer("budget_per_day"),
    status: oneOf("status", WANTED_STATUSES).notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    index("wanted_posts_status_idx").on(t.status, t.createdAt),
    knownWords("wanted_posts_status_known", t.status, WANTED_STATUSES),
  ],
);

/** An owner's answer to a wanted post: one of their listings and a message. */
export const wantedAnswers = pgTable(
  "wanted_answers",
  {
    id: serialId(),
    postId: integer("post_id")
      .notNull()
      .references(() => wantedPosts.id, { onDelete: "cascade" }),
    ownerId: belongsTo("owner_id", () => owners.userId),
    gearId: belongsTo("gear_id", () => gear.id),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("wanted_answers_post_gear_idx").on(t.postId, t.gearId)],
);

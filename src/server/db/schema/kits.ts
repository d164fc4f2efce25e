import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { belongsTo, optionalRef } from "./columns";
import { gear } from "./gear";
import { bookings } from "./bookings";

/**
 * What a kit (a gear row of kind 'kit') is made of: `quantity` units of each of
 * the owner's listings (issue 32 item 2, ADR 039). Booking one kit holds
 * `quantity` units of every component. The rules a foreign key cannot state
 * (same owner, a listing not a kit, not archived, no more than its units) are
 * the kits module's, checked under the components' hold locks.
 */
export const kitComponents = pgTable(
  "kit_components",
  {
    kitId: belongsTo("kit_id", () => gear.id),
    gearId: belongsTo("gear_id", () => gear.id),
    quantity: integer("quantity").notNull(),
    /** The order the owner listed them in (the invoice and the handover sheet follow it). */
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.gearId] }),
    // "Which live kits contain this listing": archiving it, and its availability.
    index("kit_components_gear_idx").on(t.gearId),
    check("kit_components_quantity_range", sql`${t.quantity} between 1 and 100`),
    check("kit_components_not_itself", sql`${t.kitId} <> ${t.gearId}`),
  ],
);

/**
 * The components of a kit booking as they were booked: the invoice and the
 * handover sheet list them, and a kit edited later does not rewrite a past
 * invoice. `quantity` is for the whole booking (per kit × kits booked).
 */
export const bookingKitItems = pgTable(
  "booking_kit_items",
  {
    bookingId: belongsTo("booking_id", () => bookings.id),
    position: integer("position").notNull(),
    /** The component listing; null once it is deleted (the name stays). */
    gearId: optionalRef("gear_id", () => gear.id),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);

import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { belongsTo } from "./columns";
import { bookings } from "./bookings";
import { gear } from "./gear";

/**
 * The units a returned booking had out, with their labels as they were when
 * they came back (issue 32 item 1). A booking's holds say which units it holds
 * only while it holds dates: the return deletes them, and the booking would
 * no longer say which body went out. Written by the return, in its
 * transaction, from the holds it releases (bookings/held-units.ts).
 */
export const bookingUnits = pgTable(
  "booking_units",
  {
    bookingId: belongsTo("booking_id", () => bookings.id),
    gearId: belongsTo("gear_id", () => gear.id),
    unitNumber: integer("unit_number").notNull(),
    label: text("label"),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.gearId, t.unitNumber] })],
);

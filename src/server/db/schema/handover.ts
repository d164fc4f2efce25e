import { check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { HANDOVER_KINDS } from "../../../shared/handover-contracts";
import { belongsTo, createdAt, instant, oneOf, optionalRef, storedImage, textId, timestamps } from "./columns";
import { users } from "./auth";
import { bookings } from "./bookings";

/** One line of a handover check sheet: an item handed over (or not), its condition and a note. */
export interface HandoverItem {
  /** A plain name the owner typed, or a default's `msg` string (the reader's side translates it). */
  name: string;
  present: boolean;
  condition: string;
  note: string | null;
}

/**
 * The handover check sheet (issue 11 item 2): what the owner hands over at
 * pickup, and what comes back at return; one of each kind per booking. The
 * renter's answer (confirmed, or disputed with a note) closes the sheet: after
 * it nothing on the sheet may change, so both sides keep the same evidence.
 */
export const handoverSheets = pgTable(
  "handover_sheets",
  {
    id: textId(),
    bookingId: belongsTo("booking_id", () => bookings.id),
    kind: oneOf("kind", HANDOVER_KINDS).notNull(),
    items: jsonb("items").$type<HandoverItem[]>().notNull().default([]),
    notes: text("notes"),
    createdBy: optionalRef("created_by", () => users.id),
    /**
     * When the owner sent the sheet to the renter ("Send to renter"): from then
     * the renter may answer it, and the move it belongs to may be made.
     */
    sentAt: instant("sent_at"),
    /** 'confirmed' | 'disputed' once the renter answered; null before. */
    renterAnswer: text("renter_answer"),
    answeredAt: instant("answered_at"),
    answeredBy: optionalRef("answered_by", () => users.id),
    /** The renter's note when they disagree with the sheet. */
    disagreement: text("disagreement"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("handover_sheets_booking_kind_idx").on(t.bookingId, t.kind),
    check("handover_sheets_kind_check", sql`${t.kind} in ('pickup', 'return')`),
  ],
);

/** Photos of a sheet: private files (re-encoded WebP without metadata), served only through the booking. */
export const handoverPhotos = pgTable(
  "handover_photos",
  {
    id: textId(),
    sheetId: belongsTo("sheet_id", () => handoverSheets.id),
    ...storedImage(),
    uploadedBy: optionalRef("uploaded_by", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("handover_photos_sheet_idx").on(t.sheetId, t.createdAt)],
);

import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  bookingEvents,
  bookingMessages,
  bookingReceipts,
  bookings,
  creditNotes,
  depositEvidence,
  depositSettlements,
  gear,
  gearPhotos,
  handoverPhotos,
  handoverSheets,
  invoices,
  owners,
  reviews,
} from "../../db/schema";
import { type ExportFile, omit } from "./sections";

type Side = "renter" | "owner";

/**
 * Every booking the person took part in, as renter or owner, with what hangs off
 * it. The other party appears by display name only (the owner's public name, or
 * the renter's name as booked), never by e-mail, phone, IC or bank details; who
 * did what is "you", "the other party" or the role of a SewaGear staff member.
 */
export async function collectBookings(db: Db, userId: string, files: ExportFile[]) {
  const rows = await db
    .select({ b: bookings, ownerName: owners.displayName })
    .from(bookings)
    .innerJoin(owners, eq(owners.userId, bookings.ownerId))
    .where(or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)))
    .orderBy(asc(bookings.createdAt));
  const ids = rows.map((r) => r.b.id);
  const sideOf = new Map<string, Side>(rows.map((r) => [r.b.id, r.b.renterId === userId ? "renter" : "owner"]));
  const otherOf = new Map(rows.map((r) => [r.b.id, sideOf.get(r.b.id) === "renter" ? r.ownerName : r.b.userName]));
  const byId = new Map(rows.map((r) => [r.b.id, r.b]));
  /** Who did something on a booking, as the export names them. */
  const who = (bookingId: string, actorId: string | null, role?: string) => {
    if (actorId === userId) return "you";
    if (role === "system") return "SewaGear (automatic)";
    const b = byId.get(bookingId)!;
    const otherId = sideOf.get(bookingId) === "renter" ? b.ownerId : b.renterId;
    const isOther = actorId ? actorId === otherId : role === "renter" || role === "owner";
    if (isOther) return otherOf.get(bookingId) ?? "the other party";
    return role && role !== "renter" && role !== "owner" ? `SewaGear ${role}` : "SewaGear";
  };

  // inArray with no values is invalid SQL; "" matches no booking id.
  const inBookings = (col: AnyPgColumn) => inArray(col, ids.length ? ids : [""]);
  const events = await db
    .select()
    .from(bookingEvents)
    .where(inBookings(bookingEvents.bookingId))
    .orderBy(asc(bookingEvents.at));
  const messages = await db
    .select()
    .from(bookingMessages)
    .where(inBookings(bookingMessages.bookingId))
    .orderBy(asc(bookingMessages.createdAt));
  const receipts = await db
    .select()
    .from(bookingReceipts)
    .where(and(inBookings(bookingReceipts.bookingId), eq(bookingReceipts.uploadedBy, userId)));
  for (const r of receipts)
    files.push({ key: r.fileKey, name: `receipts/${r.bookingId}-${r.id}`, what: "payment receipt" });

  const bookingList = rows.map(({ b }) => ({
    ...omit(b, ["renterId", "ownerId", "userName", "idempotencyKey"]),
    youWere: sideOf.get(b.id),
    otherParty: otherOf.get(b.id),
    events: events
      .filter((e) => e.bookingId === b.id)
      .map((e) => ({
        from: e.fromStatus,
        to: e.toStatus,
        by: who(b.id, e.actorId, e.actorRole),
        reason: e.reason,
        at: e.at,
      })),
    receipts: receipts.filter((r) => r.bookingId === b.id).map((r) => ({ id: r.id, uploadedAt: r.createdAt })),
  }));

  const threads = rows
    .map(({ b }) => ({
      bookingId: b.id,
      gear: b.equipmentName,
      messages: messages
        .filter((m) => m.bookingId === b.id)
        .map((m) => ({ from: who(b.id, m.senderId), body: m.body, at: m.createdAt })),
    }))
    .filter((t) => t.messages.length > 0);

  return {
    bookings: bookingList,
    messages: threads,
    reviews: await collectReviews(db, userId, ids),
    ...(await collectMoney(db, ids)),
    "handover-sheets": await collectHandover(db, userId, ids, files),
    gear: await collectGear(db, userId, files),
  };
}

/** Reviews I wrote, and those about me or my gear (their author by role only). */
async function collectReviews(db: Db, userId: string, bookingIds: string[]) {
  const myGear = (await db.select({ id: gear.id }).from(gear).where(eq(gear.ownerId, userId))).map((g) => g.id);
  const given = await db.select().from(reviews).where(eq(reviews.authorId, userId));
  const received = await db
    .select()
    .from(reviews)
    .where(
      or(
        and(inArray(reviews.subjectType, ["owner", "renter"]), eq(reviews.subjectId, userId)),
        and(eq(reviews.subjectType, "gear"), inArray(reviews.subjectId, myGear.length ? myGear : [""])),
      ),
    );
  const authorRole = (r: typeof reviews.$inferSelect) => (r.subjectType === "renter" ? "owner" : "renter");
  return {
    given: given.map((r) => omit(r, ["authorId"])),
    received: received
      .filter((r) => r.authorId !== userId && bookingIds.includes(r.bookingId))
      .map((r) => ({ ...omit(r, ["authorId"]), author: `the ${authorRole(r)} of the booking` })),
  };
}

/** Invoices, credit notes and deposits of my bookings; who on staff recorded what is left out. */
async function collectMoney(db: Db, bookingIds: string[]) {
  const ids = bookingIds.length ? bookingIds : [""];
  const inv = await db.select().from(invoices).where(inArray(invoices.bookingId, ids));
  const notes = inv.length
    ? await db
        .select()
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.invoiceId,
            inv.map((i) => i.id),
          ),
        )
    : [];
  const deposits = await db.select().from(depositSettlements).where(inArray(depositSettlements.bookingId, ids));
  const staffColumns = ["claimedBy", "answeredBy", "decidedBy", "refundedBy", "refundReceiptKey"] as const;
  return {
    invoices: {
      invoices: inv.map((i) => omit(i, ["paidBy", "voidedBy"])),
      creditNotes: notes.map((n) => omit(n, ["issuedBy"])),
    },
    deposits: deposits.map((d) => omit(d, staffColumns)),
  };
}

/** Handover sheets of my bookings, with the photos I took as files. */
async function collectHandover(db: Db, userId: string, bookingIds: string[], files: ExportFile[]) {
  const sheets = await db
    .select()
    .from(handoverSheets)
    .where(inArray(handoverSheets.bookingId, bookingIds.length ? bookingIds : [""]));
  const photos = sheets.length
    ? await db
        .select()
        .from(handoverPhotos)
        .where(
          inArray(
            handoverPhotos.sheetId,
            sheets.map((s) => s.id),
          ),
        )
    : [];
  const evidence = await db
    .select()
    .from(depositEvidence)
    .where(inArray(depositEvidence.bookingId, bookingIds.length ? bookingIds : [""]));
  for (const p of photos)
    if (p.uploadedBy === userId)
      files.push({ key: p.fileKey, name: `handover-photos/${p.sheetId}-${p.id}`, what: "handover photo" });
  return sheets.map((s) => ({
    ...omit(s, ["createdBy", "answeredBy"]),
    photos: photos
      .filter((p) => p.sheetId === s.id)
      .map((p) => ({
        id: p.id,
        takenByYou: p.uploadedBy === userId,
        usedAsDepositEvidence: evidence.some((e) => e.photoId === p.id),
        at: p.createdAt,
      })),
  }));
}

/** My listings (as an owner) and their photos. */
async function collectGear(db: Db, userId: string, files: ExportFile[]) {
  const items = await db.select().from(gear).where(eq(gear.ownerId, userId));
  const photos = items.length
    ? await db
        .select()
        .from(gearPhotos)
        .where(
          inArray(
            gearPhotos.gearId,
            items.map((g) => g.id),
          ),
        )
    : [];
  for (const p of photos)
    files.push({ key: p.fileKey, name: `gear-photos/${p.gearId}-${p.position}`, what: "gear photo" });
  return items.map((g) => ({ ...omit(g, ["ownerId"]), photos: photos.filter((p) => p.gearId === g.id).length }));
}

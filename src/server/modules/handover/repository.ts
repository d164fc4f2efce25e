import { and, asc, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { gear, handoverPhotos, handoverSheets, users } from "../../db/schema";
import type { HandoverKind } from "../../../shared/handover-contracts";

/** Reads and writes of the handover check sheets and their photos. */

type Reader = Db | Tx;
export type SheetRow = typeof handoverSheets.$inferSelect;
export type SheetInsert = typeof handoverSheets.$inferInsert;
export type PhotoRow = typeof handoverPhotos.$inferSelect;
export type PhotoInsert = typeof handoverPhotos.$inferInsert;

/** A sheet with the names of who filled it in and who answered it. */
export interface SheetWithNames {
  sheet: SheetRow;
  createdByName: string | null;
  answeredByName: string | null;
}

const answerer = alias(users, "answerer");

/** Both sheets of a booking (0, 1 or 2 rows) with the names shown on them. */
export function listSheets(db: Reader, bookingId: string): Promise<SheetWithNames[]> {
  return db
    .select({ sheet: handoverSheets, createdByName: users.name, answeredByName: answerer.name })
    .from(handoverSheets)
    .leftJoin(users, eq(users.id, handoverSheets.createdBy))
    .leftJoin(answerer, eq(answerer.id, handoverSheets.answeredBy))
    .where(eq(handoverSheets.bookingId, bookingId));
}

/** One sheet of a booking; `lock` holds it until the transaction ends (a save and an answer cannot interleave). */
export function findSheet(db: Reader, bookingId: string, kind: HandoverKind, { lock = false } = {}) {
  const query = db
    .select()
    .from(handoverSheets)
    .where(and(eq(handoverSheets.bookingId, bookingId), eq(handoverSheets.kind, kind)));
  return firstRow(lock ? query.for("update") : query);
}

export async function insertSheet(tx: Tx, values: SheetInsert) {
  return (await tx.insert(handoverSheets).values(values).returning())[0]!;
}

export async function updateSheet(tx: Tx, id: string, values: Partial<SheetInsert>) {
  return (
    await tx
      .update(handoverSheets)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(handoverSheets.id, id))
      .returning()
  )[0]!;
}

/** Photos of a sheet, oldest first. */
export function listPhotos(db: Reader, sheetId: string) {
  return db
    .select()
    .from(handoverPhotos)
    .where(eq(handoverPhotos.sheetId, sheetId))
    .orderBy(asc(handoverPhotos.createdAt), asc(handoverPhotos.id));
}

export async function countPhotos(db: Reader, sheetId: string) {
  const [row] = await db.select({ n: count() }).from(handoverPhotos).where(eq(handoverPhotos.sheetId, sheetId));
  return row?.n ?? 0;
}

export function findPhoto(db: Reader, sheetId: string, photoId: string) {
  return firstRow(
    db
      .select()
      .from(handoverPhotos)
      .where(and(eq(handoverPhotos.sheetId, sheetId), eq(handoverPhotos.id, photoId))),
  );
}

export async function insertPhotos(tx: Tx, rows: PhotoInsert[]) {
  if (rows.length > 0) await tx.insert(handoverPhotos).values(rows);
}

export async function deletePhoto(tx: Tx, sheetId: string, photoId: string) {
  await tx.delete(handoverPhotos).where(and(eq(handoverPhotos.sheetId, sheetId), eq(handoverPhotos.id, photoId)));
}

/** The gear's category and its own "what's in the box" list, the pickup sheet's starting point. */
export function findGearBox(db: Reader, gearId: string) {
  return firstRow(
    db.select({ category: gear.category, boxItems: gear.boxItems }).from(gear).where(eq(gear.id, gearId)),
  );
}

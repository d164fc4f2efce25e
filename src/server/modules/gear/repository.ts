import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { countRows, firstRow } from "../../db/query";
import { gear, gearHolds, gearPhotos, owners } from "../../db/schema";
import type { GearCard } from "../../../shared/catalogue";
import { addDays } from "../../../shared/dates";
import { loadKitCapacities } from "./kit-capacity";
import { gearCardColumns, type GearCardRow, type GearRow, type PhotoRow, presentGearCard } from "./presenter";

type GearInsert = typeof gear.$inferInsert;
type PhotoInsert = typeof gearPhotos.$inferInsert;

/** The gear row alone (any status), for ownership checks. */
export async function findGear(db: Db | Tx, id: string): Promise<GearRow | undefined> {
  return firstRow(db.select().from(gear).where(eq(gear.id, id)));
}

/** The gear row with its owner's public name and profile status, as the presenters want it. */
export async function findGearCardRow(db: Db, id: string) {
  return firstRow(
    db
      .select({ ...gearCardColumns, ownerStatus: owners.status })
      .from(gear)
      .innerJoin(owners, eq(owners.userId, gear.ownerId))
      .where(eq(gear.id, id)),
  );
}

/** One owner's gear, newest first: all of it (the owner's own list) or only active listings (the public profile). */
export function listOwnerGearRows(db: Db, ownerId: string, { activeOnly = false } = {}) {
  return db
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(eq(gear.ownerId, ownerId), activeOnly ? eq(gear.status, "active") : undefined))
    .orderBy(desc(gear.createdAt), desc(gear.id));
}

/** How many active listings the owner has. */
export const countActiveGear = (db: Db, ownerId: string) =>
  countRows(db, gear, and(eq(gear.ownerId, ownerId), eq(gear.status, "active")));

/** Number of photos of each gear id, in one query. */
export async function countPhotos(db: Db, gearIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (gearIds.length === 0) return counts;
  const rows = await db
    .select({ gearId: gearPhotos.gearId, n: count() })
    .from(gearPhotos)
    .where(inArray(gearPhotos.gearId, gearIds))
    .groupBy(gearPhotos.gearId);
  for (const r of rows) counts.set(r.gearId, r.n);
  return counts;
}

/** Cover photo (lowest position) of each gear id, in one query. */
export async function loadCovers(db: Db, gearIds: string[]): Promise<Map<string, PhotoRow>> {
  const covers = new Map<string, PhotoRow>();
  if (gearIds.length === 0) return covers;
  const rows = await db
    .select()
    .from(gearPhotos)
    .where(inArray(gearPhotos.gearId, gearIds))
    .orderBy(asc(gearPhotos.gearId), asc(gearPhotos.position));
  for (const r of rows) if (!covers.has(r.gearId)) covers.set(r.gearId, r);
  return covers;
}

/** Cards for rows selected with gearCardColumns, covers loaded in one extra query (and kits' capacities in another). */
export async function toGearCards(db: Db, rows: GearCardRow[]): Promise<GearCard[]> {
  const covers = await loadCovers(
    db,
    rows.map((r) => r.gear.id),
  );
  // A kit's card says how many kits its components allow (issue 32 item 1); lists without kits read nothing more.
  const capacities = await loadKitCapacities(
    db,
    rows.filter((r) => r.gear.kind === "kit").map((r) => r.gear.id),
  );
  return rows.map((r) => presentGearCard(r, covers.get(r.gear.id), capacities.get(r.gear.id)));
}

/** Photos of one gear item in display order (inside a transaction too). */
export function loadPhotos(db: Db | Tx, gearId: string) {
  return db
    .select()
    .from(gearPhotos)
    .where(eq(gearPhotos.gearId, gearId))
    .orderBy(asc(gearPhotos.position), asc(gearPhotos.createdAt));
}

/**
 * Lock the gear row for the rest of the transaction, so two photo changes of
 * one listing run one after the other (the 1-to-10 photo rule holds under races).
 */
export async function lockGear(tx: Tx, id: string): Promise<GearRow | undefined> {
  return firstRow(tx.select().from(gear).where(eq(gear.id, id)).for("update"));
}

/** A new listing row and its photo rows (in the caller's transaction). */
export async function insertGear(tx: Tx, values: GearInsert, photos: PhotoInsert[]) {
  await tx.insert(gear).values(values);
  await insertPhotos(tx, photos);
}

export async function insertPhotos(tx: Tx, photos: PhotoInsert[]) {
  if (photos.length > 0) await tx.insert(gearPhotos).values(photos);
}

export async function deletePhoto(tx: Tx, gearId: string, photoId: string) {
  await tx.delete(gearPhotos).where(and(eq(gearPhotos.id, photoId), eq(gearPhotos.gearId, gearId)));
}

/** Change listing columns; `updatedAt` moves with every change. */
export async function updateGearRow(db: Db | Tx, id: string, values: Partial<GearInsert>) {
  await db
    .update(gear)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(gear.id, id));
}

/** Mark the listing changed (photos and blocks count as changes of the listing). */
export const touchGear = (db: Db | Tx, id: string) => updateGearRow(db, id, {});

/** Number positions 0..n-1 in the given order. */
export async function renumberPhotos(tx: Tx, gearId: string, photoIds: string[]) {
  for (const [position, id] of photoIds.entries()) {
    await tx
      .update(gearPhotos)
      .set({ position })
      .where(and(eq(gearPhotos.id, id), eq(gearPhotos.gearId, gearId)));
  }
}

/** A hold's first and last day: rows store '[start,end+1)', owners think in inclusive dates. */
export const holdDateColumns = {
  startDate: sql<string>`lower(${gearHolds.period})::text`,
  endDate: sql<string>`(upper(${gearHolds.period}) - 1)::text`,
};

const blockColumns = { id: gearHolds.id, ...holdDateColumns, note: gearHolds.note };

/** The listing's owner blocks that end after `today`, earliest first. */
export function listBlockRows(db: Db, gearId: string, today: string) {
  return db
    .select(blockColumns)
    .from(gearHolds)
    .where(
      and(eq(gearHolds.gearId, gearId), eq(gearHolds.kind, "block"), sql`upper(${gearHolds.period}) > ${today}::date`),
    )
    .orderBy(asc(sql`lower(${gearHolds.period})`));
}

/**
 * Takes the listing's hold lock until the transaction ends (a value-less column for
 * a select list). Every write of a new hold takes it first, so the holds of one
 * listing are written one transaction at a time. Without it PostgreSQL's exclusion
 * constraint can deadlock: two transactions insert overlapping holds at once, each
 * finds the other's uncommitted row and waits for it, and after deadlock_timeout
 * (1 s) one is aborted with 40P01 — a 500 instead of the 409, and a second in which
 * the queue behind them grows. With the lock the second writer waits for the first
 * to commit and then meets its row: 23P01, the 409. Other listings are not held up.
 */
export const gearHoldsLock = (gearId: string) =>
  sql`pg_advisory_xact_lock(hashtextextended(${`gear_holds:${gearId}`}, 0))`;

/** Insert an owner block over [startDate, endDate]; the exclusion constraint may refuse it (23P01). */
export async function insertBlock(
  db: Db,
  gearId: string,
  block: { startDate: string; endDate: string; note: string | null },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${gearHoldsLock(gearId)}`);
    const [row] = await tx
      .insert(gearHolds)
      .values({ gearId, kind: "block", period: `[${block.startDate},${addDays(block.endDate, 1)})`, note: block.note })
      .returning(blockColumns);
    return row!;
  });
}

/** Delete an owner block of this listing (never a booking hold); false when there was none. */
export async function deleteBlock(db: Db, gearId: string, blockId: number): Promise<boolean> {
  const removed = await db
    .delete(gearHolds)
    .where(and(eq(gearHolds.id, blockId), eq(gearHolds.gearId, gearId), eq(gearHolds.kind, "block")))
    .returning({ id: gearHolds.id });
  return removed.length > 0;
}

/** Every hold of the gear touching the inclusive window; `end` is exclusive; `unit` null for a block (every unit). */
export function listHoldSpans(db: Db, gearId: string, window: { from: string; to: string }) {
  return db
    .select({
      start: sql<string>`lower(${gearHolds.period})::text`,
      end: sql<string>`upper(${gearHolds.period})::text`,
      unit: gearHolds.unitNumber,
    })
    .from(gearHolds)
    .where(
      and(
        eq(gearHolds.gearId, gearId),
        sql`${gearHolds.period} && daterange(${window.from}::date, ${addDays(window.to, 1)}::date)`,
      ),
    );
}

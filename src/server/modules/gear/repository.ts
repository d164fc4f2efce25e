import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { gear, gearPhotos, owners } from "../../db/schema";
import { gearCardColumns, type GearRow } from "./presenter";

/** The gear row alone (any status), for ownership checks. */
export async function findGear(db: Db | Tx, id: string): Promise<GearRow | undefined> {
  const [row] = await db.select().from(gear).where(eq(gear.id, id));
  return row;
}

/** The gear row with its owner's public name and profile status, as the presenters want it. */
export async function findGearCardRow(db: Db, id: string) {
  const [row] = await db
    .select({ ...gearCardColumns, ownerStatus: owners.status })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(eq(gear.id, id));
  return row;
}

/** All of one owner's gear (active and archived), newest first. */
export function listOwnerGearRows(db: Db, ownerId: string) {
  return db
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(eq(gear.ownerId, ownerId))
    .orderBy(desc(gear.createdAt), desc(gear.id));
}

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

/**
 * Lock the gear row for the rest of the transaction, so two photo changes of
 * one listing run one after the other (the 1-to-10 photo rule holds under races).
 */
export async function lockGear(tx: Tx, id: string): Promise<GearRow | undefined> {
  const [row] = await tx.select().from(gear).where(eq(gear.id, id)).for("update");
  return row;
}

/** Photos of a gear item in position order, inside a transaction. */
export function photosOf(tx: Tx, gearId: string) {
  return tx
    .select()
    .from(gearPhotos)
    .where(eq(gearPhotos.gearId, gearId))
    .orderBy(gearPhotos.position, gearPhotos.createdAt);
}

/** Mark the listing changed (photos and blocks count as changes of the listing). */
export async function touchGear(tx: Db | Tx, id: string) {
  await tx.update(gear).set({ updatedAt: new Date() }).where(eq(gear.id, id));
}

/** Number positions 0..n-1 in the given order. */
export async function renumberPhotos(tx: Tx, gearId: string, photoIds: string[]) {
  for (const [position, id] of photoIds.entries()) {
    await tx
      .update(gearPhotos)
      .set({ position })
      .where(and(eq(gearPhotos.id, id), eq(gearPhotos.gearId, gearId)));
  }
}

import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { bookingKitItems, gear, kitComponents } from "../../db/schema";
import { gearHoldsLock } from "../gear/repository";

type Reader = Db | Tx;

/** A kit's components in the owner's order, with what booking and showing them need of each listing. */
export const findComponents = (db: Reader, kitId: string) =>
  db
    .select({
      gearId: kitComponents.gearId,
      quantity: kitComponents.quantity,
      name: gear.name,
      status: gear.status,
      unitCount: gear.unitCount,
      turnaroundDays: gear.turnaroundDays,
    })
    .from(kitComponents)
    .innerJoin(gear, eq(gear.id, kitComponents.gearId))
    .where(eq(kitComponents.kitId, kitId))
    .orderBy(asc(kitComponents.position));
export type ComponentRow = Awaited<ReturnType<typeof findComponents>>[number];

/** The listings named as components, whoever owns them (the rules then say why one may not be). */
export const findCandidates = (db: Reader, ids: string[]) =>
  db
    .select({
      id: gear.id,
      ownerId: gear.ownerId,
      name: gear.name,
      kind: gear.kind,
      status: gear.status,
      unitCount: gear.unitCount,
    })
    .from(gear)
    .where(inArray(gear.id, ids));

/**
 * The kit's whole list replaced by `components`, in their order. The kit's row is
 * touched too: its read-cache triggers (migration 0026) then drop the kit's kept
 * page and availability, which depend on what it is made of.
 */
export async function replaceComponents(tx: Tx, kitId: string, components: { gearId: string; quantity: number }[]) {
  await tx
    .update(gear)
    .set({ updatedAt: sql`now()` })
    .where(eq(gear.id, kitId));
  await tx.delete(kitComponents).where(eq(kitComponents.kitId, kitId));
  await tx.insert(kitComponents).values(components.map((c, position) => ({ kitId, ...c, position })));
}

/**
 * The hold locks of `gearIds` (gear/repository.ts), in id order so that two kits
 * sharing components take them in the same order and never deadlock. A booking
 * of a component alone takes its one lock, so it and a kit request wait for each
 * other instead of choosing units from the same snapshot.
 */
export async function lockHolds(tx: Tx, gearIds: string[]) {
  for (const id of [...gearIds].sort()) await tx.execute(sql`select ${gearHoldsLock(id)}`);
}

/** The components of a kit booking as booked (the invoice's and the handover sheet's lines). */
export const findBookingKitItems = (db: Reader, bookingId: string) =>
  db
    .select({ gearId: bookingKitItems.gearId, name: bookingKitItems.name, quantity: bookingKitItems.quantity })
    .from(bookingKitItems)
    .where(eq(bookingKitItems.bookingId, bookingId))
    .orderBy(asc(bookingKitItems.position));

export async function insertBookingKitItems(
  tx: Tx,
  bookingId: string,
  items: { gearId: string; name: string; quantity: number }[],
) {
  if (items.length > 0)
    await tx.insert(bookingKitItems).values(items.map((item, position) => ({ bookingId, position, ...item })));
}

import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, owners } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { gearCardColumns } from "../gear/presenter";
import { toGearCards } from "../gear/repository";
import { isOwnerIdShaped, ownerNotFoundMessage } from "../../../shared/owner-rules";
import { isPubliclyVisible } from "./policy";
import type { OwnerRow } from "./presenter";

/** 404 OWNER_NOT_FOUND with the seed's message (section 8). */
export const ownerNotFound = (identifier: string) =>
  new AppError("OWNER_NOT_FOUND", 404, ownerNotFoundMessage(identifier));

/**
 * Seed section 5: 20 to 28 letters and digits is an id, anything else a
 * username (any letter case). An id-shaped identifier that matches no id is
 * then tried as a username, since a 20-character username is id-shaped too.
 */
export async function findOwnerByIdentifier(db: Db, identifier: string): Promise<OwnerRow> {
  let row: OwnerRow | undefined;
  if (isOwnerIdShaped(identifier)) [row] = await db.select().from(owners).where(eq(owners.userId, identifier));
  row ??= (
    await db
      .select()
      .from(owners)
      .where(sql`lower(${owners.username}) = lower(${identifier})`)
  )[0];
  if (!row || !isPubliclyVisible(row)) throw ownerNotFound(identifier);
  return row;
}

/** The owner's active listings as cards, newest first; archived gear never shows. */
export async function listOwnerGear(db: Db, owner: OwnerRow) {
  const rows = await db
    .select(gearCardColumns)
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(eq(gear.ownerId, owner.userId), eq(gear.status, "active")))
    .orderBy(desc(gear.createdAt), desc(gear.id));
  return toGearCards(db, rows);
}

/** How many active listings the owner has. */
export async function countOwnerGear(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gear)
    .where(and(eq(gear.ownerId, ownerId), eq(gear.status, "active")));
  return row?.n ?? 0;
}

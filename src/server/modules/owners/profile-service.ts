import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { owners } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import type { OwnerProfileRequest } from "../../../shared/owner-contracts";
import { USERNAME_MESSAGES } from "../../../shared/username";
import { assertUsernameUsable } from "../accounts/service";
import type { OwnerRow } from "./presenter";

/** Postgres unique_violation, from node-postgres or PGlite (possibly wrapped by Drizzle). */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === "23505" || (err as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Replace the owner's public profile fields. The username keeps the rules of
 * registration (seed section 5); keeping one's own username is no clash, and
 * the unique index on lower(username) settles two owners racing for one name.
 */
export async function updateOwnerProfile({
  db,
  ownerId,
  input,
}: {
  db: Db;
  ownerId: string;
  input: z.output<typeof OwnerProfileRequest>;
}): Promise<OwnerRow> {
  await assertUsernameUsable(db, input.username, ownerId);
  try {
    const [row] = await db
      .update(owners)
      .set({
        displayName: input.displayName,
        username: input.username,
        bio: input.bio,
        experience: input.experience,
        specialties: input.specialties,
        businessName: input.businessName,
        businessStreetAddress: input.businessAddress.streetAddress,
        businessCity: input.businessAddress.city,
        businessState: input.businessAddress.state,
        businessPostalCode: input.businessAddress.postalCode,
        state: input.state,
        coveredStates: input.coveredStates,
        instagramUrl: input.instagramUrl,
        tiktokUrl: input.tiktokUrl,
        whatsappUrl: input.whatsappUrl,
      })
      .where(eq(owners.userId, ownerId))
      .returning();
    if (!row) throw notFound("Owner profile");
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
    throw err;
  }
}

/** Point the owner's photo at `key` (or none) and return the row with the key it replaced. */
async function swapPhoto(db: Db, ownerId: string, key: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoUrl: owners.photoUrl })
      .from(owners)
      .where(eq(owners.userId, ownerId))
      .for("update");
    const [row] = await tx.update(owners).set({ photoUrl: key }).where(eq(owners.userId, ownerId)).returning();
    return { row, previous: current?.photoUrl ?? null };
  });
}

/**
 * Set the owner's photo: content-checked and re-encoded (no EXIF or GPS) by
 * processImage, stored under a new public key; the previous file is removed
 * once the row points at the new one.
 */
export async function setOwnerPhoto({
  db,
  storage,
  ownerId,
  data,
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
  data: Buffer;
}): Promise<OwnerRow> {
  const { image } = await processImage(data, { maxSide: 800, thumbSide: 160 });
  const key = `public/owners/${ownerId}/${newId()}.webp`;
  await storage.put(key, image);
  const swapped = await swapPhoto(db, ownerId, key).catch(async (err: unknown) => {
    await storage.remove(key);
    throw err;
  });
  if (!swapped.row) {
    await storage.remove(key);
    throw notFound("Owner profile");
  }
  if (swapped.previous) await storage.remove(swapped.previous);
  return swapped.row;
}

/** Remove the owner's photo; the public profile shows the placeholder again. */
export async function removeOwnerPhoto({
  db,
  storage,
  ownerId,
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
}): Promise<OwnerRow> {
  const { row, previous } = await swapPhoto(db, ownerId, null);
  if (!row) throw notFound("Owner profile");
  if (previous) await storage.remove(previous);
  return row;
}

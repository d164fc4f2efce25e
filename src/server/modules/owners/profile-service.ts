import type { z } from "zod";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import type { OwnerProfileRequest } from "../../../shared/owner-contracts";
import { USERNAME_MESSAGES } from "../../../shared/username";
import { assertUsernameUsable } from "../accounts/service";
import type { OwnerRow } from "./presenter";
import { swapOwnerPhoto, updateOwner } from "./repository";
import { removeStoredImage, replaceStoredImage, type SwapKey } from "./stored-image";

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
  const { businessAddress: address, ...fields } = input;
  let row: OwnerRow | undefined;
  try {
    row = await updateOwner(db, ownerId, {
      ...fields,
      businessStreetAddress: address.streetAddress,
      businessCity: address.city,
      businessState: address.state,
      businessPostalCode: address.postalCode,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
    throw err;
  }
  if (!row) throw notFound("Owner profile");
  return row;
}

/** The owner's photo key swap; a missing owner row is a 404. */
const photoSwap =
  (db: Db, ownerId: string): SwapKey<OwnerRow> =>
  async (key) => {
    const { row, previous } = await swapOwnerPhoto(db, ownerId, key);
    if (!row) throw notFound("Owner profile");
    return { row, previous };
  };

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
  return replaceStoredImage(storage, key, image, photoSwap(db, ownerId));
}

/** Remove the owner's photo; the public profile shows the placeholder again. */
export function removeOwnerPhoto({ db, storage, ownerId }: { db: Db; storage: Storage; ownerId: string }) {
  return removeStoredImage(storage, photoSwap(db, ownerId));
}

import type { z } from "zod";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { OwnerProfileRequest } from "../../../shared/owner-contracts";
import { USERNAME_MESSAGES } from "../../../shared/username";
import { assertUsernameUsable } from "../accounts/service";
import type { OwnerRow } from "./presenter";
import { swapOwnerPhoto, updateOwner } from "./repository";
import { type OwnerImageUpload, removeStoredImage, replaceStoredImage, type SwapKey } from "./stored-image";

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
  if (!row) throw notFound(msg("owners", "things.ownerProfile"));
  return row;
}

/** The owner's photo key swap; a missing owner row is a 404. */
const photoSwap =
  (db: Db, ownerId: string): SwapKey<OwnerRow> =>
  async (key) => {
    const { row, previous } = await swapOwnerPhoto(db, ownerId, key);
    if (!row) throw notFound(msg("owners", "things.ownerProfile"));
    return { row, previous };
  };

/** Set the owner's photo: a public image of at most 800 px; the previous file goes once the row names the new one. */
export const setOwnerPhoto = ({ db, storage, ownerId, data }: OwnerImageUpload): Promise<OwnerRow> =>
  replaceStoredImage({ storage, data, maxSide: 800, folder: `public/owners/${ownerId}`, swap: photoSwap(db, ownerId) });

/** Remove the owner's photo; the public profile shows the placeholder again. */
export const removeOwnerPhoto = ({ db, storage, ownerId }: Omit<OwnerImageUpload, "data">) =>
  removeStoredImage(storage, photoSwap(db, ownerId));

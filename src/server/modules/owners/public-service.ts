import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { OwnerProfileResponse, OwnerSummary } from "../../../shared/owner-contracts";
import { isOwnerIdShaped, ownerNotFoundMessage } from "../../../shared/owner-rules";
import { countActiveGear, listOwnerGearRows, toGearCards } from "../gear/repository";
import { isPubliclyVisible } from "./policy";
import { presentOwnerProfile, presentOwnerSummary, type OwnerRow } from "./presenter";
import { findOwnerById, findOwnerByUsername } from "./repository";

/** 404 OWNER_NOT_FOUND with the seed's message (section 8). */
const ownerNotFound = (identifier: string) => new AppError("OWNER_NOT_FOUND", 404, ownerNotFoundMessage(identifier));

/**
 * Seed section 5: 20 to 28 letters and digits is an id, anything else a
 * username (any letter case). An id-shaped identifier that matches no id is
 * then tried as a username, since a 20-character username is id-shaped too.
 */
async function findOwnerByIdentifier(db: Db, identifier: string): Promise<OwnerRow> {
  const row =
    (isOwnerIdShaped(identifier) ? await findOwnerById(db, identifier) : undefined) ??
    (await findOwnerByUsername(db, identifier));
  if (!row || !isPubliclyVisible(row)) throw ownerNotFound(identifier);
  return row;
}

/** GET /api/owners/:identifier: public fields, the active listings as cards (newest first) and their count. */
export async function getOwnerProfile(db: Db, identifier: string): Promise<OwnerProfileResponse> {
  const owner = await findOwnerByIdentifier(db, identifier);
  const gear = await toGearCards(db, await listOwnerGearRows(db, owner.userId, { activeOnly: true }));
  return { profile: presentOwnerProfile(owner), stats: { totalEquipment: gear.length }, gear };
}

/** GET /api/owners/:identifier/summary: the gear page's owner card. */
export async function getOwnerSummary(db: Db, identifier: string): Promise<OwnerSummary> {
  const owner = await findOwnerByIdentifier(db, identifier);
  return presentOwnerSummary(owner, await countActiveGear(db, owner.userId));
}

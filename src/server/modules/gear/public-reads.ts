import type { Db } from "../../db/client";
import type { ReadCache } from "../../lib/read-cache";
import { scopes } from "../../lib/read-scopes";
import type { GearDetail } from "../../../shared/catalogue";
import type { GearAvailability } from "../../../shared/gear-contracts";
import { availabilityWindow, findUnavailableDates } from "./availability";
import { findKitAvailability, kitComponentIds } from "./kit-availability";
import { notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { isPubliclyVisible } from "./policy";
import { findGearCardRow } from "./repository";
import { getPublicGearDetail } from "./service";

export interface CachedReads {
  db: Db;
  cache: ReadCache;
}

/**
 * GET /api/gear/:id through the read cache (ADR 025): kept until the listing, its
 * photos or its owner's row change. A 404 is not kept.
 */
export async function readPublicGearDetail({ db, cache }: CachedReads, id: string): Promise<GearDetail> {
  return (await cache.current()).remember(`gear/${id}`, async (depend) => {
    depend(scopes.gear(id));
    const detail = await getPublicGearDetail(db, id);
    depend(scopes.owner(detail.ownerId));
    return detail;
  });
}

/**
 * GET /api/gear/:id/availability through the read cache: kept per window (the
 * defaults resolved, so a new day is a new key) until the listing's holds, the
 * listing or its owner's row change.
 */
export async function readPublicAvailability(
  { db, cache }: CachedReads,
  gearId: string,
  query: { from?: string; to?: string },
): Promise<GearAvailability> {
  const window = availabilityWindow(query);
  return (await cache.current()).remember(`availability/${gearId}/${window.from}/${window.to}`, async (depend) => {
    depend(scopes.gear(gearId), scopes.holdsOf(gearId));
    const row = await findGearCardRow(db, gearId);
    if (!row || !isPubliclyVisible(row.gear, row.ownerStatus)) throw notFound(msg("gear", "errors.thatGear"));
    depend(scopes.owner(row.gear.ownerId));
    if (row.gear.kind !== "kit") return findUnavailableDates(db, row.gear, window);
    // A kit's days are its components': their holds and unit counts too.
    for (const id of await kitComponentIds(db, gearId)) depend(scopes.gear(id), scopes.holdsOf(id));
    return findKitAvailability(db, row.gear, window);
  });
}

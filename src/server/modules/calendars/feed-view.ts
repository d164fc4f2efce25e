import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear } from "../../db/schema";
import type { CalendarFeedView } from "../../../shared/calendar-sync-contracts";
import { feedPaths, feedTokenOf, renewFeedToken } from "./feed";

/** The owner's feed addresses, absolute: the whole feed and one per listing (archived ones included: their past bookings). */
async function viewOf(db: Db, ownerId: string, token: string, publicUrl: string): Promise<CalendarFeedView> {
  const items = await db
    .select({ id: gear.id, name: gear.name })
    .from(gear)
    .where(eq(gear.ownerId, ownerId))
    .orderBy(asc(gear.name), asc(gear.id));
  const abs = (path: string) => new URL(path, publicUrl).toString();
  return {
    url: abs(feedPaths.all(token)),
    gear: items.map((g) => ({ gearId: g.id, name: g.name, url: abs(feedPaths.gear(token, g.id)) })),
  };
}

export async function feedView(db: Db, ownerId: string, publicUrl: string) {
  return viewOf(db, ownerId, await feedTokenOf(db, ownerId), publicUrl);
}

export async function renewedFeedView(db: Db, ownerId: string, publicUrl: string) {
  return viewOf(db, ownerId, await renewFeedToken(db, ownerId), publicUrl);
}

import type { Db } from "../../db/client";
import type { GearCard, GearSearchResult } from "../../../shared/catalogue";
import { type GearSearchQuery, searchToQueryString } from "../../../shared/search-contracts";
import type { ReadCache } from "./read-cache";
import { countGear, findCountsByState, findFeaturedGear, findGearPage } from "./repository";

interface Reads {
  db: Db;
  cache: ReadCache;
}

/**
 * GET /api/gear: one page of active listings matching the filter, and how many
 * match in all. The total is kept per filter without sort or page, so paging
 * through one filter counts once.
 */
export async function searchGear({
  db,
  cache,
  filter,
}: Reads & { filter: GearSearchQuery }): Promise<GearSearchResult> {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...matching } = filter;
  const answers = await cache.current();
  const [items, total] = await Promise.all([
    answers.remember(`page?${searchToQueryString(filter)}`, () => findGearPage(db, filter)),
    answers.remember(`total?${searchToQueryString(matching)}`, () => countGear(db, filter)),
  ]);
  return { items, total, page: filter.page, pageSize: filter.pageSize };
}

/** GET /api/gear/state-counts: listed gear per state, for the home page map and its list. */
export async function countGearByState({ db, cache }: Reads): Promise<{ state: string; count: number }[]> {
  return (await cache.current()).remember("state-counts", () => findCountsByState(db));
}

/** GET /api/gear/featured: up to 8 newest listings with photos, at most 2 per owner. */
export async function listFeaturedGear({ db, cache }: Reads): Promise<GearCard[]> {
  return (await cache.current()).remember("featured", () => findFeaturedGear(db));
}

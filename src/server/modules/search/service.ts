import type { Db } from "../../db/client";
import type { GearCard } from "../../../shared/catalogue";
import {
  type GearSearchQuery,
  type GearSearchResponse,
  searchToQueryString,
  type StateCounts,
} from "../../../shared/search-contracts";
import type { Depend, ReadCache } from "../../lib/read-cache";
import { holdScopesBetween, scopes } from "../../lib/read-scopes";
import { countGear, findCountsByState, findFeaturedGear, findGearPage } from "./repository";

interface Reads {
  db: Db;
  cache: ReadCache;
}

/**
 * GET /api/gear: one page of active listings matching the filter, and how many
 * match in all. The whole answer is kept per filter and page (so a hit is the same
 * object, serialised once: lib/kept-answers.ts); the total is kept per filter
 * without sort or page, so paging through one filter counts once.
 */
export async function searchGear({
  db,
  cache,
  filter,
}: Reads & { filter: GearSearchQuery }): Promise<GearSearchResponse> {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...matching } = filter;
  const answers = await cache.current();
  return answers.remember(`page?${searchToQueryString(filter)}`, async (depend) => {
    dependOnMatches(depend, filter);
    const [items, total] = await Promise.all([
      findGearPage(db, filter),
      answers.remember(`total?${searchToQueryString(matching)}`, (dependTotal) => {
        dependOnMatches(dependTotal, filter);
        return countGear(db, filter);
      }),
    ]);
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  });
}

/** Which listings match changes with any listing; with dates, also with the holds in those months. */
function dependOnMatches(depend: Depend, filter: GearSearchQuery) {
  depend(scopes.listings);
  if (filter.from && filter.to) depend(...holdScopesBetween(filter.from, filter.to));
}

/** GET /api/gear/state-counts: listed gear per state, for the home page map and its list. */
export async function countGearByState({ db, cache }: Reads): Promise<StateCounts> {
  return (await cache.current()).remember("state-counts", (depend) => {
    depend(scopes.listings);
    return findCountsByState(db);
  });
}

/** GET /api/gear/featured: up to 8 newest listings with photos, at most 2 per owner. */
export async function listFeaturedGear({ db, cache }: Reads): Promise<GearCard[]> {
  return (await cache.current()).remember("featured", (depend) => {
    depend(scopes.listings);
    return findFeaturedGear(db);
  });
}

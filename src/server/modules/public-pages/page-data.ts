import type { z } from "zod";
import { ReviewSummary } from "../../../shared/booking-contracts";
import { GearDetail } from "../../../shared/catalogue";
import type { Language } from "../../../shared/i18n/languages";
import { OwnerProfileResponse, OwnerSummary } from "../../../shared/owner-contracts";
import {
  FeaturedGear,
  GearSearchQuery,
  GearSearchResponse,
  passedDates,
  searchFromQueryString,
  searchToQueryString,
  StateCounts,
} from "../../../shared/search-contracts";
import { type PublicPageData, readWantedFilter } from "../../../shared/ssr-contracts";
import { WantedListQuery, WantedListResponse } from "../../../shared/wanted-contracts";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { cachedReviewSummary } from "../bookings/review-service";
import type { ReadCache } from "../../lib/read-cache";
import { readPublicGearDetail } from "../gear/public-reads";
import { readOwnerProfile, readOwnerSummary } from "../owners/public-reads";
import { countGearByState, listFeaturedGear, searchGear } from "../search/service";
import { readWantedBoard } from "../wanted/service";

export type PublicPage = PublicPageData["page"];

export interface PageReads {
  db: Db;
  cache: ReadCache;
  language: Language;
  /** The signed-in viewer's user id (the Wanted board marks their own posts). */
  viewerId?: string;
}

/**
 * An answer as the API sends it: through the route's response schema (which
 * drops what it does not name) and JSON, so the client's cache holds exactly
 * what its own fetch would have.
 */
function asSent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const convert = () => JSON.parse(JSON.stringify(schema.parse(value))) as z.output<S>;
  if (typeof value !== "object" || value === null) return convert();
  // A kept answer (the read cache's, never changed) is converted once.
  let sent = sentForms.get(schema);
  if (!sent) sentForms.set(schema, (sent = new WeakMap()));
  if (!sent.has(value)) sent.set(value, convert());
  return sent.get(value) as z.output<S>;
}
const sentForms = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

/** The answer, or null for the API's 404; any other failure is the page's failure. */
async function orMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/** The board's page as GET /api/wanted reads it (the same query the client sends). */
function wantedQuery(filter: ReturnType<typeof readWantedFilter>) {
  const q: Record<string, string> = { page: String(filter.page) };
  if (filter.status !== "open") q.status = filter.status;
  if (filter.category) q.category = filter.category;
  if (filter.state) q.state = filter.state;
  return WantedListQuery.safeParse(q);
}

/**
 * The reads a public page shows first, made in-process with the API's own cached
 * read functions: the app's one read cache (lib/read-cache.ts, ADR 025), so a
 * rendered page and the client's later API calls share kept answers.
 */
export async function loadPageData(
  reads: PageReads,
  page: PublicPage,
  params: Record<string, string>,
  search: string,
): Promise<PublicPageData> {
  const { db, cache } = reads;
  switch (page) {
    case "home": {
      const [featured, stateCounts] = await Promise.all([listFeaturedGear(reads), countGearByState(reads)]);
      return { page, featured: asSent(FeaturedGear, featured), stateCounts: asSent(StateCounts, stateCounts) };
    }
    case "learnmore": {
      // As the page does: parts that do not parse are left out, passed dates too.
      const linked = searchFromQueryString(search);
      const filter = passedDates(linked) ? { ...linked, from: undefined, to: undefined } : linked;
      const queryString = searchToQueryString(filter);
      const query = GearSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(queryString)));
      const results = query.success
        ? asSent(GearSearchResponse, await searchGear({ db, cache, filter: query.data }))
        : null;
      return { page, queryString, results };
    }
    case "gear": {
      const id = params.id ?? "";
      const detail = await orMissing(readPublicGearDetail(reads, id));
      if (!detail) return { page, id, detail: null, owner: null, reviews: null };
      const [owner, reviews] = await Promise.all([
        orMissing(readOwnerSummary(reads, detail.ownerId)),
        cachedReviewSummary(reads, "gear", id, reads.language),
      ]);
      return {
        page,
        id,
        detail: asSent(GearDetail, detail),
        owner: owner && asSent(OwnerSummary, owner),
        reviews: asSent(ReviewSummary, reviews),
      };
    }
    case "owner": {
      const identifier = params.identifier ?? "";
      const profile = await orMissing(readOwnerProfile(reads, identifier));
      if (!profile) return { page, identifier, profile: null, reviews: null };
      const reviews = await cachedReviewSummary(reads, "owner", profile.profile.id, reads.language);
      return {
        page,
        identifier,
        profile: asSent(OwnerProfileResponse, profile),
        reviews: asSent(ReviewSummary, reviews),
      };
    }
    case "wanted": {
      const filter = readWantedFilter(new URLSearchParams(search));
      const query = wantedQuery(filter);
      const board = query.success
        ? asSent(WantedListResponse, await readWantedBoard(reads, query.data, reads.viewerId))
        : null;
      return { page, filter, board };
    }
  }
}

/** A page whose subject the API answers 404 (archived or unknown gear, an unknown owner). */
export const isMissing = (data: PublicPageData) =>
  (data.page === "gear" && !data.detail) || (data.page === "owner" && !data.profile);

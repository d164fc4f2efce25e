import type { ReviewSummary } from "./booking-contracts";
import type { GearCard, GearDetail } from "./catalogue";
import type { Language } from "./i18n/languages";
import type { OwnerProfileResponse, OwnerSummary } from "./owner-contracts";
import type { GearSearchResponse, StateCounts } from "./search-contracts";
import type { WantedListResponse } from "./wanted-contracts";

/**
 * What the server hands the server render of a public page (src/web/entry-server.tsx):
 * the answers the page's API reads would give, read in-process. The web entry
 * files each under its query key, so the server never needs to know the keys and
 * the client never fetches them again. A read the page makes that is not here is
 * rendered as loading on both sides and fetched after hydration.
 */
export type PublicPageData =
  | { page: "home"; featured: GearCard[]; stateCounts: StateCounts }
  | { page: "learnmore"; queryString: string; results: GearSearchResponse | null }
  | {
      page: "gear";
      id: string;
      /** null: archived or unknown (the API's 404). */
      detail: GearDetail | null;
      owner: OwnerSummary | null;
      reviews: ReviewSummary | null;
    }
  | { page: "owner"; identifier: string; profile: OwnerProfileResponse | null; reviews: ReviewSummary | null }
  | { page: "wanted"; filter: WantedBoardFilter; board: WantedListResponse | null };

/** The Wanted board's filter as the page reads it from the URL ("" for any category or state). */
export interface WantedBoardFilter {
  status: "open" | "closed";
  category: string;
  state: string;
  page: number;
}

/** The board's filter from the URL, so a filtered board can be shared and survives a reload. */
export function readWantedFilter(params: URLSearchParams): WantedBoardFilter {
  return {
    status: params.get("status") === "closed" ? "closed" : "open",
    category: params.get("category") ?? "",
    state: params.get("state") ?? "",
    page: Math.max(1, Math.floor(Number(params.get("page") ?? 1)) || 1),
  };
}

export interface RenderRequest {
  /** Path and query string. */
  url: string;
  language: Language;
  data: PublicPageData;
  /** Signed out: the session read is answered (null) too; signed in it stays to the client. */
  signedOut: boolean;
}

export interface RenderResult {
  /** The app's markup for inside `<div id="root">`. */
  html: string;
  /** The render's resource hints (`<link rel="preload">`), for the head. */
  headLinks: string;
  /** The query cache to hydrate from, as JSON text safe inside a `<script>` element. */
  state: string;
}

/** What the server build of src/web/entry-server.tsx exports. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** The id of the `<script type="application/json">` that carries the server's query cache. */
export const SERVER_STATE_ID = "sewagear-state";

/** The cookie that keeps a language chosen on this device, so the server renders in it. */
export const LANGUAGE_COOKIE = "lang";

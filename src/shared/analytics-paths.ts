import { appRouteOf } from "./app-routes";
import { areaOfPath } from "./roles";

// Without zod: the app shell reports page views with isTrackedPath, and the
// contracts' zod would otherwise land in the entry chunk every page loads.

/** The longest page path kept; a longer one is not a page of ours. */
export const PAGE_MAX_LENGTH = 200;

/**
 * Pages outside the back-office areas that are back-office documents or tools, not
 * visits to the marketplace: admin review moderation, payslips, invoices and credit
 * notes (opened from the staff, accountant and owner areas and from e-mails).
 */
const UNTRACKED_SECTIONS = ["/debug-reviews", "/payslips", "/invoices", "/credit-notes"];

/** The pages with an id in their address that anyone may open. */
const PUBLIC_PAGES_WITH_IDS = new Set<string>(["/gear/:id", "/owner/:identifier"]);

/**
 * Seed section 9: "Analytics skipped for admin, accountant, staff, owners and
 * similar paths". The back-office areas (areaOfPath), the sections above
 * (UNTRACKED_SECTIONS), and anything that is not one of the app's pages (a typo,
 * a probe) are not recorded. The public owner profile /owner/… is a renter's
 * page and is counted; the owners' own area /owners/… is not.
 */
export function isTrackedPath(page: string): boolean {
  if (!page.startsWith("/") || page.length > PAGE_MAX_LENGTH) return false;
  if (areaOfPath(page) !== "customer") return false;
  if (UNTRACKED_SECTIONS.some((s) => page === s || page.startsWith(`${s}/`))) return false;
  const route = appRouteOf(page);
  // A page whose address holds someone's booking id or an unsubscribe token is theirs, not the
  // marketplace's: "Top pages" would list private ids. Only listings and owner pages carry one.
  return route !== null && (!route.includes(":") || PUBLIC_PAGES_WITH_IDS.has(route));
}

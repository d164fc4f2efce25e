import { withoutLanguagePrefix } from "./i18n/language-paths";

/**
 * Every page of the web app, as React Router patterns. The server answers any
 * other path with the app's 404 page *and* HTTP 404, so search engines, link
 * checkers and monitoring see a missing page as missing (a soft 404 would say 200).
 * router.tsx must list the same paths; app-routes.test.ts keeps the two in step.
 */
export const APP_ROUTE_PATTERNS = [
  "/",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/owners/login",
  "/owners/register",
  "/admin/login",
  "/admin/register",
  "/staff/login",
  "/staff/register",
  "/accountant/login",
  "/accountant/register",
  "/profile",
  "/admin",
  "/admin/enhanced-verification",
  "/admin/settings",
  "/admin/deposit-disputes",
  "/admin/deposit-disputes/:bookingId",
  "/owners/dashboard",
  "/staff/dashboard",
  "/accountant",
  "/admin/staff-salary",
  "/payslips/:id",
  "/booking",
  "/booking/:id/handover",
  "/invoices/:number",
  "/credit-notes/:number",
  "/admin/invoices",
  "/learnmore",
  "/gear/:id",
  "/owner/:identifier",
  "/wanted",
  "/filters",
  "/unsubscribe/:token",
  "/vouchers",
  "/vouchers-enhanced",
  "/owners/settings",
  "/owners/payment-settings",
  "/owners/report-scammer",
  "/admin/scammer-reports",
  "/admin/audit",
  "/admin/jobs",
  "/debug-reviews",
] as const;

const split = (path: string) => path.split("/").filter(Boolean);
const PATTERNS = APP_ROUTE_PATTERNS.map(split);

/** Whether `pathname` (no query) is one of the app's pages, in either language's URL; a trailing slash is allowed. */
export function isAppRoute(pathname: string): boolean {
  return appRouteOf(pathname) !== null;
}

/** The pattern a path is a page of ("/gear/abc" → "/gear/:id"), or null when it is none of ours. */
export function appRouteOf(pathname: string): (typeof APP_ROUTE_PATTERNS)[number] | null {
  let segments: string[];
  try {
    segments = split(withoutLanguagePrefix(pathname)).map(decodeURIComponent);
  } catch {
    return null;
  }
  const found = PATTERNS.findIndex(
    (p) =>
      p.length === segments.length &&
      p.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );
  return found === -1 ? null : APP_ROUTE_PATTERNS[found]!;
}

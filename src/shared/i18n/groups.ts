/**
 * The web loads the catalogues in two groups (ADR 010): what the server-rendered
 * public pages and the app's frame say, before the first render; the rest with
 * the first page that needs it (signed-in areas, back office). The server has
 * every namespace (resources.ts).
 */
export const PUBLIC_NAMESPACES = [
  "common",
  "errors",
  "nav",
  "validation",
  "meta",
  "auth",
  "profile",
  "notifications",
  "bookings",
  "gear",
  "owners",
  "catalogue",
  "search",
  "wanted",
  "analytics",
  "hardening",
] as const;

export const REST_NAMESPACES = [
  "mail",
  "admin",
  "backoffice",
  "verification",
  "invoices",
  "handover",
  "moderation",
  "audit",
  "staff",
  "scam",
  "vouchers",
  "deposits",
  "salary",
  "accountant",
  "jobs",
  "push",
  "calendars",
] as const;

export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];
export type RestNamespace = (typeof REST_NAMESPACES)[number];
export type CatalogueGroup = "public" | "rest";

/**
 * What the app's frame says on every page (the nav bar, footer, notices, error
 * page, page titles), loaded with any page's first view (ADR 043).
 */
export const FRAME_NAMESPACES = ["common", "nav", "meta"] as const satisfies readonly PublicNamespace[];

/**
 * The public namespaces each server-rendered page's first view reads besides the
 * frame's, as its server render records them (entry-server.tsx hands the strings
 * it read to the page, and warns of a namespace not listed here). Without a server
 * build, the bundle bench (bench/bundle-size.ts) counts these whole against the
 * page's budget, as an upper bound of the strings the page carries.
 */
export const FIRST_VIEW_NAMESPACES: Record<string, readonly PublicNamespace[]> = {
  "/": ["catalogue", "gear", "search"],
  "/learnmore": ["bookings", "catalogue", "gear", "search"],
  "/gear/:id": ["analytics", "bookings", "catalogue", "gear"],
  "/owner/:identifier": ["analytics", "bookings", "catalogue", "gear", "owners"],
  "/wanted": ["catalogue", "search", "wanted"],
  "*": ["gear"],
};

const PUBLIC = new Set<string>(PUBLIC_NAMESPACES);
const REST = new Set<string>(REST_NAMESPACES);

export const isPublicNamespace = (ns: string): ns is PublicNamespace => PUBLIC.has(ns);

/** The group a namespace is loaded with, or undefined for a name that is no namespace. */
export function groupOf(ns: string): CatalogueGroup | undefined {
  if (PUBLIC.has(ns)) return "public";
  return REST.has(ns) ? "rest" : undefined;
}

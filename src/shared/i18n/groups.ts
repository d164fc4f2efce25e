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

const PUBLIC = new Set<string>(PUBLIC_NAMESPACES);
const REST = new Set<string>(REST_NAMESPACES);

/** The group a namespace is loaded with, or undefined for a name that is no namespace. */
export function groupOf(ns: string): CatalogueGroup | undefined {
  if (PUBLIC.has(ns)) return "public";
  return REST.has(ns) ? "rest" : undefined;
}

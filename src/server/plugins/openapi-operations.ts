import type { HTTPMethods } from "fastify";
import type { z } from "zod";

/**
 * Who may call a route, as the API document says it. The route helpers
 * (plugins/routes.ts) set it: `signedIn` → "session", `forRoles` → "role",
 * `guarded` → "guarded" (a module's own guard: signed in, then its 403/404).
 * A route on the plain router is "public" unless it says "optional" (it
 * answers everyone, and reads the session when there is one).
 */
export type RouteAccess = "public" | "optional" | "session" | "role" | "guarded";

/** An error status a route's own service can answer beyond what its access, input and method imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call, for the API document (see RouteAccess). */
    access?: RouteAccess;
    /**
     * Statuses the handler or its service answers on its own. Default: 409 on a
     * write (services check the current state: taken dates, decided requests,
     * impossible moves), none on a read; `[]` for a write that checks none.
     */
    errors?: ErrorStatus[];
    /** The multipart/form-data body, part by part (src/shared/upload-forms.ts). */
    multipart?: z.ZodObject;
  }
}

/** The shared error answer of each status: its name under components.responses and its description. */
export const ERROR_RESPONSES = {
  400: ["BadInput", "Bad input (BAD_INPUT with `fields`, or BAD_REQUEST for an unreadable body)."],
  401: ["Unauthenticated", "Not signed in (UNAUTHENTICATED), or the session's account is gone."],
  403: ["Forbidden", "Not allowed (FORBIDDEN, PROFILE_INCOMPLETE) or a write from another site (FOREIGN_ORIGIN)."],
  404: ["NotFound", "Not found, or not the caller's to see (NOT_FOUND)."],
  409: ["Conflict", "Conflicts with the current state (CONFLICT, DATES_TAKEN)."],
  413: ["TooLarge", "The body or an uploaded file is too large (TOO_LARGE)."],
  415: ["UnsupportedMedia", "Not a supported body or file type (UNSUPPORTED_MEDIA)."],
  422: ["Unprocessable", "A well-formed upload the server cannot use (QR_REFUSED: not a usable DuitNow QR)."],
  429: [
    "RateLimited",
    "Too many requests from this address (RATE_LIMITED, `Retry-After` says when to try again) or open event streams (RATE_LIMITED), or a once-a-day request asked again (TOO_SOON, `details.nextRequestAt` says when).",
  ],
  500: ["Internal", "Our fault (INTERNAL); the details are logged, never sent."],
  503: ["Unavailable", "Database unreachable, overloaded or shutting down (UNAVAILABLE); see `Retry-After`."],
} as const satisfies Record<number, readonly [string, string]>;
export type DocumentedStatus = keyof typeof ERROR_RESPONSES;

const METHODS_WITHOUT_EFFECT = new Set<string>(["GET", "HEAD", "OPTIONS"]);
/** Paths every rate limit skips (plugins/rate-limit.ts). */
const NOT_RATE_LIMITED = new Set(["/api/health"]);

export interface RouteFacts {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  hasParams: boolean;
  /** Query string, or body contract: anything the validator can refuse. */
  hasInput: boolean;
  jsonBody: boolean;
  multipart: boolean;
  /** The route's own statuses (config.errors); undefined: the default for its method. */
  errors: readonly ErrorStatus[] | undefined;
}

/**
 * Every error status a route can answer, from what it is: the hooks every
 * request passes (rate limits 429, the cross-site check 403 on writes, 500,
 * 503 from draining, shedding or a lost database), its contract (400; a JSON or
 * multipart body also 413 and 415), its access (401, 403), a record in its path
 * (404: absent or not yours), and what its service answers (config.errors).
 */
export function errorStatusesOf(route: RouteFacts): DocumentedStatus[] {
  const write = !METHODS_WITHOUT_EFFECT.has(route.method);
  const statuses = new Set<DocumentedStatus>([500, 503, ...(route.errors ?? (write ? [409] : []))]);
  if (route.url.startsWith("/api/") && !NOT_RATE_LIMITED.has(route.url)) statuses.add(429);
  if (write) statuses.add(403);
  if (route.hasInput || route.hasParams || route.jsonBody || route.multipart) statuses.add(400);
  if (route.jsonBody || route.multipart) for (const status of [413, 415] as const) statuses.add(status);
  if (route.access !== "public" && route.access !== "optional") statuses.add(401);
  if (route.access === "role" || route.access === "guarded") statuses.add(403);
  if (route.hasParams) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The document's security of a route: the session cookie, optional, or none. */
export function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if (access === "public") return [];
  if (access === "optional") return [{}, { session: [] }];
  return [{ session: [] }];
}

const camel = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and the path, unique because the pair
 * is: GET /api/bookings/:id/receipts/:receiptId → getBookingsByIdReceiptsByReceiptId,
 * GET /api/admin/invoices.csv → getAdminInvoicesCsv, GET /files/* → getFiles.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "/")
    .split(/[/.-]/)
    .filter((part) => part && part !== "*")
    .map((part) => (part.startsWith(":") ? `By${camel(part.slice(1))}` : camel(part)));
  return method.toLowerCase() + words.join("");
}

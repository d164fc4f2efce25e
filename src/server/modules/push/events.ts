import type { PushEvent } from "../../../shared/push-contracts";
import type { Role } from "../../../shared/roles";

/**
 * Which push switch an in-app notification kind belongs to. Kinds not listed
 * (reviews, invoices, scam matches …) stay in the in-app list only: the issue
 * names the events worth waking a phone for.
 */
const EVENT_OF_KIND: Record<string, PushEvent> = {
  "booking.requested": "request",
  "booking.approved": "approved",
  "booking.receipt": "receipt",
  "booking.confirmed": "confirmed",
  "booking.message": "messages",
  "filter.match": "filters",
  "wanted.answer": "wanted",
  "verification.submitted": "verification",
};

/** The test push goes to every device whatever the switches say. */
export const TEST_KIND = "push.test";

export const pushEventOf = (kind: string): PushEvent | undefined => EVENT_OF_KIND[kind];

/** The switches a role is shown: verification requests reach only the back office. */
export function availableEvents(role: Role): PushEvent[] {
  const common: PushEvent[] = ["request", "approved", "receipt", "confirmed", "messages", "filters", "wanted"];
  return role === "admin" || role === "staff" ? [...common, "verification"] : common;
}

import { describe, expect, it } from "vitest";
import { msg } from "./i18n/message";
import {
  availableTransitions,
  BOOKING_STATUSES,
  bookingWindowIssue,
  type BookingParty,
  canTransition,
  HOLDING_STATUSES,
} from "./booking-lifecycle";

const PARTIES: BookingParty[] = ["renter", "owner", "admin", "system"];

/** Every allowed move, written out independently of the table it checks. */
const ALLOWED = new Set([
  "pending>approved:owner",
  "pending>cancelled:renter",
  "pending>cancelled:owner",
  "pending>cancelled:admin",
  "pending>cancelled:system",
  "approved>confirmed:owner",
  "approved>confirmed:admin",
  "approved>cancelled:renter",
  "approved>cancelled:owner",
  "approved>cancelled:admin",
  "approved>cancelled:system",
  "confirmed>active:owner",
  "confirmed>cancelled:renter",
  "confirmed>cancelled:owner",
  "confirmed>cancelled:admin",
  "active>completed:owner",
]);

describe("booking transitions", () => {
  const cases = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.flatMap((to) => PARTIES.map((by) => [from, to, by] as const)),
  );
  it.each(cases)("%s → %s by %s", (from, to, by) => {
    expect(canTransition(from, to, by)).toBe(ALLOWED.has(`${from}>${to}:${by}`));
  });

  it("has no way out of completed or cancelled", () => {
    for (const party of PARTIES) {
      expect(availableTransitions("completed", party)).toEqual([]);
      expect(availableTransitions("cancelled", party)).toEqual([]);
    }
  });

  it("gives the owner the buttons a pending request needs", () => {
    expect(availableTransitions("pending", "owner").map((t) => t.to)).toEqual(["approved", "cancelled"]);
    expect(availableTransitions("pending", "renter").map((t) => t.to)).toEqual(["cancelled"]);
  });

  it("holds dates in exactly the active states", () => {
    expect([...HOLDING_STATUSES].sort()).toEqual(["active", "approved", "confirmed", "pending"]);
  });
});

describe("the booking window, one rule for the server and the form (issue 27)", () => {
  const today = "2026-12-04";
  it.each([
    ["2026-12-04", "2026-12-04", null],
    // 90 days ahead and 30 days long: both at the edge, both allowed.
    ["2027-03-04", "2027-04-02", null],
    ["2026-12-03", "2026-12-05", { field: "startDate", message: msg("bookings", "errors.pickupInPast") }],
    ["2027-03-05", "2027-03-06", { field: "startDate", message: msg("bookings", "errors.tooFarAhead", { days: 90 }) }],
    ["2026-12-10", "2027-01-09", { field: "endDate", message: msg("bookings", "errors.tooLong", { days: 30 }) }],
    ["2026-12-10", "2026-12-09", { field: "endDate", message: msg("bookings", "errors.returnBeforePickup") }],
  ])("%s to %s", (start, end, expected) => {
    expect(bookingWindowIssue(start, end, today)).toEqual(expected);
  });
});

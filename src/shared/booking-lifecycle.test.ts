import { describe, expect, it } from "vitest";
import {
  availableTransitions,
  BOOKING_STATUSES,
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

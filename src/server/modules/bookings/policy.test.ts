import { describe, expect, it } from "vitest";
import { translateFor } from "../../lib/i18n";
import type { Actor } from "../../plugins/actor";
import type { Role } from "../../../shared/roles";
import {
  BOOKING_STATUSES,
  type BookingParty,
  type BookingStatus,
  REVIEW_WINDOW_DAYS,
  TRANSITIONS,
} from "../../../shared/booking-lifecycle";
import {
  assertMayRequestBooking,
  bookingAbilities,
  bookingActions,
  bookingRefusal,
  invoiceRefusal,
  partyOf,
  reviewRefusal,
  transitionRefusal,
} from "./policy";
import type { MoveFacts } from "./policy";
import type { BookingRow } from "./repository";

/** Every kind of caller: the booking's two sides, strangers of each kind, and the office roles. */
const CALLERS = ["renter", "owner", "other renter", "other owner", "admin", "staff", "accountant"] as const;
type Caller = (typeof CALLERS)[number];

const COMPLETE_PROFILE = {
  verificationStatus: "verified",
  isVerified: true,
  phoneNumber: "012-3456789",
  streetAddress: "12 Jalan Telawi 3",
  postalCode: "50000",
  city: "Kuala Lumpur",
  state: "Selangor",
};

function actor(id: string, role: Role, isOwner = false): Actor {
  return {
    user: { id, name: id, role: role === "owner" ? "user" : role, ...COMPLETE_PROFILE } as Actor["user"],
    owner: isOwner ? ({ userId: id, status: "active" } as Actor["owner"]) : null,
    role,
  };
}

const ACTORS: Record<Caller, Actor> = {
  renter: actor("renter-1", "user"),
  owner: actor("owner-1", "owner", true),
  "other renter": actor("renter-2", "user"),
  "other owner": actor("owner-2", "owner", true),
  admin: actor("admin-1", "admin"),
  staff: actor("staff-1", "staff"),
  accountant: actor("accountant-1", "accountant"),
};

const booking = (status: BookingStatus, overrides: Partial<BookingRow> = {}) =>
  ({
    id: "b-1",
    gearId: "g-1",
    ownerId: "owner-1",
    renterId: "renter-1",
    status,
    startDate: "2026-03-01",
    endDate: "2026-03-03",
    ...overrides,
  }) as BookingRow;

/** A booking whose receipt is in and whose days have come: no rule but the table's holds a move back. */
const READY: MoveFacts = { receiptUploaded: true, handedOverOn: "2026-03-01" };
const TODAY = "2026-03-02";

/** The part each caller plays in a booking of renter-1 with owner-1's gear. */
const PART: Record<Caller, BookingParty | null> = {
  renter: "renter",
  owner: "owner",
  "other renter": null,
  "other owner": null,
  admin: "admin",
  staff: null,
  accountant: null,
};

const status = (err: { status: number } | null) => err?.status ?? "allowed";
/** A refusal's message (a `msg` string) as an English-reading caller gets it. */
const english = (err: { message: string } | null) => err && translateFor("en", err.message);

describe("partyOf", () => {
  it.each(CALLERS)("%s", (caller) => {
    expect(partyOf(ACTORS[caller], booking("pending"))).toBe(PART[caller]);
  });
});

describe("actions: the lifecycle table's moves for the caller's part, with that part's button text", () => {
  const cases = BOOKING_STATUSES.flatMap((s) => CALLERS.map((c) => [s, c] as const));
  it.each(cases)("%s booking, %s", (s, caller) => {
    const part = PART[caller];
    const expected = TRANSITIONS.filter((t) => part && t.from === s && t.by.includes(part)).map((t) => ({
      to: t.to,
      action: t.to === "cancelled" && s === "pending" && part === "owner" ? "decline" : t.action,
      needsReason: !!t.needsReason,
    }));
    expect(bookingActions(ACTORS[caller], booking(s), READY, TODAY)).toEqual({ actions: expected, laterActions: [] });
  });
});

describe("actions: a move the server would refuse today is not offered", () => {
  const handOver = { to: "active", action: "markHandedOver", needsReason: false };
  const giveBack = { to: "completed", action: "markReturned", needsReason: false };
  const moves = (b: BookingRow, facts: MoveFacts, today: string) => bookingActions(ACTORS.owner, b, facts, today);

  it("Accept receipt only once a receipt exists, for the owner and the admin", () => {
    const noReceipt = { ...READY, receiptUploaded: false };
    for (const who of ["owner", "admin"] as const) {
      const { actions, laterActions } = bookingActions(ACTORS[who], booking("approved"), noReceipt, TODAY);
      expect(actions.map((a) => a.action)).toEqual(["cancel"]);
      expect(laterActions).toEqual([]);
      const withReceipt = bookingActions(ACTORS[who], booking("approved"), READY, TODAY).actions;
      expect(withReceipt.map((a) => a.action)).toEqual(["acceptReceipt", "cancel"]);
    }
  });

  it("handing over waits for the pickup day, and says from when", () => {
    const b = booking("confirmed", { startDate: "2026-03-05", endDate: "2026-03-06" });
    expect(moves(b, READY, "2026-03-04")).toEqual({
      actions: [{ to: "cancelled", action: "cancel", needsReason: true }],
      laterActions: [{ ...handOver, opensOn: "2026-03-05" }],
    });
    expect(moves(b, READY, "2026-03-05").actions).toContainEqual(handOver);
    expect(moves(b, READY, "2026-03-05").laterActions).toEqual([]);
  });

  it("the return waits for the handover day; without a recorded one, for the pickup day", () => {
    const b = booking("active", { startDate: "2026-03-05", endDate: "2026-03-06" });
    const handedOver = { receiptUploaded: false, handedOverOn: "2026-03-06" };
    expect(moves(b, handedOver, "2026-03-05")).toEqual({
      actions: [],
      laterActions: [{ ...giveBack, opensOn: "2026-03-06" }],
    });
    expect(moves(b, handedOver, "2026-03-06")).toEqual({ actions: [giveBack], laterActions: [] });
    const unrecorded = { receiptUploaded: false, handedOverOn: null };
    expect(moves(b, unrecorded, "2026-03-04").laterActions).toEqual([{ ...giveBack, opensOn: "2026-03-05" }]);
    expect(moves(b, unrecorded, "2026-03-05").actions).toEqual([giveBack]);
  });

  it("the renter, who makes neither move, is told of neither", () => {
    const b = booking("confirmed", { startDate: "2026-03-05" });
    expect(bookingActions(ACTORS.renter, b, READY, "2026-03-01").laterActions).toEqual([]);
  });
});

describe("abilities per caller and status", () => {
  const completedAt = new Date("2026-03-01T10:00:00+08:00");
  const now = new Date("2026-03-02T10:00:00+08:00");
  const cases = BOOKING_STATUSES.flatMap((s) => CALLERS.map((c) => [s, c] as const));
  it.each(cases)("%s booking, %s", (s, caller) => {
    const part = PART[caller];
    const got = bookingAbilities(ACTORS[caller], booking(s), s === "completed" ? completedAt : null, now);
    const reviewSubjects =
      s !== "completed" ? [] : part === "renter" ? ["gear", "owner"] : part === "owner" ? ["renter"] : [];
    expect(got).toEqual({
      canUploadReceipt: part === "renter" && s === "approved",
      canMessage: part !== null,
      canReview: reviewSubjects.length > 0,
      reviewSubjects,
    });
  });

  it("closes reviews the given number of days after the return", () => {
    const completedAt = new Date("2026-03-01T10:00:00+08:00");
    const at = (days: number, ms = 0) => new Date(completedAt.getTime() + days * 86_400_000 + ms);
    const b = booking("completed");
    expect(bookingAbilities(ACTORS.renter, b, completedAt, at(REVIEW_WINDOW_DAYS)).reviewSubjects).toEqual([
      "gear",
      "owner",
    ]);
    expect(bookingAbilities(ACTORS.renter, b, completedAt, at(REVIEW_WINDOW_DAYS, 1)).canReview).toBe(false);
    expect(english(reviewRefusal("renter", b, "gear", completedAt, at(REVIEW_WINDOW_DAYS, 1)))).toBe(
      `Reviews close ${REVIEW_WINDOW_DAYS} days after the return.`,
    );
  });

  it("lets no one review a renter whose account is gone", () => {
    const b = booking("completed", { renterId: null });
    expect(bookingAbilities(ACTORS.owner, b, new Date(), new Date()).reviewSubjects).toEqual([]);
    expect(reviewRefusal("owner", b, "renter", new Date())?.status).toBe(409);
  });

  it("tells a party reviewing the wrong subject 403, and everyone else 404", () => {
    const b = booking("completed");
    expect(english(reviewRefusal("owner", b, "gear", null))).toBe("Owners review the renter.");
    expect(english(reviewRefusal("renter", b, "renter", null))).toBe("Renters review the gear and the owner.");
    expect(status(reviewRefusal("admin", b, "gear", null))).toBe(404);
    expect(status(reviewRefusal(null, b, "gear", null))).toBe(404);
  });
});

describe("refusals: the status each caller gets from each endpoint (404 when it is not theirs to see)", () => {
  // [ability, booking status, expected per caller in CALLERS order]
  const table: [Parameters<typeof bookingRefusal>[2], BookingStatus, (number | "allowed")[]][] = [
    ["read", "approved", ["allowed", "allowed", 404, 404, "allowed", "allowed", "allowed"]],
    ["move", "approved", ["allowed", "allowed", 404, 404, "allowed", 403, 403]],
    ["uploadReceipt", "approved", ["allowed", 404, 404, 404, 404, 404, 404]],
    ["uploadReceipt", "pending", [409, 404, 404, 404, 404, 404, 404]],
    ["uploadReceipt", "confirmed", [409, 404, 404, 404, 404, 404, 404]],
    ["readReceipt", "approved", ["allowed", "allowed", 404, 404, "allowed", "allowed", 404]],
    ["readPaymentQr", "approved", ["allowed", "allowed", 404, 404, "allowed", 404, 404]],
    ["readPaymentQr", "pending", [404, 404, 404, 404, 404, 404, 404]],
    ["readPaymentQr", "cancelled", [404, 404, 404, 404, 404, 404, 404]],
    ["readBookingQr", "approved", ["allowed", "allowed", 404, 404, "allowed", 404, 404]],
    ["readBookingQr", "confirmed", [404, 404, 404, 404, 404, 404, 404]],
    ["readBookingQr", "cancelled", [404, 404, 404, 404, 404, 404, 404]],
    ["message", "pending", ["allowed", "allowed", 404, 404, "allowed", 404, 404]],
    ["review", "completed", ["allowed", "allowed", 404, 404, 404, 404, 404]],
  ];
  it.each(table)("%s (%s)", (ability, s, expected) => {
    expect(CALLERS.map((c) => status(bookingRefusal(ACTORS[c], booking(s), ability)))).toEqual(expected);
  });

  it("invoices: the parties and accountants", () => {
    expect(CALLERS.map((c) => status(invoiceRefusal(ACTORS[c], booking("confirmed"))))).toEqual([
      "allowed",
      "allowed",
      404,
      404,
      "allowed",
      404,
      "allowed",
    ]);
  });
});

describe("transitionRefusal", () => {
  const move = (from: BookingStatus, to: BookingStatus, party: BookingParty, extra = {}) =>
    transitionRefusal({
      from,
      to,
      party,
      reason: "A reason",
      booking: booking(from),
      facts: READY,
      today: TODAY,
      ...extra,
    });

  it.each(BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const)))(
    "%s → %s: allowed exactly to the parties the table names, 409 otherwise",
    (from, to) => {
      const t = TRANSITIONS.find((x) => x.from === from && x.to === to);
      for (const party of ["renter", "owner", "admin", "system"] as const) {
        expect(status(move(from, to, party)), party).toBe(t?.by.includes(party) ? "allowed" : 409);
      }
    },
  );

  it("accepting a receipt needs one uploaded", () => {
    const noReceipt = { ...READY, receiptUploaded: false };
    expect(english(move("approved", "confirmed", "owner", { facts: noReceipt }))).toBe(
      "The renter has not uploaded a payment receipt yet.",
    );
    expect(move("approved", "confirmed", "owner", { facts: noReceipt })?.status).toBe(409);
  });

  it("handing over is refused before the pickup day (in Malaysia), allowed on it", () => {
    const b = booking("confirmed", { startDate: "2026-03-05" });
    const early = move("confirmed", "active", "owner", { booking: b, today: "2026-03-04" });
    expect(early?.status).toBe(409);
    expect(english(early)).toBe("The gear can be marked handed over from its pickup day, 5 Mar 2026.");
    expect(translateFor("ms", early!.message)).toBe(
      "Peralatan boleh ditandakan telah diserahkan mulai hari pengambilannya, 5 Mac 2026.",
    );
    expect(move("confirmed", "active", "owner", { booking: b, today: "2026-03-05" })).toBeNull();
  });

  it("the return is refused before the handover day, allowed on it", () => {
    const facts = { receiptUploaded: false, handedOverOn: "2026-03-06" };
    const early = move("active", "completed", "owner", { facts, today: "2026-03-05" });
    expect(early?.status).toBe(409);
    expect(english(early)).toBe("The gear can be marked returned from the day it was handed over, 6 Mar 2026.");
    expect(move("active", "completed", "owner", { facts, today: "2026-03-06" })).toBeNull();
  });

  it("a cancellation needs a reason that is not blank", () => {
    const refusal = move("pending", "cancelled", "renter", { reason: "  " });
    expect(refusal?.status).toBe(400);
    expect(english(refusal)).toBe("Please give a reason.");
    expect(translateFor("en", refusal!.fields!.reason!)).toBe("Please give a reason.");
  });

  it("names the statuses and the party in the caller's language", () => {
    expect(english(move("pending", "confirmed", "owner"))).toBe(
      "A booking that is pending cannot be moved to confirmed.",
    );
    const byRenter = move("pending", "approved", "renter");
    expect(english(byRenter)).toBe("A booking that is pending cannot be moved to approved by the renter.");
    expect(translateFor("ms", byRenter!.message)).toBe(
      "Tempahan berstatus menunggu tidak boleh ditukar kepada diluluskan oleh penyewa.",
    );
  });
});

describe("assertMayRequestBooking", () => {
  const gear = { ownerId: "owner-1", status: "active" };
  const refusal = (a: Actor, item: typeof gear | null = gear, ownerStatus: string | null = "active") => {
    try {
      assertMayRequestBooking(a, item, ownerStatus);
      return null;
    } catch (err) {
      return err as { status: number; code: string; message: string };
    }
  };

  it("lets renters and other owners book active gear of an active owner", () => {
    expect(refusal(ACTORS.renter)).toBeNull();
    expect(refusal(ACTORS["other owner"])).toBeNull();
  });

  it("refuses office accounts, incomplete profiles, hidden gear and one's own gear", () => {
    for (const office of ["admin", "staff", "accountant"] as const) expect(refusal(ACTORS[office])?.status).toBe(403);
    const incomplete = { ...ACTORS.renter, user: { ...ACTORS.renter.user, city: null } };
    expect(refusal(incomplete)).toMatchObject({ status: 403, code: "PROFILE_INCOMPLETE" });
    expect(refusal(ACTORS.renter, null)?.status).toBe(404);
    expect(refusal(ACTORS.renter, { ...gear, status: "archived" })?.status).toBe(404);
    expect(refusal(ACTORS.renter, gear, "suspended")?.status).toBe(404);
    expect(english(refusal(ACTORS.owner))).toBe("You cannot book your own gear.");
  });
});

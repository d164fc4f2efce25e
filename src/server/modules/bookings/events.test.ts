import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { bookings, invoiceCounters, invoices, notifications } from "../../db/schema";
import { BOOKING_HANDLERS, installAllBookingHandlers } from "../../booking-handlers";
import { AppError } from "../../lib/errors";
import { afterEach, describe, expect, it } from "../../test/fixtures";
import { buildBookingScene, day } from "../../test/factories";
import { createBookingId, moveBooking, mustMove, uploadReceipt } from "../../test/bookings";
import type { TestApp } from "../../test/test-app";
import { type BookingHandlers, bookingHandlers, installBookingHandlers } from "./events";

/**
 * The booking core's announcements (issue 27 item 1): what each event carries and when, that a
 * handler's refusal or failure leaves the booking as it was (one transaction), and that a booking
 * is never moved without its handlers.
 */

type Seen = { event: string; detail: Record<string, unknown> };

/** Every module's handlers, plus `extra` last, which writes down what it was told. */
function listening(extra: Partial<BookingHandlers<string>["on"]> = {}) {
  const seen: Seen[] = [];
  const spy = bookingHandlers<string>({
    module: "test-spy",
    prepare: async () => "read before the transaction",
    on: {
      "booking.requested": async (tx, e, prepared) => {
        seen.push({ event: "booking.requested", detail: { id: e.booking.id, status: e.booking.status, prepared } });
        await extra["booking.requested"]?.(tx, e, prepared);
      },
      "booking.moving": async (tx, e) => {
        seen.push({ event: "booking.moving", detail: { id: e.booking.id, from: e.from, to: e.to, party: e.party } });
        await extra["booking.moving"]?.(tx, e);
      },
      "booking.moved": async (tx, e) => {
        seen.push({
          event: "booking.moved",
          detail: { id: e.after.id, from: e.from, to: e.to, before: e.before.status, after: e.after.status },
        });
        await extra["booking.moved"]?.(tx, e);
      },
    },
  });
  installBookingHandlers([...BOOKING_HANDLERS, spy]);
  return seen;
}

async function pending(ctx: TestApp) {
  const scene = await buildBookingScene(ctx);
  const id = await createBookingId(ctx, scene.renter, { gearId: scene.item.id, startDate: day(3), endDate: day(5) });
  return { ...scene, id };
}

const statusOf = async (ctx: TestApp, id: string) =>
  (await ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
const noticesOf = async (ctx: TestApp, userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).length;

afterEach(() => installAllBookingHandlers());

describe("what a booking announces", () => {
  it("a request announces booking.requested with the booking as written and what prepare read", async ({ ctx }) => {
    const seen = listening();
    const { id } = await pending(ctx);
    expect(seen).toEqual([
      { event: "booking.requested", detail: { id, status: "pending", prepared: "read before the transaction" } },
    ]);
  });

  it("a move announces booking.moving before it is written and booking.moved after", async ({ ctx }) => {
    const { id, owner } = await pending(ctx);
    const seen = listening();
    await mustMove(ctx, id, "approved", owner);
    expect(seen).toEqual([
      { event: "booking.moving", detail: { id, from: "pending", to: "approved", party: "owner" } },
      { event: "booking.moved", detail: { id, from: "pending", to: "approved", before: "pending", after: "approved" } },
    ]);
  });

  it("a handler's refusal of a move answers with its error and writes nothing", async ({ ctx }) => {
    const { id, owner, renter } = await pending(ctx);
    const seen = listening({
      "booking.moving": async () => {
        throw new AppError("CONFLICT", 409, "Refused by a handler");
      },
    });
    const notices = await noticesOf(ctx, renter.id);
    const res = await moveBooking(ctx, id, "approved", owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Refused by a handler");
    expect(await statusOf(ctx, id)).toBe("pending");
    expect(await noticesOf(ctx, renter.id)).toBe(notices);
    // Refused before it was written: nothing was announced as moved.
    expect(seen.map((s) => s.event)).toEqual(["booking.moving"]);
  });

  it("a handler failing after a move undoes the move and what the other handlers wrote", async ({ ctx }) => {
    const { id, owner, renter } = await pending(ctx);
    await mustMove(ctx, id, "approved", owner);
    const up = await uploadReceipt(ctx, id, renter);
    expect(up.statusCode).toBe(201);
    // Confirming issues the invoice (the invoices module's handler, which runs before this one).
    listening({
      "booking.moved": async () => {
        throw new Error("the spy's own failure");
      },
    });
    const notices = await noticesOf(ctx, renter.id);
    const counters = await ctx.db.select().from(invoiceCounters);
    const res = await moveBooking(ctx, id, "confirmed", owner);
    expect(res.statusCode).toBe(500);
    expect(await statusOf(ctx, id)).toBe("approved");
    expect(await ctx.db.select().from(invoices).where(eq(invoices.bookingId, id))).toEqual([]);
    expect(await ctx.db.select().from(invoiceCounters)).toEqual(counters);
    expect(await noticesOf(ctx, renter.id)).toBe(notices);

    // The same move with the handlers as installed: the invoice is there.
    installAllBookingHandlers();
    await mustMove(ctx, id, "confirmed", owner);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.bookingId, id))).toHaveLength(1);
  });

  it("only one module may give discounts", () => {
    const codes = BOOKING_HANDLERS.find((h) => h.discounts)!;
    expect(() => installBookingHandlers([...BOOKING_HANDLERS, { ...codes, module: "second" }])).toThrow(
      /at most one module gives discounts/,
    );
  });
});

describe("without its handlers", () => {
  it("a booking is not announced, and so not written, before the handlers are installed", async () => {
    vi.resetModules();
    const fresh = await import("./events");
    await expect(fresh.prepareRequest({} as never)).rejects.toThrow(/no handlers installed/);
    expect(() => fresh.discounts()).toThrow(/no handlers installed/);
  });
});

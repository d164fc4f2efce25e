import { asc, eq, inArray } from "drizzle-orm";
import { creditNoteCounters, creditNotes, invoices } from "../../db/schema";
import { moveBooking } from "../../test/bookings";
import { buildOwner, buildRenter, buildUser, VERIFIED_COMPLETE } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { todayInMalaysia } from "../../../shared/dates";
import { nextInSeries } from "./repository";
import { approvedWithReceipt } from "../../test/invoices";

const YEAR = Number(todayInMalaysia().slice(0, 4));

/** Every sequence number a table holds for this year, in order. */
async function seqsOf(ctx: TestApp, table: typeof invoices | typeof creditNotes) {
  const rows = await ctx.db
    .select({ seq: table.seq, number: table.number })
    .from(table)
    .where(eq(table.year, YEAR))
    .orderBy(asc(table.seq));
  for (const r of rows) expect(r.number).toMatch(new RegExp(`-${YEAR}-${String(r.seq).padStart(6, "0")}$`));
  return rows.map((r) => r.seq);
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("gapless numbers under contention (runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL)", () => {
  it("20 voids and 50 confirmations all at once: invoices 1…70 and credit notes 1…20, no gap, no repeat", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx);
    const admin = await buildUser(ctx, { role: "admin", ...VERIFIED_COMPLETE });
    const book = async (n: number) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push(await approvedWithReceipt(ctx, owner, renter.id));
      return out;
    };
    // 20 invoices to void, issued beforehand (invoices 1…20), and 50 bookings waiting for confirmation.
    const early = await book(20);
    for (const b of early) expect((await moveBooking(ctx, b.id, "confirmed", owner)).statusCode).toBe(200);
    const voiding = await ctx.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.bookingId,
          early.map((b) => b.id),
        ),
      );
    expect(voiding).toHaveLength(20);
    const waiting = await book(50);

    // Everything launched together, interleaved: each void asked twice (a double click), and the
    // 50 confirmations among them, so the two series are numbered at the same time.
    const voids = [...voiding, ...voiding].map((inv, i) => ({
      kind: "void",
      run: () =>
        ctx.request.post(`/api/admin/invoices/${inv.number}/void`, { reason: `Cancelled ${i}` }, { as: admin }),
    }));
    const confirms = waiting.map((b) => ({ kind: "confirm", run: () => moveBooking(ctx, b.id, "confirmed", owner) }));
    const calls = confirms.flatMap((confirm, i) => (voids[i] ? [voids[i], confirm] : [confirm]));
    const answers = await Promise.all(calls.map(async (c) => ({ kind: c.kind, code: (await c.run()).statusCode })));
    const codes = (kind: string) => answers.filter((a) => a.kind === kind).map((a) => a.code);
    expect(codes("void").filter((c) => c === 200)).toHaveLength(20);
    expect(codes("void").filter((c) => c === 409)).toHaveLength(20);
    expect(codes("confirm")).toEqual(waiting.map(() => 200));

    expect(await seqsOf(ctx, invoices)).toEqual(oneToN(70));
    expect(await seqsOf(ctx, creditNotes)).toEqual(oneToN(20));
    const notes = await ctx.db.select().from(creditNotes);
    expect(new Set(notes.map((n) => n.invoiceId))).toEqual(new Set(voiding.map((v) => v.id)));
    const statuses = await ctx.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          voiding.map((v) => v.id),
        ),
      );
    expect(statuses.every((s) => s.status === "void")).toBe(true);
    const fresh = await ctx.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(
        inArray(
          invoices.bookingId,
          waiting.map((b) => b.id),
        ),
      );
    expect(fresh.map((f) => f.status)).toEqual(waiting.map(() => "paid"));

    // The next confirmation continues the series.
    const next = await approvedWithReceipt(ctx, owner, renter.id);
    expect((await moveBooking(ctx, next.id, "confirmed", owner)).statusCode).toBe(200);
    expect(await seqsOf(ctx, invoices)).toEqual(oneToN(71));
    // A hundred-odd API calls and rows on a shared 2-core machine.
  }, 240_000);

  it("a rolled-back transaction gives its number back (a sequence would leave a gap)", async ({ ctx }) => {
    const year = 2099;
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await nextInSeries(tx, creditNoteCounters, year)).toBe(1);
        throw new Error("the void failed after numbering");
      }),
    ).rejects.toThrow("the void failed after numbering");
    const numbers = await ctx.db.transaction(async (tx) => [
      await nextInSeries(tx, creditNoteCounters, year),
      await nextInSeries(tx, creditNoteCounters, year),
    ]);
    expect(numbers).toEqual([1, 2]);
  });
});

import type { SettlementState } from "../../shared/deposit-contracts";
import { depositSettlements } from "../db/schema/deposits";
import { creditNotes, invoices } from "../db/schema/invoices";
import { voucherUses, vouchers } from "../db/schema/vouchers";
import { newId } from "../lib/ids";
import { buildBooking, buildOwner, type BuiltUser } from "./factories";
import type { TestApp } from "./test-app";

/** A Malaysian wall-clock time as an instant (UTC+8 all year). */
export const myTime = (local: string) => new Date(`${local}+08:00`);

export interface SceneInvoice {
  owner: "a" | "b";
  issuedAt: string;
  status: "issued" | "paid" | "void";
  subtotal: number;
  discount: number;
  serviceFee: number;
  sst: number;
  deposit: number;
  /** Who bore the discount; `releasedPlatform`: a platform use released by a cancellation after the invoice, still on it. */
  voucher?: "platform" | "owner" | "releasedPlatform";
  settlement?: { state: SettlementState; claimAmount?: number; refundedOn?: string; settledAt: string };
  creditNote?: { issuedAt: string };
}

let seq = 0;

/**
 * Invoices (with their bookings, voucher uses, deposit settlements and credit
 * notes) written straight into the tables, as the other modules would have
 * left them; owner A's name is a spreadsheet formula.
 */
export async function buildBooksScene(ctx: TestApp, rows: SceneInvoice[]) {
  const owners: Record<"a" | "b", BuiltUser> = {
    a: await buildOwner(ctx, { name: '=HYPERLINK("http://evil.example","pay")' }),
    b: await buildOwner(ctx, { name: "Bahrin Bakar" }),
  };
  const voucherId = newId();
  await ctx.db.insert(vouchers).values({
    id: voucherId,
    code: `BOOKS${Date.now().toString(36)}`,
    kind: "fixed",
    amount: 1000,
    validFrom: "2030-01-01",
    validTo: "2030-12-31",
  });
  for (const r of rows) {
    const booking = await buildBooking(ctx, { ownerId: owners[r.owner].id, status: "completed" });
    const total = r.subtotal - r.discount + r.serviceFee + r.sst;
    const n = ++seq;
    const [inv] = await ctx.db
      .insert(invoices)
      .values({
        number: `INV-2030-${String(n).padStart(6, "0")}`,
        year: 2030,
        seq: n,
        bookingId: booking.id,
        status: r.status,
        subtotal: r.subtotal,
        discount: r.discount,
        serviceFee: r.serviceFee,
        sst: r.sst,
        total,
        deposit: r.deposit,
        paidOn: r.status === "paid" ? r.issuedAt.slice(0, 10) : null,
        issuedAt: myTime(r.issuedAt),
      })
      .returning();
    if (r.voucher) {
      await ctx.db.insert(voucherUses).values({
        voucherId,
        bookingId: booking.id,
        code: "BOOKS",
        amount: r.discount,
        bornBy: r.voucher === "owner" ? "owner" : "platform",
        releasedAt: r.voucher === "releasedPlatform" ? new Date() : null,
      });
    }
    if (r.settlement) {
      await ctx.db.insert(depositSettlements).values({
        bookingId: booking.id,
        state: r.settlement.state,
        deposit: r.deposit,
        claimAmount: r.settlement.claimAmount ?? null,
        refundedOn: r.settlement.refundedOn ?? null,
        updatedAt: myTime(r.settlement.settledAt),
      });
    }
    if (r.creditNote) {
      await ctx.db.insert(creditNotes).values({
        number: `CN-2030-${String(n).padStart(6, "0")}`,
        year: 2030,
        seq: n,
        invoiceId: inv!.id,
        reason: "Cancelled",
        subtotal: r.subtotal,
        discount: r.discount,
        serviceFee: r.serviceFee,
        sst: r.sst,
        total,
        issuedAt: myTime(r.creditNote.issuedAt),
      });
    }
  }
  return owners;
}

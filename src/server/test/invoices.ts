import { eq } from "drizzle-orm";
import { auditLog, bookingReceipts, creditNotes, invoices } from "../db/schema";
import { newId } from "../lib/ids";
import { mustMove } from "./bookings";
import { buildBooking, type BuiltUser } from "./factories";
import type { TestApp } from "./test-app";

/**
 * An approved booking of `owner`'s new gear by `renterId` with a receipt row, so the owner may
 * confirm it (written directly: tests that need many fast). Today, so no date rule holds it back.
 */
export async function approvedWithReceipt(
  ctx: TestApp,
  owner: BuiltUser,
  renterId: string,
  fields: { userName?: string; total?: number } = {},
) {
  const b = await buildBooking(ctx, { ownerId: owner.id, renterId, status: "approved", ...fields });
  await ctx.db.insert(bookingReceipts).values({
    id: newId(),
    bookingId: b.id,
    fileKey: `private/receipts/${b.id}.png`,
    contentType: "image/png",
  });
  return b;
}

/** A confirmed booking (through the API, so the invoice is issued as in life) and its invoice row. */
export async function invoicedBooking(
  ctx: TestApp,
  owner: BuiltUser,
  renterId: string,
  fields: { userName?: string; total?: number } = {},
) {
  const b = await approvedWithReceipt(ctx, owner, renterId, fields);
  await mustMove(ctx, b.id, "confirmed", owner);
  const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
  return { booking: b, invoice: inv! };
}

/** An invoice's row, its credit notes and its audit entries: what a refused call must leave alone. */
export async function invoiceState(ctx: TestApp, number: string) {
  const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.number, number));
  return {
    invoice: inv,
    creditNotes: await ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv!.id)),
    audit: await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, number)),
  };
}

/**
 * A confirmed booking whose invoice awaits payment, as invoices issued before ADR 036 do
 * (confirming now issues them paid): what the admin's "record payment" is still for.
 */
export async function unpaidInvoice(...args: Parameters<typeof invoicedBooking>) {
  const { booking, invoice } = await invoicedBooking(...args);
  const unpaid = { status: "issued" as const, paidOn: null, paymentReference: null, paidAt: null, paidBy: null };
  const [row] = await args[0].db.update(invoices).set(unpaid).where(eq(invoices.id, invoice.id)).returning();
  return { booking, invoice: row! };
}

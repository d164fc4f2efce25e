import { asc, count, eq } from "drizzle-orm";
import { auditLog, voucherClaims, voucherUses, vouchers } from "../db/schema";
import { newId } from "../lib/ids";
import { day } from "./factories";
import type { TestApp } from "./test-app";

/** Voucher rows for tests, written directly: 10 % off, valid from yesterday to a month ahead, no limits. */
export async function buildVoucher(ctx: TestApp, overrides: Partial<typeof vouchers.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(vouchers)
    .values({
      id: newId(),
      code: `T${newId()
        .slice(0, 8)
        .replace(/[^A-Za-z0-9]/g, "x")}`,
      ownerId: null,
      kind: "percent",
      amount: 1000,
      validFrom: day(-1),
      validTo: day(30),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Everything about vouchers a refused call must leave as it was. */
export async function voucherTables(ctx: TestApp) {
  return {
    vouchers: await ctx.db.select().from(vouchers).orderBy(asc(vouchers.id)),
    claims: await ctx.db.select().from(voucherClaims).orderBy(asc(voucherClaims.voucherId), asc(voucherClaims.userId)),
    uses: await ctx.db.select().from(voucherUses).orderBy(asc(voucherUses.id)),
    audit: (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

/** The uses recorded for a voucher, oldest first. */
export const usesOf = (ctx: TestApp, voucherId: string) =>
  ctx.db.select().from(voucherUses).where(eq(voucherUses.voucherId, voucherId)).orderBy(asc(voucherUses.id));

/** A voucher's used count as stored. */
export async function usedCountOf(ctx: TestApp, voucherId: string) {
  const [row] = await ctx.db.select({ n: vouchers.usedCount }).from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.n;
}

/** A valid POST /api/vouchers body: 10 % off all gear for ten days from today, once per renter; `over` changes fields. */
export const voucherInput = (over: Record<string, unknown> = {}) => ({
  code: "SAVE10",
  kind: "percent",
  amount: 1000,
  scope: "all",
  category: null,
  gearIds: [],
  minDays: 1,
  minSpend: 0,
  validFrom: day(0),
  validTo: day(10),
  usageLimit: null,
  perRenterLimit: 1,
  paused: false,
  ...over,
});

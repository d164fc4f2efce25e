import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { countRows, firstRow } from "../../db/query";
import { gear, owners, voucherClaims, voucherUses, vouchers } from "../../db/schema";
import { ownerNameColumns } from "../owners/repository";

type Reader = Db | Tx;
export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;
/** A voucher with its owner's public name (null for a platform voucher). */
export type VoucherWithOwner = { v: VoucherRow; owner: { username: string; displayName: string } | null };

const withOwner = (db: Reader) =>
  db
    .select({ v: vouchers, owner: ownerNameColumns })
    .from(vouchers)
    .leftJoin(owners, eq(owners.userId, vouchers.ownerId));

/** The vouchers one owner issued, or the platform's (ownerId null), newest first. */
export function findIssuedVouchers(db: Reader, ownerId: string | null): Promise<VoucherWithOwner[]> {
  return withOwner(db)
    .where(ownerId ? eq(vouchers.ownerId, ownerId) : isNull(vouchers.ownerId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
}

/**
 * What a renter is shown: every voucher usable today (not paused, in its dates,
 * not used up), and the ones they claimed whatever their state; never an
 * owner's own vouchers, which are for their own gear they cannot book.
 */
export function findRenterVouchers(db: Reader, userId: string, today: string): Promise<VoucherWithOwner[]> {
  const claimed = sql`exists (select 1 from ${voucherClaims} where ${voucherClaims.voucherId} = ${vouchers.id} and ${voucherClaims.userId} = ${userId})`;
  const usable = and(
    eq(vouchers.paused, false),
    sql`${vouchers.validFrom} <= ${today}`,
    sql`${vouchers.validTo} >= ${today}`,
    sql`(${vouchers.usageLimit} is null or ${vouchers.usedCount} < ${vouchers.usageLimit})`,
  );
  const notOwn = or(isNull(vouchers.ownerId), ne(vouchers.ownerId, userId));
  return withOwner(db)
    .where(and(notOwn, or(usable, claimed)))
    .orderBy(vouchers.validTo, vouchers.code);
}

export const findVoucher = (db: Reader, id: string) => firstRow(db.select().from(vouchers).where(eq(vouchers.id, id)));

/** The voucher with this code, whatever its case (the unique index's own expression). */
export const findVoucherByCode = (db: Reader, code: string) =>
  firstRow(
    db
      .select()
      .from(vouchers)
      .where(sql`lower(${vouchers.code}) = lower(${code})`),
  );

export async function insertVoucher(tx: Reader, values: NewVoucher): Promise<VoucherRow> {
  const [row] = await tx.insert(vouchers).values(values).returning();
  return row!;
}

export const updateVoucher = (tx: Reader, id: string, set: Partial<NewVoucher>) =>
  firstRow(
    tx
      .update(vouchers)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(vouchers.id, id))
      .returning(),
  );

/** Whether `err` is the unique index on lower(code) refusing a second voucher with one code. */
export function isDuplicateCode(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code ? e : e?.cause;
  return pg?.code === "23505" && pg.constraint === "vouchers_code_idx";
}

/** The owners of the given gear ids (missing ids are absent). */
export const findGearOwners = (db: Reader, ids: string[]) =>
  ids.length ? db.select({ id: gear.id, ownerId: gear.ownerId }).from(gear).where(inArray(gear.id, ids)) : [];

/** The gear a voucher check needs: who owns it and its category. */
export const findGearFacts = (db: Reader, id: string) => firstRow(db.select().from(gear).where(eq(gear.id, id)));

/** Keep a voucher for a renter; claiming twice keeps one claim. */
export async function insertClaim(db: Reader, voucherId: string, userId: string) {
  await db.insert(voucherClaims).values({ voucherId, userId }).onConflictDoNothing();
}

/** The voucher ids a renter claimed. */
export async function findClaimedIds(db: Reader, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: voucherClaims.voucherId })
    .from(voucherClaims)
    .where(eq(voucherClaims.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Live (unreleased) uses of each voucher by one renter. */
export async function countRenterUses(db: Reader, userId: string, voucherIds?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: voucherUses.voucherId, n: sql<number>`count(*)::int` })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.renterId, userId),
        isNull(voucherUses.releasedAt),
        voucherIds ? inArray(voucherUses.voucherId, voucherIds) : undefined,
      ),
    )
    .groupBy(voucherUses.voucherId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Live uses of one voucher by one renter. */
export const countUsesBy = (db: Reader, voucherId: string, userId: string) =>
  countRows(
    db,
    voucherUses,
    and(eq(voucherUses.voucherId, voucherId), eq(voucherUses.renterId, userId), isNull(voucherUses.releasedAt)),
  );

/**
 * Take one use of the voucher, if it is usable today: one conditional UPDATE,
 * which also locks the row until the transaction ends. Of two requests racing
 * for the last use, the second waits on the lock and then finds the limit
 * reached, so exactly one wins (and the CHECK constraint backs it up).
 */
export const takeVoucherUse = (tx: Tx, id: string, today: string) =>
  firstRow(
    tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(
        and(
          eq(vouchers.id, id),
          eq(vouchers.paused, false),
          sql`${vouchers.validFrom} <= ${today}`,
          sql`${vouchers.validTo} >= ${today}`,
          sql`(${vouchers.usageLimit} is null or ${vouchers.usedCount} < ${vouchers.usageLimit})`,
        ),
      )
      .returning(),
  );

export async function insertVoucherUse(tx: Tx, values: typeof voucherUses.$inferInsert) {
  await tx.insert(voucherUses).values(values);
}

/**
 * Give a booking's voucher use back (its booking was declined, cancelled or
 * expired): marked released, and the voucher's count taken down. A booking
 * without a live use changes nothing, so releasing twice is harmless.
 */
export async function releaseUseOf(tx: Tx, bookingId: string): Promise<void> {
  const [use] = await tx
    .update(voucherUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(voucherUses.bookingId, bookingId), isNull(voucherUses.releasedAt)))
    .returning({ voucherId: voucherUses.voucherId });
  if (!use) return;
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(eq(vouchers.id, use.voucherId));
}

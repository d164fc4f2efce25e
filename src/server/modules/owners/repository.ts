import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow, firstValue } from "../../db/query";
import { bookings, gear, gearHolds, ownerPaymentSettings, owners } from "../../db/schema";
import { addDays } from "../../../shared/dates";
import { holdDateColumns } from "../gear/repository";
import { kitCapacitySql } from "../gear/kit-capacity";
import { HOLDING_STATUSES } from "../../../shared/booking-lifecycle";
import type { OwnerRow, PaymentSettingsRow } from "./presenter";

/** An owner's public names, as lists of bookings and wanted answers show them. */
export const ownerNameColumns = { username: owners.username, displayName: owners.displayName };

type OwnerUpdate = Partial<typeof owners.$inferInsert>;
type PaymentUpdate = Omit<typeof ownerPaymentSettings.$inferInsert, "ownerId">;

export async function findOwnerById(db: Db, id: string): Promise<OwnerRow | undefined> {
  return firstRow(db.select().from(owners).where(eq(owners.userId, id)));
}

/** Usernames are unique whatever their letter case (the index is on lower(username)). */
export async function findOwnerByUsername(db: Db, username: string): Promise<OwnerRow | undefined> {
  return firstRow(
    db
      .select()
      .from(owners)
      .where(sql`lower(${owners.username}) = lower(${username})`),
  );
}

export async function updateOwner(db: Db, ownerId: string, values: OwnerUpdate): Promise<OwnerRow | undefined> {
  return firstRow(db.update(owners).set(values).where(eq(owners.userId, ownerId)).returning());
}

/** Where each of the owner's stored files is named. */
const FILE_KEYS = {
  photo: { table: owners, key: owners.photoUrl, owner: owners.userId },
  duitnowQr: {
    table: ownerPaymentSettings,
    key: ownerPaymentSettings.duitnowQrKey,
    owner: ownerPaymentSettings.ownerId,
  },
};

/**
 * The file key the owner's row holds now, locked until the transaction ends,
 * so two uploads of one owner replace the file one after the other.
 */
async function lockedKey(tx: Tx, file: keyof typeof FILE_KEYS, ownerId: string): Promise<string | null> {
  const { table, key, owner } = FILE_KEYS[file];
  return firstValue(tx.select({ value: key }).from(table).where(eq(owner, ownerId)).for("update"));
}

/** Point the owner's photo at `key` (or none); returns the row (undefined: no owner) and the key it replaced. */
export function swapOwnerPhoto(db: Db, ownerId: string, key: string | null) {
  return db.transaction(async (tx) => {
    const previous = await lockedKey(tx, "photo", ownerId);
    const [row] = await tx.update(owners).set({ photoUrl: key }).where(eq(owners.userId, ownerId)).returning();
    return { row, previous };
  });
}

/** The owner's payment settings row, if they saved any. Private: callers pass the signed-in owner's own id. */
export async function findPaymentSettings(db: Db, ownerId: string): Promise<PaymentSettingsRow | undefined> {
  return firstRow(db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, ownerId)));
}

/** Insert or change the owner's payment settings row. */
export async function upsertPaymentSettings(db: Db, ownerId: string, values: PaymentUpdate) {
  const [row] = await db
    .insert(ownerPaymentSettings)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: ownerPaymentSettings.ownerId, set: values })
    .returning();
  return row!;
}

/** Point the DuitNow QR at an image `key` and the payload read from it (or at none); returns the row and the key it replaced. */
export function swapDuitnowQr(db: Db, ownerId: string, qr: { key: string; payload: string } | null) {
  const values = { duitnowQrKey: qr?.key ?? null, duitnowQrPayload: qr?.payload ?? null };
  return db.transaction(async (tx) => {
    const previous = await lockedKey(tx, "duitnowQr", ownerId);
    const [row] = await tx
      .insert(ownerPaymentSettings)
      .values({ ownerId, ...values })
      .onConflictDoUpdate({ target: ownerPaymentSettings.ownerId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return { row: row!, previous };
  });
}

/**
 * Every hold (booking holds and owner blocks) on the owner's gear touching the
 * inclusive window, earliest first, with the booking's status and renter name.
 */
export function listCalendarHolds(db: Db, ownerId: string, window: { from: string; to: string }) {
  const overlaps = sql`${gearHolds.period} && daterange(${window.from}::date, ${addDays(window.to, 1)}::date)`;
  return db
    .select({
      id: gearHolds.id,
      gearId: gearHolds.gearId,
      kind: gearHolds.kind,
      ...holdDateColumns,
      note: gearHolds.note,
      turnaroundDays: gearHolds.turnaroundDays,
      bookingId: bookings.id,
      status: bookings.status,
      renterName: bookings.userName,
    })
    .from(gearHolds)
    .innerJoin(gear, eq(gear.id, gearHolds.gearId))
    .leftJoin(bookings, eq(bookings.id, gearHolds.bookingId))
    .where(and(eq(gear.ownerId, ownerId), overlaps))
    .orderBy(asc(sql`lower(${gearHolds.period})`), asc(gearHolds.id));
}

/**
 * The owner's kit bookings that hold days in the window, as calendar rows of the
 * kit itself (issue 32 item 2, ADR 039): a kit booking's holds are on its
 * components, so without these the kit's own row would stay empty. The period
 * runs on by the kit's turnaround days, as a hold's does, so the presenter reads
 * both alike; `units` is how many kits were booked.
 */
export function listCalendarKitBookings(db: Db, ownerId: string, window: { from: string; to: string }) {
  const lastHeld = sql<string>`(${bookings.endDate} + ${gear.turnaroundDays})::text`;
  return db
    .select({
      id: sql<number>`0`,
      gearId: gear.id,
      kind: sql<string>`'booking'`,
      startDate: sql<string>`${bookings.startDate}::text`,
      endDate: lastHeld,
      note: sql<string | null>`null`,
      turnaroundDays: gear.turnaroundDays,
      bookingId: bookings.id,
      status: bookings.status,
      renterName: bookings.userName,
      units: bookings.units,
    })
    .from(bookings)
    .innerJoin(gear, eq(gear.id, bookings.gearId))
    .where(
      and(
        eq(gear.ownerId, ownerId),
        eq(gear.kind, "kit"),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        sql`${bookings.startDate} <= ${window.to}::date`,
        sql`${bookings.endDate} + ${gear.turnaroundDays} >= ${window.from}::date`,
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id));
}

/**
 * The owner's active gear plus the listings named in `alsoIds` (archived ones with a hold), by name.
 * A kit's `unitCount` is how many of it can go out at once (its own stays 1: ADR 039).
 */
export function listCalendarGear(db: Db, ownerId: string, alsoIds: string[]) {
  return db
    .select({
      id: gear.id,
      name: gear.name,
      status: gear.status,
      unitCount: sql<number>`case when ${gear.kind} = 'kit' then ${kitCapacitySql(sql`${gear.id}`)} else ${gear.unitCount} end`,
      kind: sql<"listing" | "kit">`case when ${gear.kind} = 'kit' then 'kit' else 'listing' end`,
    })
    .from(gear)
    .where(and(eq(gear.ownerId, ownerId), or(eq(gear.status, "active"), inArray(gear.id, alsoIds))))
    .orderBy(asc(gear.name), asc(gear.id));
}

import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  accounts,
  bookings,
  gear,
  gearHolds,
  gearPhotos,
  identityVerifications,
  ownerPaymentSettings,
  owners,
  sessions,
  users,
} from "../db/schema";
import { newId } from "../lib/ids";
import { type BookingStatus, HOLDING_STATUSES } from "../../shared/booking-lifecycle";
import { addDays, rentalDays, todayInMalaysia } from "../../shared/dates";
import { signIn, type TestApp, uniqueEmail } from "./test-app";
import { pngImage } from "./uploads";

/**
 * The builders of test data. Each writes rows directly (no API, no e-mails)
 * and makes the parents it is not given: buildGear(ctx) makes an owner,
 * buildBooking(ctx) makes gear, its owner and a renter. Overrides are columns.
 */

type UserFields = Partial<Omit<typeof users.$inferInsert, "id">>;
export type UserOverrides = UserFields & {
  /** The account's password (one is always set; this one unless given). */
  password?: string;
  /**
   * Sign in through POST /api/auth/sign-in/email for the cookie, for tests about
   * sign-in itself. Otherwise the session row is written directly: verifying a
   * password costs ~400 ms of scrypt per account.
   */
  signIn?: boolean;
};

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  /** The session cookie: `ctx.request.get(url, { as: user })` sends it. */
  cookie: string;
}

export const DEFAULT_PASSWORD = "correct-horse-battery";

/** The Malaysian calendar date `n` days from today. */
export const day = (n: number) => addDays(todayInMalaysia(), n);

/** What a renter needs to be allowed to book: verified, with a complete address. */
export const VERIFIED_COMPLETE = {
  verificationStatus: "verified",
  isVerified: true,
  streetAddress: "12 Jalan Telawi 3",
  postalCode: "50000",
  city: "Kuala Lumpur",
  state: "Selangor",
} as const;

let seq = 0;
/** A unique valid owner username (letters, digits, underscore; ≤ 20). */
export const ownerUsername = (prefix = "own") => `${prefix}_${Date.now().toString(36).slice(-5)}${seq++}`;

// Hashing is scrypt (~400 ms); every account with the same password can share one
// hash, since verifying reads the salt from it.
const hashes = new Map<string, Promise<string>>();
async function passwordHash(ctx: TestApp, password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = ctx.app.deps.auth.$context.then((c) => c.password.hash(password));
    hashes.set(password, hash);
  }
  return hash;
}

/** A session row and better-auth's signed cookie for it, as a sign-in would set. */
async function sessionCookie(ctx: TestApp, userId: string) {
  const token = randomBytes(24).toString("base64url");
  await ctx.db
    .insert(sessions)
    .values({ id: newId(), token, userId, expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  const { secret } = await ctx.app.deps.auth.$context;
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `sewagear.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * A signed-in account with a verified e-mail and a password.
 * `buildUser(ctx, { role: "staff" })`, `buildUser(ctx, { verificationStatus: "verified", city: "Ipoh" })`.
 */
export async function buildUser(ctx: TestApp, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const { password = DEFAULT_PASSWORD, signIn: viaSignIn = false, ...fields } = overrides;
  const id = newId();
  const email = (fields.email ?? uniqueEmail(fields.role ?? "user")).toLowerCase();
  const hash = await passwordHash(ctx, password);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values({ name: "Test User", emailVerified: true, ...fields, id, email });
    await tx
      .insert(accounts)
      .values({ id: newId(), accountId: id, providerId: "credential", userId: id, password: hash });
  });
  const cookie = viaSignIn ? await signIn(ctx, email, password) : await sessionCookie(ctx, id);
  return { id, email, password, cookie };
}

/** A renter who may book: verified, complete address. */
export const buildRenter = (ctx: TestApp, overrides: UserOverrides = {}) =>
  buildUser(ctx, { name: "Rina Renter", ...VERIFIED_COMPLETE, ...overrides });

type OwnerFields = Partial<Omit<typeof owners.$inferInsert, "userId">>;

/**
 * An account with an owner profile (its role resolves to 'owner'). A unique
 * username unless given; `profile` sets other owners columns.
 */
export async function buildOwner(
  ctx: TestApp,
  {
    username,
    displayName,
    profile,
    ...overrides
  }: UserOverrides & Pick<OwnerFields, "username" | "displayName"> & { profile?: OwnerFields } = {},
): Promise<BuiltUser> {
  const name = overrides.name ?? "Test Owner";
  const user = await buildUser(ctx, { ...overrides, name });
  await ctx.db.insert(owners).values({
    ...profile,
    userId: user.id,
    username: username ?? ownerUsername(),
    displayName: displayName ?? name,
  });
  return user;
}

export type GearRow = typeof gear.$inferSelect;

/** A gear item (active, RM 100/day, RM 500 deposit unless overridden) of a new owner unless `ownerId` is given. */
export async function buildGear(ctx: TestApp, overrides: Partial<typeof gear.$inferInsert> = {}): Promise<GearRow> {
  const ownerId = overrides.ownerId ?? (await buildOwner(ctx)).id;
  const [row] = await ctx.db
    .insert(gear)
    .values({
      id: newId(),
      name: `Sony FX3 ${seq++}`,
      category: "cameras",
      pricePerDay: 10_000,
      deposit: 50_000,
      ...overrides,
      ownerId,
    })
    .returning();
  return row!;
}

/**
 * A verification request of `userId` with its three documents (small WebP images) in
 * storage, as a submission leaves them; pending unless told. The account is not touched.
 */
export async function buildIdentityVerification(
  ctx: TestApp,
  userId: string,
  overrides: Partial<Omit<typeof identityVerifications.$inferInsert, "id" | "userId">> = {},
) {
  const keys: string[] = [];
  for (const colour of ["#aa0000", "#00aa00", "#0000aa"]) {
    const key = `private/verification/${userId}/${newId()}.webp`;
    await ctx.app.deps.storage.put(
      key,
      await sharp(await pngImage(colour))
        .webp()
        .toBuffer(),
    );
    keys.push(key);
  }
  const id = newId();
  await ctx.db.insert(identityVerifications).values({
    id,
    userId,
    fullName: "Rina binti Renter",
    mykadNumber: "900101145678",
    icFrontKey: keys[0]!,
    icBackKey: keys[1]!,
    selfieKey: keys[2]!,
    status: "pending",
    ...overrides,
  });
  return { id, keys };
}

/** `ownerId`'s bank details with a DuitNow QR (a small WebP in private storage). */
export async function buildPaymentSettings(
  ctx: TestApp,
  ownerId: string,
  fields: Omit<typeof ownerPaymentSettings.$inferInsert, "ownerId" | "duitnowQrKey">,
) {
  const duitnowQrKey = `private/payment-qr/${ownerId}.webp`;
  await ctx.app.deps.storage.put(
    duitnowQrKey,
    await sharp(await pngImage("#111111"))
      .webp()
      .toBuffer(),
  );
  await ctx.db.insert(ownerPaymentSettings).values({ ownerId, ...fields, duitnowQrKey });
}

/** A first photo row for `gearId` at `public/gear/<name>.webp` (the file itself is not stored). */
export async function buildGearPhoto(ctx: TestApp, gearId: string, name: string, size = { width: 10, height: 10 }) {
  await ctx.db.insert(gearPhotos).values({
    id: newId(),
    gearId,
    position: 0,
    fileKey: `public/gear/${name}.webp`,
    thumbKey: `public/gear/${name}-t.webp`,
    ...size,
  });
}

/** Gear at RM100 a day with a student price; `offered: false` lists the price without offering it. */
export const buildStudentRateGear = (ctx: TestApp, ownerId: string, studentPrice: number, offered = true) =>
  buildGear(ctx, { ownerId, pricePerDay: 10_000, enableStudentRate: offered, studentPrice });

/** An owner with one gear item, and a renter allowed to book it. */
export async function buildBookingScene(ctx: TestApp, gearOverrides: Partial<typeof gear.$inferInsert> = {}) {
  const owner = await buildOwner(ctx);
  const item = await buildGear(ctx, { ...gearOverrides, ownerId: owner.id });
  const renter = await buildRenter(ctx);
  return { owner, renter, item };
}

const ownerOfGear = async (ctx: TestApp, gearId: string) =>
  (await ctx.db.select({ ownerId: gear.ownerId }).from(gear).where(eq(gear.id, gearId)))[0]!.ownerId;

type BookingOverrides = Partial<Omit<typeof bookings.$inferInsert, "status">> & { status?: BookingStatus };

/**
 * A booking row written directly: no API, no events, jobs, mail or notifications
 * (tests that need many bookings fast). Pending, for a week from now, of new gear
 * and a new renter unless given. A status that holds dates gets its gear_holds
 * row, as createBooking writes it, so the exclusion constraint still applies:
 * give one gear item's holding bookings days that do not overlap.
 */
export async function buildBooking(ctx: TestApp, overrides: BookingOverrides = {}) {
  const { gearId, ownerId, renterId, status = "pending", startDate = day(7), ...rest } = overrides;
  const item = gearId
    ? { id: gearId, ownerId: ownerId ?? (await ownerOfGear(ctx, gearId)) }
    : await buildGear(ctx, ownerId ? { ownerId } : {});
  const renter = renterId === undefined ? (await buildRenter(ctx)).id : renterId;
  const endDate = rest.endDate ?? startDate;
  const days = rentalDays(startDate, endDate);
  const createdAt = rest.createdAt ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        equipmentName: "Sony FX3",
        userName: "Rina Renter",
        days,
        rate: 10_000,
        rateSource: "daily",
        subtotal: 10_000 * days,
        total: 10_000 * days,
        deposit: 50_000,
        updatedAt: createdAt,
        ...rest,
        id: rest.id ?? newId(),
        gearId: item.id,
        ownerId: item.ownerId,
        renterId: renter,
        status,
        startDate,
        endDate,
        createdAt,
      })
      .returning();
    if (HOLDING_STATUSES.includes(status)) {
      await tx.insert(gearHolds).values({
        gearId: item.id,
        kind: "booking",
        unitNumber: 1,
        bookingId: row!.id,
        period: `[${startDate},${addDays(endDate, 1)})`,
      });
    }
    return row!;
  });
}

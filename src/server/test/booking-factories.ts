import { createHmac, randomBytes } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  bookingEvents,
  bookingMessages,
  bookingReceipts,
  bookings,
  gear,
  gearHolds,
  identityVerifications,
  invoices,
  jobs,
  notifications,
  owners,
  reviews,
  sessions,
  users,
} from "../db/schema";
import { newId } from "../lib/ids";
import { type BookingStatus, HOLDING_STATUSES } from "../../shared/booking-lifecycle";
import { addDays, rentalDays, todayInMalaysia } from "../../shared/dates";
import type { BuiltUser } from "./factories";
import { get, post, type TestApp, uniqueEmail } from "./test-app";
import { listFiles, pngImage, postForm, type UploadFile } from "./uploads";

export {
  buildTestAppWithFiles,
  EXIF_MARKER,
  type FilesTestApp,
  formBody,
  jpegWithGps,
  listFiles,
  pdfDocument,
  pngImage,
  postForm,
  type UploadFile,
} from "./uploads";

type UserOverrides = Partial<Omit<typeof users.$inferInsert, "id">>;

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

/**
 * An account signed in by a session row written directly, with better-auth's
 * signed cookie. No password: hashing and verifying one costs ~400 ms per
 * account on the test machine, which a file with 50 renters cannot afford.
 * (factories.buildUser signs in through the real endpoint; auth tests use that.)
 */
export async function buildAccount(ctx: TestApp, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const id = newId();
  const email = (overrides.email ?? uniqueEmail(overrides.role ?? "user")).toLowerCase();
  await ctx.db.insert(users).values({ name: "Test User", emailVerified: true, ...overrides, id, email });
  const token = randomBytes(24).toString("base64url");
  await ctx.db
    .insert(sessions)
    .values({ id: newId(), token, userId: id, expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  const { secret } = await ctx.app.deps.auth.$context;
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return { id, email, password: "", cookie: `sewagear.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
}

/** A renter who may book: verified, complete address. */
export const buildRenter = (ctx: TestApp, overrides: UserOverrides = {}) =>
  buildAccount(ctx, { name: "Rina Renter", ...VERIFIED_COMPLETE, ...overrides });

let seq = 0;
/** A unique valid owner username (letters, digits, underscore; ≤ 20). */
export const ownerUsername = (prefix = "own") => `${prefix}_${Date.now().toString(36).slice(-5)}${seq++}`;

/** An account with an owners row (role resolves to 'owner'). */
export async function buildBookingOwner(
  ctx: TestApp,
  overrides: UserOverrides & { username?: string } = {},
): Promise<BuiltUser> {
  const { username = ownerUsername(), ...rest } = overrides;
  const user = await buildAccount(ctx, { name: "Omar Owner", ...rest });
  await ctx.db.insert(owners).values({ userId: user.id, username, displayName: rest.name ?? "Omar Owner" });
  return user;
}

/** A gear row inserted directly (active, RM 100/day, RM 500 deposit unless overridden); returns the row. */
export async function buildGear(
  ctx: TestApp,
  { ownerId, ...overrides }: Partial<typeof gear.$inferInsert> & { ownerId: string },
) {
  const [row] = await ctx.db
    .insert(gear)
    .values({
      id: newId(),
      ownerId,
      name: `Sony FX3 ${seq++}`,
      category: "cameras",
      pricePerDay: 10_000,
      deposit: 50_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An owner with one gear item, and a renter allowed to book it. */
export async function buildBookingScene(ctx: TestApp, gearOverrides: Partial<typeof gear.$inferInsert> = {}) {
  const owner = await buildBookingOwner(ctx);
  const item = await buildGear(ctx, { ownerId: owner.id, ...gearOverrides });
  const renter = await buildRenter(ctx);
  return { owner, renter, item };
}

let keySeq = 0;
/** A fresh Idempotency-Key. */
export const idemKey = () => `key-${randomBytes(6).toString("hex")}-${keySeq++}`;

/** POST /api/bookings with an Idempotency-Key (a fresh one unless given). */
export function requestBooking(
  ctx: TestApp,
  cookie: string | undefined,
  body: { gearId: string; startDate: string; endDate: string } & Record<string, unknown>,
  key: string | null = idemKey(),
) {
  return post(ctx.app, "/api/bookings", body, cookie, key === null ? {} : { "idempotency-key": key });
}

/** A pending booking's id (fails unless 201). */
export async function createBookingId(
  ctx: TestApp,
  cookie: string,
  body: { gearId: string; startDate: string; endDate: string },
): Promise<string> {
  const res = await requestBooking(ctx, cookie, body);
  if (res.statusCode !== 201) throw new Error(`create booking: ${res.statusCode} ${res.body}`);
  return res.json().booking.id as string;
}

/** POST /api/bookings/:id/transitions. */
export const moveBooking = (ctx: TestApp, id: string, to: string, cookie: string | undefined, reason?: string | null) =>
  post(ctx.app, `/api/bookings/${id}/transitions`, reason === undefined ? { to } : { to, reason }, cookie);

/** Move a booking and fail the test unless it answers 200. */
export async function mustMove(ctx: TestApp, id: string, to: string, cookie: string, reason?: string) {
  const res = await moveBooking(ctx, id, to, cookie, reason);
  if (res.statusCode !== 200) throw new Error(`move ${id} to ${to}: ${res.statusCode} ${res.body}`);
  return res;
}

/** GET /api/bookings/:id as `cookie`. */
export const readBooking = (ctx: TestApp, id: string, cookie: string) => get(ctx.app, `/api/bookings/${id}`, cookie);

/**
 * A booking row written directly: no API, no events, jobs, mail or notifications;
 * for tests that need many bookings fast (lists, paging). A status that holds dates
 * gets its gear_holds row, as createBooking writes it, so the exclusion constraint
 * still applies: give one gear item's holding bookings days that do not overlap.
 */
export async function insertBooking(
  ctx: TestApp,
  b: {
    gearId: string;
    ownerId: string;
    renterId: string;
    status: BookingStatus;
    startDate: string;
    endDate?: string;
    createdAt?: Date;
  },
): Promise<string> {
  const id = newId();
  const endDate = b.endDate ?? b.startDate;
  const days = rentalDays(b.startDate, endDate);
  const createdAt = b.createdAt ?? new Date();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bookings).values({
      id,
      gearId: b.gearId,
      ownerId: b.ownerId,
      renterId: b.renterId,
      equipmentName: "Sony FX3",
      userName: "Rina Renter",
      status: b.status,
      startDate: b.startDate,
      endDate,
      days,
      rate: 10_000,
      rateSource: "daily",
      subtotal: 10_000 * days,
      total: 10_000 * days,
      deposit: 50_000,
      createdAt,
      updatedAt: createdAt,
    });
    if (HOLDING_STATUSES.includes(b.status)) {
      await tx
        .insert(gearHolds)
        .values({
          gearId: b.gearId,
          kind: "booking",
          bookingId: id,
          period: `[${b.startDate},${addDays(endDate, 1)})`,
        });
    }
  });
  return id;
}

// ---------------------------------------------------------------- files

/** Upload a payment receipt (a PNG unless `file` says otherwise). */
export async function uploadReceipt(
  ctx: TestApp,
  bookingId: string,
  cookie: string | undefined,
  file?: Partial<UploadFile>,
) {
  return postForm(
    ctx,
    `/api/bookings/${bookingId}/receipts`,
    {},
    [{ field: "receipt", filename: "receipt.png", type: "image/png", data: file?.data ?? (await pngImage()), ...file }],
    cookie,
  );
}

// ---------------------------------------------------------------- state

/** Everything about one booking that a refused call must leave untouched. */
export async function bookingSnapshot(ctx: TestApp, bookingId: string) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    booking,
    events: await ctx.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.id)),
    holds: await ctx.db.select().from(gearHolds).where(eq(gearHolds.bookingId, bookingId)).orderBy(asc(gearHolds.id)),
    receipts: await ctx.db
      .select()
      .from(bookingReceipts)
      .where(eq(bookingReceipts.bookingId, bookingId))
      .orderBy(asc(bookingReceipts.id)),
    invoices: await ctx.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)),
  };
}

/** Row counts of the tables a booking request or move writes to. */
export async function rowCounts(ctx: TestApp) {
  const n = async (
    table:
      | typeof bookings
      | typeof bookingEvents
      | typeof gearHolds
      | typeof jobs
      | typeof notifications
      | typeof bookingReceipts
      | typeof invoices,
  ) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    bookings: await n(bookings),
    events: await n(bookingEvents),
    holds: await n(gearHolds),
    jobs: await n(jobs),
    notifications: await n(notifications),
    receipts: await n(bookingReceipts),
    invoices: await n(invoices),
  };
}

/** Make a booking's scheduled job (`booking.expire-pending` | `booking.expire-unpaid`) due now. */
export async function makeJobDue(ctx: TestApp, kind: string, bookingId: string) {
  const rows = await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 60_000) })
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'bookingId' = ${bookingId}`))
    .returning({ id: jobs.id });
  if (rows.length !== 1) throw new Error(`expected one ${kind} job for ${bookingId}, found ${rows.length}`);
  return rows[0]!.id;
}

/** Payloads of queued e-mail jobs, oldest first. */
export async function emailJobs(ctx: TestApp) {
  const rows = await ctx.db.select().from(jobs).where(eq(jobs.kind, "email")).orderBy(asc(jobs.id));
  return rows.map((r) => r.payload as { template: string; to: string; data: Record<string, unknown> });
}

// ---------------------------------------------------------------- authorization matrix

/** Every kind of caller an endpoint must answer (CONVENTIONS.md, Tests). */
export const ACTORS = [
  "signed out",
  "renter",
  "other renter",
  "owner",
  "other owner",
  "staff",
  "admin",
  "accountant",
] as const;
export type ActorName = (typeof ACTORS)[number];
export type MatrixPeople = Record<Exclude<ActorName, "signed out">, BuiltUser>;

/** One signed-in account of each kind; the renters and owners may book (verified, complete address). */
export async function buildMatrixPeople(ctx: TestApp): Promise<MatrixPeople> {
  return {
    renter: await buildRenter(ctx, { name: "Rina Renter" }),
    "other renter": await buildRenter(ctx, { name: "Oscar Other" }),
    owner: await buildBookingOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE }),
    "other owner": await buildBookingOwner(ctx, { name: "Olga Otherowner", ...VERIFIED_COMPLETE }),
    staff: await buildAccount(ctx, { role: "staff", ...VERIFIED_COMPLETE }),
    admin: await buildAccount(ctx, { role: "admin", ...VERIFIED_COMPLETE }),
    accountant: await buildAccount(ctx, { role: "accountant", ...VERIFIED_COMPLETE }),
  };
}

export const cookieFor = (people: MatrixPeople, a: ActorName) => (a === "signed out" ? undefined : people[a].cookie);

export type MatrixStatus = "pending" | "approved" | "approved+receipt" | "confirmed" | "active" | "completed";
let matrixDay = 0;
/**
 * A booking of a new gear item of `people.owner` by `people.renter`, moved through
 * the API to `status` ("approved+receipt": approved with a receipt uploaded).
 */
export async function bookingIn(ctx: TestApp, people: MatrixPeople, status: MatrixStatus) {
  const item = await buildGear(ctx, { ownerId: people.owner.id });
  const start = day(2 + (matrixDay++ % 80));
  const id = await createBookingId(ctx, people.renter.cookie, { gearId: item.id, startDate: start, endDate: start });
  const b: { id: string; gearId: string; startDate: string; receiptId?: string } = {
    id,
    gearId: item.id,
    startDate: start,
  };
  if (status === "pending") return b;
  await mustMove(ctx, id, "approved", people.owner.cookie);
  if (status === "approved") return b;
  const up = await uploadReceipt(ctx, id, people.renter.cookie);
  if (up.statusCode !== 201) throw new Error(`receipt ${up.statusCode} ${up.body}`);
  b.receiptId = up.json().receipt.id as string;
  if (status === "approved+receipt") return b;
  await mustMove(ctx, id, "confirmed", people.owner.cookie);
  if (status === "confirmed") return b;
  await mustMove(ctx, id, "active", people.owner.cookie);
  if (status === "active") return b;
  await mustMove(ctx, id, "completed", people.owner.cookie);
  return b;
}

type Res = Awaited<ReturnType<typeof get>>;
export interface MatrixTarget {
  bookingId?: string;
  verificationId?: string;
  [k: string]: unknown;
}
export interface MatrixCase<T extends MatrixTarget> {
  name: string;
  expected: Record<ActorName, number>;
  /** What the call acts on. Called once for every call that must change nothing, and afresh for each call that may change something. */
  setup: () => Promise<T>;
  call: (t: T, cookie: string | undefined) => Promise<Res>;
  /** Calls answered 2xx change state (a move, an upload, a message, a review). */
  mutates?: boolean;
  /** Extra checks on an allowed answer (may look at the database). */
  check?: (res: Res, actor: ActorName, t: T) => void | Promise<void>;
}

/** Everything a refused call must leave as it was: row counts, the target's rows, every account's verification state, stored files. */
export async function matrixState(ctx: TestApp & { uploadsDir?: string }, t: MatrixTarget) {
  const n = async (table: typeof bookingMessages | typeof reviews | typeof identityVerifications) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    counts: {
      ...(await rowCounts(ctx)),
      messages: await n(bookingMessages),
      reviews: await n(reviews),
      verifications: await n(identityVerifications),
    },
    booking: t.bookingId ? await bookingSnapshot(ctx, t.bookingId) : null,
    unread: t.bookingId
      ? await ctx.db
          .select({
            id: bookingMessages.id,
            ownerReadAt: bookingMessages.ownerReadAt,
            renterReadAt: bookingMessages.renterReadAt,
          })
          .from(bookingMessages)
          .where(eq(bookingMessages.bookingId, t.bookingId))
          .orderBy(asc(bookingMessages.id))
      : null,
    verification: t.verificationId
      ? await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.id, t.verificationId))
      : null,
    users: await ctx.db
      .select({ id: users.id, v: users.verificationStatus, ok: users.isVerified, s: users.studentCardStatus })
      .from(users)
      .orderBy(users.id),
    files: ctx.uploadsDir ? await listFiles(ctx.uploadsDir) : null,
  };
}

/**
 * One test: `c.call` as every actor, each answered exactly `c.expected[actor]`.
 * A refused call (and an allowed one that does not mutate) must leave
 * `matrixState` as it was; an allowed mutating call gets a fresh target.
 */
export function matrix<T extends MatrixTarget>(env: () => { ctx: TestApp; people: MatrixPeople }, c: MatrixCase<T>) {
  it(c.name, async () => {
    const { ctx, people } = env();
    const shared = await c.setup();
    for (const actor of ACTORS) {
      const status = c.expected[actor];
      const allowed = status < 300;
      if (allowed && c.mutates) {
        const fresh = await c.setup();
        const res = await c.call(fresh, cookieFor(people, actor));
        expect(res.statusCode, `${c.name} as ${actor}: ${res.body.slice(0, 200)}`).toBe(status);
        await c.check?.(res, actor, fresh);
        continue;
      }
      const before = await matrixState(ctx, shared);
      const res = await c.call(shared, cookieFor(people, actor));
      expect(res.statusCode, `${c.name} as ${actor}: ${res.body.slice(0, 200)}`).toBe(status);
      if (!allowed) expect(res.json().error.code, `${c.name} as ${actor}`).toEqual(expect.any(String));
      else await c.check?.(res, actor, shared);
      expect(await matrixState(ctx, shared), `${c.name} as ${actor} changed something`).toEqual(before);
    }
  });
}

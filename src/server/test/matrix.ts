import { asc, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  bookingKitItems,
  bookingUnits,
  bookingMessages,
  gear,
  gearUnits,
  identityVerifications,
  kitComponents,
  reviews,
  users,
} from "../db/schema";
import { bookingSnapshot, createBookingId, mustHandOver, mustMove, rowCounts, uploadReceipt } from "./bookings";
import { buildGear, buildOwner, buildRenter, buildUser, type BuiltUser, day, VERIFIED_COMPLETE } from "./factories";
import { appTest } from "./fixtures";
import type { InjectResponse } from "./request";
import type { TestApp } from "./test-app";
import { listFiles } from "./uploads";

/**
 * The authorization matrix (CONVENTIONS.md, Tests): one call made as every kind
 * of caller, each answered as expected; a refused call changes nothing.
 */

/** Every kind of caller an endpoint must answer. */
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
/**
 * An `expected` table where every kind of caller gets `status`; spread it and name
 * the callers that differ: `{ ...everyone(404), "signed out": 401, renter: 200 }`.
 */
export const everyone = (status: number) =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<ActorName, number>;
/** `everyone(status)`, but a signed-out caller is told to sign in (401). */
export const signedIn = (status: number) => ({ ...everyone(status), "signed out": 401 });
export type MatrixPeople = Record<Exclude<ActorName, "signed out">, BuiltUser>;

/** One signed-in account of each kind; the renters and owners may book (verified, complete address). */
export async function buildMatrixPeople(ctx: TestApp): Promise<MatrixPeople> {
  return {
    renter: await buildRenter(ctx, { name: "Rina Renter" }),
    "other renter": await buildRenter(ctx, { name: "Oscar Other" }),
    owner: await buildOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE }),
    "other owner": await buildOwner(ctx, { name: "Olga Otherowner", ...VERIFIED_COMPLETE }),
    staff: await buildUser(ctx, { role: "staff", ...VERIFIED_COMPLETE }),
    admin: await buildUser(ctx, { role: "admin", ...VERIFIED_COMPLETE }),
    accountant: await buildUser(ctx, { role: "accountant", ...VERIFIED_COMPLETE }),
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
  // Handed over no earlier than the pickup day: a confirmed booking (which tests hand over) or one
  // already handed over starts today (its gear is new, so the days are free).
  const readyToHandOver = status === "confirmed" || status === "active" || status === "completed";
  const start = readyToHandOver ? day(0) : day(2 + (matrixDay++ % 80));
  const id = await createBookingId(ctx, people.renter, { gearId: item.id, startDate: start, endDate: start });
  const b: { id: string; gearId: string; startDate: string; receiptId?: string } = {
    id,
    gearId: item.id,
    startDate: start,
  };
  if (status === "pending") return b;
  await mustMove(ctx, id, "approved", people.owner);
  if (status === "approved") return b;
  const up = await uploadReceipt(ctx, id, people.renter);
  if (up.statusCode !== 201) throw new Error(`receipt ${up.statusCode} ${up.body}`);
  b.receiptId = up.json().receipt.id as string;
  if (status === "approved+receipt") return b;
  await mustMove(ctx, id, "confirmed", people.owner);
  if (status === "confirmed") return b;
  await mustHandOver(ctx, id, "active", people.owner);
  if (status === "active") return b;
  await mustHandOver(ctx, id, "completed", people.owner);
  return b;
}

export interface MatrixTarget {
  bookingId?: string;
  verificationId?: string;
  [k: string]: unknown;
}
/** What every matrix call gets: the file's app and its people. */
export interface MatrixEnv {
  ctx: TestApp;
  people: MatrixPeople;
}
export interface MatrixCase<T extends MatrixTarget> {
  name: string;
  expected: Record<ActorName, number>;
  /** What the call acts on. Called once for every call that must change nothing, and afresh for each call that may change something. */
  setup: (env: MatrixEnv) => Promise<T>;
  call: (t: T, cookie: string | undefined, env: MatrixEnv) => Promise<InjectResponse>;
  /** Calls answered 2xx change state (a move, an upload, a message, a review). */
  mutates?: boolean;
  /** Extra checks on an allowed answer (may look at the database). */
  check?: (res: InjectResponse, actor: ActorName, t: T, env: MatrixEnv) => void | Promise<void>;
}

/** Everything a refused call must leave as it was: row counts, the target's rows, every account's verification state, stored files, listings' units. */
export async function matrixState(ctx: TestApp, t: MatrixTarget) {
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
    files: await listFiles(ctx.uploadsDir),
    // Listings' units and turnaround (issue 32): what the unit endpoints change.
    listings: await ctx.db
      .select({ id: gear.id, units: gear.unitCount, turnaround: gear.turnaroundDays, at: gear.updatedAt })
      .from(gear)
      .orderBy(gear.id),
    units: await ctx.db.select().from(gearUnits).orderBy(gearUnits.gearId, gearUnits.number),
    // Kits (issue 32 item 2): what the kit endpoints and kit bookings write.
    kits: await ctx.db.select().from(kitComponents).orderBy(kitComponents.kitId, kitComponents.position),
    kitBookings: await ctx.db
      .select()
      .from(bookingKitItems)
      .orderBy(bookingKitItems.bookingId, bookingKitItems.position),
    // What a return keeps of the units it had out.
    returnedUnits: await ctx.db
      .select()
      .from(bookingUnits)
      .orderBy(bookingUnits.bookingId, bookingUnits.gearId, bookingUnits.unitNumber),
  };
}

/**
 * A test with the file's `ctx` and `people` (one account of each kind), and
 * `matrix(case)`, which registers one test: `case.call` as every actor, each
 * answered exactly `case.expected[actor]`. A refused call (and an allowed one
 * that does not mutate) must leave `matrixState` as it was; an allowed
 * mutating call gets a fresh target.
 */
export function matrixTest() {
  const test = appTest().extend("people", { scope: "file" }, ({ ctx }) => buildMatrixPeople(ctx));
  function matrix<T extends MatrixTarget>(c: MatrixCase<T>) {
    test(c.name, async ({ ctx, people }) => {
      const env = { ctx, people };
      const shared = await c.setup(env);
      for (const actor of ACTORS) {
        const status = c.expected[actor];
        const allowed = status < 300;
        if (allowed && c.mutates) {
          const fresh = await c.setup(env);
          const res = await c.call(fresh, cookieFor(people, actor), env);
          expect(res.statusCode, `${c.name} as ${actor}: ${res.body.slice(0, 200)}`).toBe(status);
          await c.check?.(res, actor, fresh, env);
          continue;
        }
        const before = await matrixState(ctx, shared);
        const res = await c.call(shared, cookieFor(people, actor), env);
        expect(res.statusCode, `${c.name} as ${actor}: ${res.body.slice(0, 200)}`).toBe(status);
        if (!allowed) expect(res.json().error.code, `${c.name} as ${actor}`).toEqual(expect.any(String));
        else await c.check?.(res, actor, shared, env);
        expect(await matrixState(ctx, shared), `${c.name} as ${actor} changed something`).toEqual(before);
      }
    });
  }
  return { test, it: test, matrix };
}

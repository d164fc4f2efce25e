import { eq, sql } from "drizzle-orm";
import { gear } from "../db/schema";
import { beforeAll, describe, expect, it } from "../test/fixtures";
import { buildGear, buildOwner, buildRenter, type BuiltUser, day, VERIFIED_COMPLETE } from "../test/factories";
import { createBookingId, mustHandOver, mustMove, uploadReceipt } from "../test/bookings";
import type { TestApp } from "../test/test-app";
import { readCacheOf } from "./read-cache";

/**
 * ADR 025 on PGlite: every cached public read shows a write made through the API
 * on the very next request, and a write drops only the answers it can change.
 * "Kept" is proven with a change the triggers do not see (triggers off for one
 * transaction: session_replication_role = replica): a kept answer does not show it.
 */
let owner: BuiltUser;
let username: string;
let item: { id: string };
let other: { id: string };

/** Change a listing's name without the triggers: no kept answer learns of it. */
async function renameUnseen(ctx: TestApp, id: string, name: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(gear).set({ name }).where(eq(gear.id, id));
  });
}

const json = async (ctx: TestApp, url: string) => {
  const res = await ctx.request.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const detailName = async (ctx: TestApp, id: string) => (await json(ctx, `/api/gear/${id}`)).name as string;
const profileNames = async (ctx: TestApp) =>
  ((await json(ctx, `/api/owners/${username}`)).gear as { name: string }[]).map((g) => g.name).sort();
const unavailable = async (ctx: TestApp, id: string) =>
  (await json(ctx, `/api/gear/${id}/availability`)).unavailable as string[];

beforeAll(async ({ ctx }) => {
  username = `cache_${Date.now().toString(36)}`;
  owner = await buildOwner(ctx, { username, displayName: "Cache Owner", ...VERIFIED_COMPLETE });
  item = await buildGear(ctx, { ownerId: owner.id, name: "Kept Camera" });
  other = await buildGear(ctx, { ownerId: owner.id, name: "Other Lens", category: "lenses" });
});

describe("the public read cache (PGlite)", () => {
  it("keeps answers, and a write to one listing does not drop another's", async ({ ctx }) => {
    expect(await detailName(ctx, item.id)).toBe("Kept Camera");
    await renameUnseen(ctx, item.id, "Unseen name");
    expect(await detailName(ctx, item.id)).toBe("Kept Camera");

    const res = await ctx.request.patch(`/api/gear/${other.id}`, { name: "Other Lens II" }, { as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detailName(ctx, other.id)).toBe("Other Lens II");
    // The other listing's write named its own scopes only: this answer is still the kept one.
    expect(await detailName(ctx, item.id)).toBe("Kept Camera");
  });

  it("shows an edit on the next read of the listing, the owner's profile and the search", async ({ ctx }) => {
    await json(ctx, `/api/gear?q=${encodeURIComponent("Kept")}`);
    await profileNames(ctx);
    const res = await ctx.request.patch(`/api/gear/${item.id}`, { name: "Edited Camera" }, { as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detailName(ctx, item.id)).toBe("Edited Camera");
    expect(await profileNames(ctx)).toContain("Edited Camera");
    const found = await json(ctx, `/api/gear?q=${encodeURIComponent("Edited Camera")}`);
    expect(found.items.map((g: { id: string }) => g.id)).toContain(item.id);
  });

  it("shows a block on the next availability read, and leaves other months' date searches kept", async ({ ctx }) => {
    const near = `/api/gear?from=${day(3)}&to=${day(4)}&category=cameras`;
    const far = `/api/gear?from=${day(200)}&to=${day(201)}&category=cameras`;
    expect((await json(ctx, near)).items.map((g: { id: string }) => g.id)).toContain(item.id);
    const farBefore = await json(ctx, far);
    expect(await unavailable(ctx, item.id)).not.toContain(day(3));

    const res = await ctx.request.post(
      `/api/gear/${item.id}/blocks`,
      { startDate: day(3), endDate: day(4) },
      { as: owner },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await unavailable(ctx, item.id)).toEqual(expect.arrayContaining([day(3), day(4)]));
    expect((await json(ctx, near)).items.map((g: { id: string }) => g.id)).not.toContain(item.id);
    // The block is months away from the far window, whose answer is still the kept one.
    await renameUnseen(ctx, item.id, "Unseen again");
    expect((await json(ctx, far)).items).toEqual(farBefore.items);
  });

  it("shows a booking on the next availability read", async ({ ctx }) => {
    expect(await unavailable(ctx, item.id)).not.toContain(day(10));
    const renter = await buildRenter(ctx);
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(10), endDate: day(11) });
    expect(await unavailable(ctx, item.id)).toEqual(expect.arrayContaining([day(10), day(11)]));
  });

  it("shows the owner's edited profile on their page and on their listing's page", async ({ ctx }) => {
    expect((await json(ctx, `/api/owners/${username}`)).profile.displayName).toBe("Cache Owner");
    expect((await json(ctx, `/api/owners/${username}/summary`)).displayName).toBe("Cache Owner");
    const res = await ctx.request.put(
      "/api/owners/me/profile",
      { displayName: "Renamed Owner", username },
      { as: owner },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await json(ctx, `/api/owners/${username}`)).profile.displayName).toBe("Renamed Owner");
    expect((await json(ctx, `/api/owners/${username}/summary`)).displayName).toBe("Renamed Owner");
    expect((await json(ctx, `/api/gear/${item.id}`)).ownerDisplayName).toBe("Renamed Owner");
  });

  it("shows a review on the next read of the listing's reviews", async ({ ctx }) => {
    const renter = await buildRenter(ctx, { name: "Rina Reviewer" });
    const id = await createBookingId(ctx, renter, { gearId: other.id, startDate: day(0), endDate: day(0) });
    await mustMove(ctx, id, "approved", owner);
    expect((await uploadReceipt(ctx, id, renter)).statusCode).toBe(201);
    await mustMove(ctx, id, "confirmed", owner);
    await mustHandOver(ctx, id, "active", owner);
    await mustHandOver(ctx, id, "completed", owner);
    const url = `/api/reviews?subjectType=gear&subjectId=${other.id}`;
    expect((await json(ctx, url)).count).toBe(0);
    const res = await ctx.request.post(
      `/api/bookings/${id}/reviews`,
      { subject: "gear", rating: 4, text: "Sharp and clean." },
      { as: renter },
    );
    expect(res.statusCode, res.body).toBe(201);
    const after = await json(ctx, url);
    expect(after.count).toBe(1);
    expect(after.items[0]).toMatchObject({ rating: 4, author: "Rina" });
  });

  it("shows a new wanted post on the next read of the board", async ({ ctx }) => {
    const before = (await json(ctx, "/api/wanted")).total as number;
    const renter = await buildRenter(ctx, VERIFIED_COMPLETE);
    const res = await ctx.request.post(
      "/api/wanted",
      { title: "Need a gimbal", description: "For a wedding shoot.", category: "cameras" },
      { as: renter },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await json(ctx, "/api/wanted")).total).toBe(before + 1);
  });

  it("answers 404 on the next read once the listing is archived, and drops it from the owner's page", async ({
    ctx,
  }) => {
    await json(ctx, `/api/gear/${item.id}/availability`);
    const res = await ctx.request.post(`/api/gear/${item.id}/archive`, {}, { as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.request.get(`/api/gear/${item.id}`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/api/gear/${item.id}/availability`)).statusCode).toBe(404);
    expect((await json(ctx, `/api/owners/${username}`)).gear.map((g: { id: string }) => g.id)).not.toContain(item.id);
  });
});

describe("what the read cache keeps (PGlite)", () => {
  /** A load that waits until `release` is called, counting how often it ran. */
  function gatedLoad() {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const state = { runs: 0, release: () => release() };
    const load = async (depend: (...s: string[]) => void) => {
      depend(`gear:${other.id}`);
      state.runs++;
      await gate;
      return state.runs;
    };
    return { state, load };
  }

  it("does not keep an answer whose load overlapped a committed write, whatever it touched", async ({ ctx }) => {
    const cache = readCacheOf(ctx.database);
    const { state, load } = gatedLoad();
    const first = (await cache.current()).remember("overlap-test", load);
    // A write to an unrelated listing commits while the load runs.
    await ctx.db.update(gear).set({ description: "changed meanwhile" }).where(eq(gear.id, item.id));
    // A request arriving now does not join the load that started before the write.
    const second = (await cache.current()).remember("overlap-test", load);
    state.release();
    expect([await first, await second]).toEqual([2, 2]);
    expect(state.runs).toBe(2);
    // The second load saw no write: it is kept.
    expect(await (await cache.current()).remember("overlap-test", load)).toBe(2);
    expect(state.runs).toBe(2);
  });

  it("shares one load between requests arriving together, and keeps no failure", async ({ ctx }) => {
    const cache = readCacheOf(ctx.database);
    const { state, load } = gatedLoad();
    const both = Promise.all([
      (await cache.current()).remember("share-test", load),
      (await cache.current()).remember("share-test", load),
    ]);
    state.release();
    expect(await both).toEqual([1, 1]);
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error("database went away");
    };
    await expect((await cache.current()).remember("fail-test", failing)).rejects.toThrow("database went away");
    await expect((await cache.current()).remember("fail-test", failing)).rejects.toThrow("database went away");
    expect(failures).toBe(2);
  });

  it("does not keep an answer that named no scope", async ({ ctx }) => {
    const cache = readCacheOf(ctx.database);
    let loads = 0;
    const unnamed = async () => ++loads;
    await (await cache.current()).remember("unnamed-test", unnamed);
    expect(await (await cache.current()).remember("unnamed-test", unnamed)).toBe(2);
  });
});

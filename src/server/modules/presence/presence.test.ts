import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { users } from "../../db/schema";
import { buildOwner, buildUser } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { isOnlineAt, type PresenceList } from "../../../shared/presence-contracts";
import { getOwnerActivity } from "./service";

const MINUTE = 60_000;
const presenceOf = async (ctx: TestApp, id: string) =>
  (await ctx.db.select({ at: users.lastActivity, on: users.isOnline }).from(users).where(eq(users.id, id)))[0]!;
const setLastActivity = (ctx: TestApp, id: string, at: Date | null, isOnline = true) =>
  ctx.db.update(users).set({ lastActivity: at, isOnline }).where(eq(users.id, id));

describe("the 15-minute window", () => {
  it("is online at 14:59 after the last heartbeat, offline at 15:00 and 15:01", () => {
    const last = new Date("2026-03-01T10:00:00Z");
    const at = (ms: number) => new Date(last.getTime() + ms);
    expect(isOnlineAt(last, true, at(0))).toBe(true);
    expect(isOnlineAt(last, true, at(14 * MINUTE + 59_000))).toBe(true);
    expect(isOnlineAt(last, true, at(15 * MINUTE - 1))).toBe(true);
    expect(isOnlineAt(last, true, at(15 * MINUTE))).toBe(false);
    expect(isOnlineAt(last, true, at(15 * MINUTE + 1))).toBe(false);
    expect(isOnlineAt(last, true, at(16 * MINUTE))).toBe(false);
    expect(isOnlineAt(null, true, at(0))).toBe(false);
    expect(isOnlineAt(last, false, at(0))).toBe(false);
  });

  it("the admin list shows it as stored: 14:59 ago online, 15:00 and 15:01 ago offline", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const [a, b, c, never] = await Promise.all([buildUser(ctx), buildUser(ctx), buildUser(ctx), buildUser(ctx)]);
    const now = Date.now();
    await setLastActivity(ctx, a.id, new Date(now - 14 * MINUTE - 59_000));
    await setLastActivity(ctx, b.id, new Date(now - 15 * MINUTE));
    await setLastActivity(ctx, c.id, new Date(now - 15 * MINUTE - MINUTE / 60));
    const ids = [a.id, b.id, c.id, never.id].join(",");
    // The server's clock stands still at `now` for the read, so the edges are exact.
    vi.useFakeTimers({ toFake: ["Date"], now });
    const res = await ctx.request
      .get(`/api/presence/users?ids=${ids}`, { as: admin })
      .finally(() => vi.useRealTimers());
    expect(res.statusCode).toBe(200);
    const online = Object.fromEntries((res.json() as PresenceList).items.map((p) => [p.userId, p.isOnline]));
    expect(online).toEqual({ [a.id]: true, [b.id]: false, [c.id]: false, [never.id]: false });
  });
});

describe("the heartbeat", () => {
  it("marks the caller online now, and only the caller", async ({ ctx }) => {
    const [me, other] = await Promise.all([buildUser(ctx), buildUser(ctx)]);
    const otherBefore = await presenceOf(ctx, other.id);
    const before = Date.now();
    const res = await ctx.request.post("/api/presence/heartbeat", undefined, { as: me });
    expect(res.statusCode).toBe(204);
    const mine = await presenceOf(ctx, me.id);
    expect(mine.on).toBe(true);
    expect(mine.at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await presenceOf(ctx, other.id)).toEqual(otherBefore);
  });

  it("signing out marks the account offline at once (the last activity stays)", async ({ ctx }) => {
    const me = await buildUser(ctx);
    expect((await ctx.request.post("/api/presence/heartbeat", undefined, { as: me })).statusCode).toBe(204);
    const online = await presenceOf(ctx, me.id);
    expect(online.on).toBe(true);
    const out = await ctx.request.post("/api/auth/sign-out", undefined, { as: me });
    expect(out.statusCode, out.body).toBe(200);
    expect(await presenceOf(ctx, me.id)).toEqual({ at: online.at, on: false });
  });

  it("is refused signed out, and changes nobody", async ({ ctx }) => {
    const someone = await buildUser(ctx);
    const before = await ctx.db.select({ id: users.id, at: users.lastActivity, on: users.isOnline }).from(users);
    const res = await ctx.request.post("/api/presence/heartbeat");
    expect(res.statusCode).toBe(401);
    expect(await ctx.db.select({ id: users.id, at: users.lastActivity, on: users.isOnline }).from(users)).toEqual(
      before,
    );
    expect((await presenceOf(ctx, someone.id)).on).toBe(false);
  });
});

describe("an owner's public last activity", () => {
  it("says today, or how many Malaysian days ago, never the time", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const get = () => ctx.request.get(`/api/presence/owners/${owner.id}`);
    expect((await get()).json()).toEqual({ daysAgo: null });
    await setLastActivity(ctx, owner.id, new Date());
    expect((await get()).json()).toEqual({ daysAgo: 0 });
    await setLastActivity(ctx, owner.id, new Date(Date.now() - 3 * 86_400_000), false);
    const res = await get();
    expect(res.json()).toEqual({ daysAgo: 3 });
    expect(res.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("counts calendar days in Malaysia: 23:59 yesterday is 1 day ago at 00:01", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    // 23:59 on 1 March in Malaysia is 15:59 UTC; 00:01 on 2 March is 16:01 UTC.
    await setLastActivity(ctx, owner.id, new Date("2026-03-01T15:59:00Z"));
    expect(await getOwnerActivity(ctx.db, owner.id, new Date("2026-03-01T15:59:30Z"))).toEqual({ daysAgo: 0 });
    expect(await getOwnerActivity(ctx.db, owner.id, new Date("2026-03-01T16:01:00Z"))).toEqual({ daysAgo: 1 });
  });

  it("is 404 for an account that is not an owner, so renters' activity stays private", async ({ ctx }) => {
    const renter = await buildUser(ctx);
    await setLastActivity(ctx, renter.id, new Date());
    expect((await ctx.request.get(`/api/presence/owners/${renter.id}`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/api/presence/owners/nobody`)).statusCode).toBe(404);
  });
});

describe("presence lookups", () => {
  it("turns away a bad id list with 400", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    expect((await ctx.request.get("/api/presence/users?ids=", { as: admin })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `u${i}`).join(",");
    expect((await ctx.request.get(`/api/presence/users?ids=${many}`, { as: admin })).statusCode).toBe(400);
    expect((await ctx.request.get("/api/presence/users", { as: admin })).statusCode).toBe(400);
  });
});

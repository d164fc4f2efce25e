import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../test/test-app";
import { buildOwner, buildUser, ownerUsername } from "../test/factories";
import type { Caller } from "../test/request";
import { vi } from "vitest";
import { appTest, describe, expect } from "../test/fixtures";

/**
 * Decision record 026: a signed-in request's actor comes from this process's
 * memory, and every change to who may act ends it at once in every process.
 * Two apps on one PGlite database stand for two processes: each LISTENs for the
 * triggers' notifications on its own.
 */
// Not about overload: a slow request on a busy machine must not be shed (plugins/load-shedding.ts).
const env = { MAX_EVENT_LOOP_DELAY_MS: "0" };
const it = appTest(env);
let other: TestApp;
it.beforeAll(async ({ ctx }) => {
  other = await buildTestApp(env, { shareDatabaseOf: ctx });
});
it.afterAll(async () => {
  await other?.close();
});

const session = (app: TestApp, as: Caller) => app.request.get("/api/session", { as });
/** Both apps answer `status` for this caller, and each has read (and kept) its session. */
async function onBoth(ctx: TestApp, as: Caller, status: number) {
  expect((await session(ctx, as)).statusCode).toBe(status);
  expect((await session(other, as)).statusCode).toBe(status);
}

describe("the signed-in actor kept in memory", () => {
  it("answers without the database while nothing changed: a session row removed with the triggers off is still served", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    // Replica mode skips triggers: no notification, so only a read from memory can still answer 200.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from sessions where user_id = ${user.id}`);
    });
    await onBoth(ctx, user, 200);
    // Any later change to the account is heard and ends the session the database no longer has.
    await ctx.db.execute(sql`update users set name = 'Renamed' where id = ${user.id}`);
    await onBoth(ctx, user, 401);
  });

  it("a request without the session cookie is signed out without asking better-auth; one with it still asks", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx);
    const asked = vi.spyOn(ctx.app.deps.auth.api, "getSession");
    try {
      expect((await ctx.request.get("/api/session")).statusCode).toBe(401);
      expect((await ctx.app.inject({ url: "/api/session", headers: { cookie: "theme=dark" } })).statusCode).toBe(401);
      expect(asked).not.toHaveBeenCalled();
      // A first request of a session reads it through better-auth (then it is kept).
      expect((await session(ctx, user)).statusCode).toBe(200);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
    }
  });

  it("sign-out through one app is refused at once on both", async ({ ctx }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    expect((await ctx.request.post("/api/auth/sign-out", {}, { as: user })).statusCode).toBe(200);
    await onBoth(ctx, user, 401);
  });

  it("a deleted account's session is refused at once on both", async ({ ctx }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    const res = await other.request.post("/api/profile/delete", { password: user.password }, { as: user });
    expect(res.statusCode).toBe(200);
    await onBoth(ctx, user, 401);
  });

  it("a changed password ends the account's other sessions at once on both", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "first-password-1" });
    const laptop = await signIn(ctx, user.email, "first-password-1");
    await onBoth(ctx, user, 200);
    await onBoth(ctx, laptop, 200);
    const res = await ctx.request.post(
      "/api/auth/change-password",
      { currentPassword: "first-password-1", newPassword: "second-password-2", revokeOtherSessions: true },
      { as: laptop },
    );
    expect(res.statusCode).toBe(200);
    await onBoth(ctx, user, 401);
  });

  it("a role change, a new owner profile and a suspension show at once on both", async ({ ctx }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    // Any writer, not only our endpoints: the trigger tells.
    await ctx.db.execute(sql`update users set role = 'staff' where id = ${user.id}`);
    expect((await session(ctx, user)).json().role).toBe("staff");
    expect((await session(other, user)).json().role).toBe("staff");

    const renter = await buildUser(ctx);
    await onBoth(ctx, renter, 200);
    const username = ownerUsername("cache");
    expect((await other.request.post("/api/owners/become", { username }, { as: renter })).statusCode).toBe(201);
    for (const app of [ctx, other]) {
      const body = (await session(app, renter)).json();
      expect(body.role).toBe("owner");
      expect(body.owner.username).toBe(username);
    }

    const owner = await buildOwner(ctx, { displayName: "Before" });
    await onBoth(ctx, owner, 200);
    await ctx.db.execute(
      sql`update owners set status = 'suspended', display_name = 'Suspended' where user_id = ${owner.id}`,
    );
    for (const app of [ctx, other]) expect((await session(app, owner)).json().owner.displayName).toBe("Suspended");
  });

  it("a change is shown by the very next request, 40 times in a row, on both (the fence: on PostgreSQL the notification can arrive after it)", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    for (let i = 0; i < 40; i++) {
      await ctx.db.execute(sql`update users set name = ${`Name ${i}`} where id = ${user.id}`);
      for (const app of [ctx, other]) expect((await session(app, user)).json().user.name).toBe(`Name ${i}`);
    }
  });

  it("the presence heartbeat does not drop the kept session", async ({ ctx }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from sessions where user_id = ${user.id}`);
    });
    // The heartbeat's columns only: still served from memory (the row is gone, so a re-read would be 401).
    await ctx.db.execute(sql`update users set last_activity = now(), is_online = true where id = ${user.id}`);
    await onBoth(ctx, user, 200);
    await ctx.db.execute(sql`update users set is_online = false, name = 'Renamed' where id = ${user.id}`);
    await onBoth(ctx, user, 401);
  });

  it("a cookie with the right token and a forged signature is checked by better-auth, not matched from memory", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx);
    await onBoth(ctx, user, 200);
    const [token] = decodeURIComponent(user.cookie.split("=")[1]!).split(".");
    await onBoth(ctx, `sewagear.session_token=${encodeURIComponent(`${token}.forged`)}`, 401);
  });
});

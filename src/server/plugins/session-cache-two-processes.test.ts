import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startTwoProcesses, type TwoProcesses } from "../test/server-process";

/**
 * Decision record 026 on PostgreSQL: two server processes each keep signed-in
 * sessions in memory; a change made through one (or straight in the database)
 * is refused or shown by the other on the very next request, with no waiting:
 * the triggers' NOTIFY reaches every process's LISTEN on commit. Needs
 * TEST_DATABASE_URL (CI has it).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PASSWORD = "two-process-pass-1";

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");

const post = (base: string, url: string, body: object, cookie?: string) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const session = (base: string, cookie: string) => fetch(`${base}/api/session`, { headers: { cookie } });

describe.skipIf(!SERVER_URL)("signed-in sessions kept by two server processes on one PostgreSQL", () => {
  let servers: TwoProcesses;
  let database: pg.Client;
  const both = (): [ServerProcess, ServerProcess] => [servers.a, servers.b];

  /** A new account registered through `base`, and its session cookie. */
  async function register(base: string) {
    const email = `two-${randomBytes(4).toString("hex")}@example.test`;
    const res = await post(base, "/api/register", { name: "Two Processes", email, password: PASSWORD });
    expect(res.status).toBe(202);
    const id = ((await database.query("select id from users where email = $1", [email])).rows[0] as { id: string }).id;
    // A password opens a session only once the address is confirmed (decision record 046);
    // these processes' mail is out of the test's reach, so it confirms as the e-mailed link would.
    await database.query("update users set email_verified = true where id = $1", [id]);
    return { id, email, cookie: await signIn(base, email) };
  }
  async function signIn(base: string, email: string) {
    const res = await post(base, "/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(res.status).toBe(200);
    return cookieOf(res);
  }
  /** Each process answers this status for the cookie (and so has read, and kept, the session). */
  async function onBoth(cookie: string, status: number) {
    for (const s of both()) expect((await session(s.base, cookie)).status).toBe(status);
  }

  beforeAll(async () => {
    servers = await startTwoProcesses(SERVER_URL!, false);
    database = new pg.Client({ connectionString: servers.url });
    await database.connect();
  }, 120_000);

  afterAll(async () => {
    await database?.end();
    await servers?.close();
  });

  it("sign-out through A is refused by B on the next request", async () => {
    const [a, b] = both();
    const user = await register(a.base);
    await onBoth(user.cookie, 200);
    expect((await post(a.base, "/api/auth/sign-out", {}, user.cookie)).status).toBe(200);
    expect((await session(b.base, user.cookie)).status).toBe(401);
    expect((await session(a.base, user.cookie)).status).toBe(401);
  }, 30_000);

  it("an account deleted through B is refused by A on the next request", async () => {
    const [a, b] = both();
    const user = await register(a.base);
    await onBoth(user.cookie, 200);
    expect((await post(b.base, "/api/profile/delete", { password: PASSWORD }, user.cookie)).status).toBe(200);
    expect((await session(a.base, user.cookie)).status).toBe(401);
    expect((await session(b.base, user.cookie)).status).toBe(401);
  }, 30_000);

  it("a password changed through A ends the other session on B at once", async () => {
    const [a, b] = both();
    const user = await register(a.base);
    const laptop = await signIn(b.base, user.email);
    await onBoth(user.cookie, 200);
    await onBoth(laptop, 200);
    const res = await post(
      a.base,
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "two-process-pass-2", revokeOtherSessions: true },
      laptop,
    );
    expect(res.status).toBe(200);
    expect((await session(b.base, user.cookie)).status).toBe(401);
    expect((await session(a.base, user.cookie)).status).toBe(401);
  }, 30_000);

  /**
   * A write made outside the app reaches each process when its notification does
   * (delivered to every LISTEN on commit, a few milliseconds): the next request after
   * that shows it. The writes above go through an app, whose answer takes longer than
   * that delivery, so they are checked on the very next request.
   */
  const NOTIFICATION_DELIVERY = { timeout: 1_000, interval: 5 };

  it("a role change and an owner's suspension written straight to the database show on both within its notification", async () => {
    const user = await register(both()[0].base);
    await onBoth(user.cookie, 200);
    await database.query("update users set role = 'staff' where id = $1", [user.id]);
    for (const s of both()) {
      await expect
        .poll(async () => (await (await session(s.base, user.cookie)).json()).role, NOTIFICATION_DELIVERY)
        .toBe("staff");
    }

    const owner = await register(both()[1].base);
    await onBoth(owner.cookie, 200);
    await database.query("insert into owners (user_id, username, display_name) values ($1, $2, 'Before')", [
      owner.id,
      `two_${randomBytes(3).toString("hex")}`,
    ]);
    for (const s of both()) {
      await expect
        .poll(async () => (await (await session(s.base, owner.cookie)).json()).role, NOTIFICATION_DELIVERY)
        .toBe("owner");
    }
    await database.query("update owners set status = 'suspended', display_name = 'Suspended' where user_id = $1", [
      owner.id,
    ]);
    for (const s of both()) {
      await expect
        .poll(async () => (await (await session(s.base, owner.cookie)).json()).owner.displayName, NOTIFICATION_DELIVERY)
        .toBe("Suspended");
    }
  }, 30_000);
});

import { and, eq, like } from "drizzle-orm";
import { jobs, verifications } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";

/** Issue 15: after one reset link was used, the others still worked. */
const askForLink = async (ctx: TestApp, email: string, address: string) => {
  const res = await ctx.request.post(
    "/api/auth/request-password-reset",
    { email, redirectTo: "/auth/reset-password" },
    { remoteAddress: address },
  );
  expect(res.statusCode).toBe(200);
  await ctx.worker.drain(); // the worker makes the link (modules/auth/reset-request-jobs.ts)
};
const linksOf = async (ctx: TestApp, userId: string) =>
  (
    await ctx.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)))
  ).map((v) => v.identifier.slice("reset-password:".length));

describe("outstanding reset links", () => {
  it("using one link ends every other link of the account; other accounts keep theirs", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "before-reset-1" });
    const other = await buildUser(ctx);
    for (const address of ["10.50.0.1", "10.50.0.2", "10.50.0.3"]) await askForLink(ctx, user.email, address);
    await askForLink(ctx, other.email, "10.50.0.4");
    const [first, second, third] = await linksOf(ctx, user.id);
    expect(third).toBeDefined();

    const used = await ctx.request.post("/api/auth/reset-password", { newPassword: "after-reset-22", token: second });
    expect(used.statusCode).toBe(200);
    for (const token of [first, third]) {
      const stale = await ctx.request.post("/api/auth/reset-password", { newPassword: "attacker-pass-3", token });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.code).toBe("INVALID_TOKEN");
    }
    expect(await linksOf(ctx, user.id)).toHaveLength(0);
    expect(await linksOf(ctx, other.id)).toHaveLength(1);
  });

  it("changing the password ends every outstanding link", async ({ ctx }) => {
    const user = await buildUser(ctx, { password: "before-change-1", signIn: true });
    await askForLink(ctx, user.email, "10.51.0.1");
    const [token] = await linksOf(ctx, user.id);
    const change = await ctx.request.post(
      "/api/auth/change-password",
      { currentPassword: "before-change-1", newPassword: "after-change-22" },
      { as: user, remoteAddress: "10.51.0.1" },
    );
    expect(change.statusCode).toBe(200);
    const stale = await ctx.request.post("/api/auth/reset-password", { newPassword: "attacker-pass-3", token });
    expect(stale.statusCode).toBe(400);
  });
});

describe("a reset request takes the same time whether or not the address has an account", () => {
  it("both answer the same after the same single write: one queued job, no link yet", async ({ ctx }) => {
    const known = await buildUser(ctx);
    const unknown = `nobody-${Date.now()}@example.test`;
    const countRows = async () => ({
      jobs: (await ctx.db.select({ id: jobs.id }).from(jobs)).length,
      links: (await ctx.db.select({ id: verifications.id }).from(verifications)).length,
    });
    await ctx.worker.stop(); // nothing may run between the request and the count
    const writes = [];
    for (const email of [known.email, unknown]) {
      const before = await countRows();
      const res = await ctx.request.post(
        "/api/auth/request-password-reset",
        { email, redirectTo: "/auth/reset-password" },
        { remoteAddress: "10.52.0.1" },
      );
      expect(res.statusCode).toBe(200);
      const after = await countRows();
      writes.push({ jobs: after.jobs - before.jobs, links: after.links - before.links, body: res.json() });
    }
    expect(writes[0]).toEqual({ jobs: 1, links: 0, body: writes[1]!.body });
    expect(writes[1]).toEqual(writes[0]);
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.kind, "password-reset-request"));
    expect(queued.map((j) => (j.payload as { email: string }).email)).toEqual(
      expect.arrayContaining([known.email, unknown]),
    );
  });

  it("a malformed address is refused with 400 and queues nothing", async ({ ctx }) => {
    const before = (await ctx.db.select({ id: jobs.id }).from(jobs)).length;
    const res = await ctx.request.post("/api/auth/request-password-reset", { email: "not-an-address" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("email");
    expect((await ctx.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });
});

import { count, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { type TestApp, uniqueEmail } from "../../test/test-app";

const CHECK_FAILED = "Error checking username availability";

/** Make the owners table unreachable for the duration of `fn`: a real failing query, no mock. */
async function withOwnersTableGone<T>(ctx: TestApp, fn: () => Promise<T>): Promise<T> {
  await ctx.db.execute(sql`alter table owners rename to owners_away`);
  try {
    return await fn();
  } finally {
    await ctx.db.execute(sql`alter table owners_away rename to owners`);
  }
}

describe("when the username check itself fails (seed section 5)", () => {
  it("the live check answers 503 with 'Error checking username availability'", async ({ ctx }) => {
    const res = await withOwnersTableGone(ctx, () =>
      ctx.request.get("/api/owners/username-availability?username=kamera_kl"),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: "USERNAME_CHECK_FAILED",
      message: CHECK_FAILED,
      fields: { username: CHECK_FAILED },
    });
  });

  it("owner registration says the same and creates no account", async ({ ctx }) => {
    const [before] = await ctx.db.select({ n: count() }).from(users);
    const res = await withOwnersTableGone(ctx, () =>
      ctx.request.post("/api/owners/register", {
        name: "Kamal",
        email: uniqueEmail("kamal"),
        password: "kamal-password-1",
        username: "kamera_kl",
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error.fields).toEqual({ username: CHECK_FAILED });
    expect((await ctx.db.select({ n: count() }).from(users))[0]).toEqual(before);
  });

  it("the same check answers normally once the database is back", async ({ ctx }) => {
    const res = await ctx.request.get("/api/owners/username-availability?username=kamera_kl");
    expect(res.json()).toEqual({ available: true, message: null });
  });
});

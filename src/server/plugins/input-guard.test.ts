import { sql } from "drizzle-orm";
import { buildGear, buildUser } from "../test/factories";
import { describe, expect, it } from "../test/fixtures";
import { isUnstorableText } from "./input-guard";
import { expectBadInput } from "../test/request";

/** Issue 15, point 7: text no contract accepts, refused with 400 before it reaches the database. */
describe("text that cannot be stored or read", () => {
  it("a NUL byte in a path parameter, a query string or a sign-in e-mail → 400, never 500", async ({ ctx }) => {
    const gear = await ctx.request.get("/api/gear/%00");
    expect(gear.statusCode).toBe(400);
    expect(expectBadInput(gear).fields).toHaveProperty(["params.id"]);

    const reviews = await ctx.request.get("/api/reviews?subjectType=gear&subjectId=%00");
    expect(reviews.statusCode).toBe(400);

    const user = await buildUser(ctx);
    const signIn = await ctx.request.post(
      "/api/auth/sign-in/email",
      { email: `${user.email}\u0000`, password: "whatever-123" },
      { remoteAddress: "10.40.0.1" },
    );
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().error.fields).toHaveProperty("email");
  });

  it("a lone surrogate or a text of invisible characters only → 400 naming the field; the row is unchanged", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx, { name: "Aminah" });
    for (const name of ["Ami\ud800nah", "\u200b\u200b", "\u200d \u2060", "\u3164"]) {
      const res = await ctx.request.patch("/api/profile", { name }, { as: user });
      expect(expectBadInput(res).fields).toHaveProperty("name");
    }
    const after = (await ctx.request.get("/api/session", { as: user })).json();
    expect(JSON.stringify(after)).toContain("Aminah");
    // Text with a joiner inside readable letters (an emoji family) is fine.
    expect(
      (await ctx.request.get(`/api/gear?q=${encodeURIComponent("kamera \u{1F468}\u200d\u{1F469}")}`)).statusCode,
    ).toBe(200);
  });

  it("the last resort: the database's refusal of a NUL is recognised (answered 400 by the error handler)", async ({
    ctx,
  }) => {
    const err = await ctx.db.execute(sql`select ${"a\u0000b"}::text`).catch((e: unknown) => e);
    expect(isUnstorableText(err)).toBe(true);
    expect(isUnstorableText(new Error("other"))).toBe(false);
  });
});

describe("dates outside 2000–2100", () => {
  it("GET /api/gear?from=2027-01-01&to=9999-12-31 → 400 (it answered 500: addDays overflowed)", async ({ ctx }) => {
    await buildGear(ctx);
    const res = await ctx.request.get("/api/gear?from=2027-01-01&to=9999-12-31");
    expect(res.statusCode).toBe(400);
    expect((await ctx.request.get("/api/gear?from=1999-12-31&to=2000-01-02")).statusCode).toBe(400);
    expect((await ctx.request.get("/api/gear?from=2099-12-01&to=2100-12-31")).statusCode).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { signInFailures } from "../../db/schema";
import { describe, expect, it } from "../../test/fixtures";
import { buildUser } from "../../test/factories";
import { cookieOf } from "../../test/request";
import { followVerificationLink, type TestApp, uniqueEmail } from "../../test/test-app";

/**
 * Issue 29's residual oracle (ADR 046): "register with P, then sign in with P" signed a new
 * address in and refused a registered one, so anyone could tell who has an account.
 */
const signInWith = (ctx: TestApp, email: string, password: string) =>
  ctx.request.post("/api/auth/sign-in/email", { email, password }, { remoteAddress: "198.51.100.29" });

/** What a client can see of an answer: status, body and headers, less the per-request ones. */
function visible(res: Awaited<ReturnType<typeof signInWith>>) {
  const { date: _date, "x-request-id": _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

const failuresOf = async (ctx: TestApp, email: string) =>
  (await ctx.db.select().from(signInFailures).where(eq(signInFailures.email, email))).length;

describe("signing in before the address is confirmed", () => {
  it("answers the right password exactly like a wrong one, for a new address as for a registered one", async ({
    ctx,
  }) => {
    const password = "probe-password-1";
    const fresh = uniqueEmail("fresh-probe");
    const taken = await buildUser(ctx, { password: "holder-own-pass-1" });
    for (const email of [fresh, taken.email]) {
      const reg = await ctx.request.post("/api/register", { name: "Probe", email, password });
      expect(reg.statusCode).toBe(202);
    }

    const before = [await failuresOf(ctx, fresh), await failuresOf(ctx, taken.email)];
    const onFresh = await signInWith(ctx, fresh, password);
    const onTaken = await signInWith(ctx, taken.email, password);
    expect(onFresh.statusCode).toBe(401);
    expect(cookieOf(onFresh)).toBe("");
    expect(onFresh.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
    expect(visible(onFresh)).toEqual(visible(onTaken));
    // The throttle counts both sign-ins alike, as failures.
    expect([(await failuresOf(ctx, fresh)) - before[0]!, (await failuresOf(ctx, taken.email)) - before[1]!]).toEqual([
      1, 1,
    ]);
  });

  it("is in the caller's language like any wrong password", async ({ ctx }) => {
    const email = uniqueEmail("fresh-malay");
    await ctx.request.post("/api/register", { name: "Probe", email, password: "probe-password-2" });
    const res = await ctx.request.post(
      "/api/auth/sign-in/email",
      { email, password: "probe-password-2" },
      { headers: { "accept-language": "ms" } },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "E-mel atau kata laluan tidak sah",
    });
  });

  it("opens once the e-mailed link is followed: the link signs in, and the password works after", async ({ ctx }) => {
    const email = uniqueEmail("fresh-confirmed");
    await ctx.request.post("/api/register", { name: "Probe", email, password: "probe-password-3" });
    expect((await signInWith(ctx, email, "probe-password-3")).statusCode).toBe(401);
    const linkCookie = await followVerificationLink(ctx, email);
    expect((await ctx.request.get("/api/session", { as: linkCookie })).json().user.emailVerified).toBe(true);
    const res = await signInWith(ctx, email, "probe-password-3");
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toMatch(/^sewagear\.session_token=/);
  });
});

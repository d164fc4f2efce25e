import { describe, expect, it } from "../../test/fixtures";
import { buildUser } from "../../test/factories";
import { cookieOf } from "../../test/request";
import { knownDeviceCookie, signInFrom } from "../../test/sign-in";
import { beginSignInAttempt } from "./throttle";

/**
 * Password spraying (issue 29): one address tries a common password on many
 * accounts, one guess each, so no account's own cap is reached. The address's
 * failures across accounts are counted in the database (every process sees
 * them), and after 30 the address is refused whatever account it names.
 */
const SPRAY_MESSAGE =
  "Too many failed sign-in attempts from your network. Please wait 15 minutes and try again, or sign in from a device you have used before.";

describe("one address guessing across many accounts", { timeout: 120_000 }, () => {
  it("30 failures on 30 accounts, then the address is refused for any account; elsewhere and known devices sign in", async ({
    ctx,
  }) => {
    const victim = await buildUser(ctx, { password: "victim-right-password" });
    // The victim's own browser signed in before, from their usual address.
    const device = knownDeviceCookie(await signInFrom(ctx, victim.email, "victim-right-password", "10.40.9.9"));
    expect(device).not.toBe("");

    const sprayed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInFrom(ctx, `spray-${i}@example.test`, "Password123!", "10.40.0.1")),
    );
    expect(sprayed.map((r) => r.statusCode)).toEqual(Array(30).fill(401));

    const refused = await signInFrom(ctx, victim.email, "victim-right-password", "10.40.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: "SIGN_IN_THROTTLED", message: SPRAY_MESSAGE });
    expect(cookieOf(refused)).toBe("");
    const inMalay = await ctx.request.post(
      "/api/auth/sign-in/email",
      { email: "spray-new@example.test", password: "x-password-1" },
      { remoteAddress: "10.40.0.1", headers: { "accept-language": "ms" } },
    );
    expect(inMalay.json().error.message).toMatch(/^Terlalu banyak percubaan log masuk yang gagal dari rangkaian anda/);

    // The sprayer's address holds no one else back, and the victim's known device works even from that address.
    expect((await signInFrom(ctx, victim.email, "victim-right-password", "10.40.0.2")).statusCode).toBe(200);
    expect((await signInFrom(ctx, victim.email, "victim-right-password", "10.40.0.1", device)).statusCode).toBe(200);
  });

  it("right passwords do not count: an office address signing many people in is never held back", async ({ ctx }) => {
    for (let i = 0; i < 40; i++) {
      const attempt = await beginSignInAttempt(ctx.db, `office-${i}@example.test`, "10.41.0.1");
      await attempt.succeeded();
    }
    // Bad input (nothing learnt about a password) does not count either.
    for (let i = 0; i < 40; i++) await (await beginSignInAttempt(ctx.db, `typo-${i}`, "10.41.0.1")).abandoned();
    // Had the 80 above counted, this would be refused (beginSignInAttempt throws the 429).
    const wrong = await beginSignInAttempt(ctx.db, "office-late@example.test", "10.41.0.1");
    await wrong.failed();
    for (let i = 0; i < 29; i++)
      await (await beginSignInAttempt(ctx.db, `guess-${i}@example.test`, "10.41.0.1")).failed();
    await expect(beginSignInAttempt(ctx.db, "one-more@example.test", "10.41.0.1")).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe("the counts slide over 15 minutes; no window edge resets them", () => {
  // 17:00 UTC is a multiple of 15 minutes: fixed windows restarted there, so 10
  // guesses at 16:59:30 and 10 more at 17:00:30 all reached the password check.
  const edge = Date.UTC(2026, 11, 3, 17, 0, 0);
  const before = new Date(edge - 30_000);
  const after = new Date(edge + 30_000);

  it("10 failures on one account from one address just before the edge still refuse the 11th just after it", async ({
    ctx,
  }) => {
    for (let i = 0; i < 10; i++)
      await (await beginSignInAttempt(ctx.db, "edge@example.test", "10.42.0.1", { now: before })).failed();
    await expect(beginSignInAttempt(ctx.db, "edge@example.test", "10.42.0.1", { now: after })).rejects.toMatchObject({
      status: 429,
    });
    // 15 minutes after those failures they no longer count.
    const later = new Date(before.getTime() + 15 * 60_000 + 1);
    await (await beginSignInAttempt(ctx.db, "edge@example.test", "10.42.0.1", { now: later })).succeeded();
  });

  it("30 failures across accounts just before the edge still refuse the address just after it", async ({ ctx }) => {
    for (let i = 0; i < 30; i++)
      await (await beginSignInAttempt(ctx.db, `edge-${i}@example.test`, "10.42.0.2", { now: before })).failed();
    // A fresh account from that address: only the address's count can refuse it.
    await expect(
      beginSignInAttempt(ctx.db, "edge-next@example.test", "10.42.0.2", { now: after }),
    ).rejects.toMatchObject({ status: 429 });
  });
});

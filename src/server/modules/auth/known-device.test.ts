import { describe, expect, it } from "../../test/fixtures";
import { buildUser } from "../../test/factories";
import { knownDeviceCookie, signInFrom } from "../../test/sign-in";

/**
 * Lockout as a denial of service (issue 29): a guesser spread over five addresses
 * fills the account-wide cap, yet the owner's own browser, which signed in before,
 * still signs in; the guesser's addresses and unknown browsers stay refused.
 */

// Dozens of real sign-ins, each a scrypt hash (~0.3 s, more on a busy machine).
describe(
  "a device that signed in before keeps access while someone else fills the account's cap",
  { timeout: 120_000 },
  () => {
    it("50 wrong passwords from 5 addresses, then the right one from the owner's known device works", async ({
      ctx,
    }) => {
      const owner = await buildUser(ctx, { role: "admin", password: "owner-right-password" });
      const first = await signInFrom(ctx, owner.email, "owner-right-password", "10.20.0.1");
      expect(first.statusCode).toBe(200);
      const device = knownDeviceCookie(first);
      expect(device).toMatch(/^sewagear\.known_device=.+/);
      expect(decodeURIComponent(device), "the cookie names no account").not.toContain(owner.email);

      for (let a = 1; a <= 5; a++)
        for (let i = 0; i < 10; i++) {
          const res = await signInFrom(ctx, owner.email, `wrong-${a}-${i}`, `10.66.${a}.1`);
          expect(res.statusCode, `attacker ${a} guess ${i}`).toBe(401);
        }

      // The attacker's addresses, with the right password even: refused.
      const attacker = await signInFrom(ctx, owner.email, "owner-right-password", "10.66.3.1");
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json().error.code).toBe("SIGN_IN_THROTTLED");
      // A browser that never signed in to this account: the account-wide cap holds.
      expect((await signInFrom(ctx, owner.email, "owner-right-password", "10.20.0.99")).statusCode).toBe(429);
      // Another account's known-device cookie proves nothing for this one.
      const other = await buildUser(ctx, { password: "other-password-1" });
      const otherDevice = knownDeviceCookie(await signInFrom(ctx, other.email, "other-password-1", "10.20.0.2"));
      expect((await signInFrom(ctx, owner.email, "owner-right-password", "10.20.0.2", otherDevice)).statusCode).toBe(
        429,
      );
      // A forged entry neither.
      const forged = `sewagear.known_device=${"A".repeat(16)}.${"B".repeat(32)}`;
      expect((await signInFrom(ctx, owner.email, "owner-right-password", "10.20.0.3", forged)).statusCode).toBe(429);

      // The owner's browser: in, from its usual address or a new one.
      const back = await signInFrom(ctx, owner.email, "owner-right-password", "10.20.0.1", device);
      expect(back.statusCode, back.body).toBe(200);
      const travelling = await signInFrom(ctx, owner.email, "owner-right-password", "10.77.0.1", device);
      expect(travelling.statusCode, travelling.body).toBe(200);
    });

    it("a known device is still held to its own 10 failures", async ({ ctx }) => {
      const owner = await buildUser(ctx, { password: "device-right-password" });
      const device = knownDeviceCookie(await signInFrom(ctx, owner.email, "device-right-password", "10.21.0.1"));
      // From different addresses: the device's count, not the address's, is what stops it.
      for (let i = 0; i < 10; i++)
        expect((await signInFrom(ctx, owner.email, `nope-${i}`, `10.21.1.${i}`, device)).statusCode).toBe(401);
      expect((await signInFrom(ctx, owner.email, "device-right-password", "10.21.2.1", device)).statusCode).toBe(429);
    });

    it("one browser remembers several accounts", async ({ ctx }) => {
      const a = await buildUser(ctx, { password: "account-a-password" });
      const b = await buildUser(ctx, { password: "account-b-password" });
      const afterA = knownDeviceCookie(await signInFrom(ctx, a.email, "account-a-password", "10.22.0.1"));
      const afterB = knownDeviceCookie(await signInFrom(ctx, b.email, "account-b-password", "10.22.0.1", afterA));
      expect(decodeURIComponent(afterB).split(",")).toHaveLength(2);
      for (let i = 0; i < 51; i++) await signInFrom(ctx, a.email, `wrong-${i}`, `10.67.${i % 6}.${i}`);
      expect((await signInFrom(ctx, a.email, "account-a-password", "10.22.0.1", afterB)).statusCode).toBe(200);
    });
  },
);

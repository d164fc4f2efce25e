import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ownerPaymentSettings, users } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildUser, buildOwner, type BuiltUser } from "../../test/factories";
import { pngImage, qrScreenshot } from "../../test/uploads";
import { duitnowPayload } from "../../../shared/duitnow-fixtures";

let alice: BuiltUser;
let bob: BuiltUser;
let renter: BuiltUser;

const SETTINGS = "/api/owners/me/payment-settings";
const QR = "/api/owners/me/payment-settings/qr";
const aliceDetails = {
  bank: "Maybank",
  accountHolder: "Alice Tan",
  accountNumber: "5140 1234 5678",
  duitnowId: "012-3456789",
};

beforeAll(async ({ ctx }) => {
  alice = await buildOwner(ctx, { username: "alice_pays" });
  bob = await buildOwner(ctx, { username: "bob_pays" });
  renter = await buildUser(ctx, { verificationStatus: "verified", isVerified: true });
});

const rowOf = async (ctx: TestApp, ownerId: string) =>
  (await ctx.db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, ownerId)))[0];

describe("GET/PUT /api/owners/me/payment-settings", () => {
  it("saves the owner's bank account and DuitNow ID and reads them back", async ({ ctx }) => {
    const empty = await ctx.request.get(SETTINGS, { as: alice });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      bank: null,
      accountHolder: null,
      accountNumber: null,
      duitnowId: null,
      duitnowQrUrl: null,
      duitnowQrRead: null,
      updatedAt: null,
    });

    const saved = await ctx.request.put(SETTINGS, aliceDetails, { as: alice });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      bank: "Maybank",
      accountHolder: "Alice Tan",
      accountNumber: "514012345678",
      duitnowId: "012-3456789",
    });
    expect(saved.headers["cache-control"]).toBe("private, no-store");
    expect((await ctx.request.get(SETTINGS, { as: alice })).json()).toMatchObject({ accountNumber: "514012345678" });
  });

  it("refuses an unknown bank, a bad account number, a bad DuitNow ID and a half-filled account", async ({ ctx }) => {
    const bad = await ctx.request.put(
      SETTINGS,
      { bank: "Bank of Mars", accountHolder: "Alice", accountNumber: "12ab", duitnowId: "not an id" },
      { as: alice },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      bank: "Choose your bank from the list",
      accountNumber: "Account number must be 6 to 20 digits",
      duitnowId:
        "Enter a DuitNow ID: a mobile number (012-3456789), MyKad number (900101-14-5678), business registration number or e-mail address",
    });

    const half = await ctx.request.put(SETTINGS, { bank: "CIMB Bank" }, { as: alice });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({
      accountHolder: "Enter the account holder's name",
      accountNumber: "Enter the account number",
    });
    // A visitor's Accept-Language does not choose for an account: its saved language does.
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, alice.id));
    const halfInMalay = await ctx.request.put(SETTINGS, { bank: "CIMB Bank" }, { as: alice });
    await ctx.db.update(users).set({ language: "en" }).where(eq(users.id, alice.id));
    expect(halfInMalay.json().error.fields).toEqual({
      accountHolder: "Masukkan nama pemegang akaun",
      accountNumber: "Masukkan nombor akaun",
    });

    for (const duitnowId of ["alice@example.my", "900101-14-5678", "201901234567", "1234567-X", "+60123456789"]) {
      const ok = await ctx.request.put(SETTINGS, { ...aliceDetails, duitnowId }, { as: alice });
      expect(ok.statusCode, duitnowId).toBe(200);
    }
    await ctx.request.put(SETTINGS, aliceDetails, { as: alice });
    expect(await rowOf(ctx, alice.id)).toMatchObject({ bank: "Maybank", accountNumber: "514012345678" });
  });

  it("keeps them private: another owner sees only their own, a renter gets 403, a visitor 401, and nothing changes", async ({
    ctx,
  }) => {
    await ctx.request.put(SETTINGS, aliceDetails, { as: alice });
    const bobs = await ctx.request.get(SETTINGS, { as: bob });
    expect(bobs.statusCode).toBe(200);
    expect(bobs.body).not.toContain("514012345678");
    await ctx.request.put(
      SETTINGS,
      { bank: "RHB Bank", accountHolder: "Bob", accountNumber: "99990000", duitnowId: "" },
      { as: bob },
    );

    for (const cookie of [renter.cookie, undefined]) {
      const status = cookie ? 403 : 401;
      expect((await ctx.request.get(SETTINGS, { as: cookie })).statusCode).toBe(status);
      expect(
        (
          await ctx.request.put(
            SETTINGS,
            { bank: "HSBC", accountHolder: "Mallory", accountNumber: "11112222" },
            { as: cookie },
          )
        ).statusCode,
      ).toBe(status);
    }
    expect(await rowOf(ctx, alice.id)).toMatchObject({
      bank: "Maybank",
      accountHolder: "Alice Tan",
      accountNumber: "514012345678",
    });
    expect(await rowOf(ctx, bob.id)).toMatchObject({ bank: "RHB Bank", accountNumber: "99990000" });
    expect(await rowOf(ctx, renter.id)).toBeUndefined();
  });
});

describe("the DuitNow QR image", () => {
  it("is stored under a private key, served to its owner only, never at /files, and can be removed", async ({
    ctx,
  }) => {
    await ctx.request.put(SETTINGS, aliceDetails, { as: alice });
    const res = await ctx.request.post(
      QR,
      multipart({}, [{ field: "duitnowQr", filename: "qr.png", data: await qrScreenshot(duitnowPayload()) }]),
      { as: alice },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().duitnowQrUrl).toMatch(/^\/api\/owners\/me\/payment-settings\/qr\?v=[a-z0-9]{24}$/);
    // Uploading the QR keeps the bank details.
    expect(res.json()).toMatchObject({ bank: "Maybank", accountNumber: "514012345678" });
    const key = (await rowOf(ctx, alice.id))!.duitnowQrKey!;
    expect(key).toMatch(new RegExp(`^private/duitnow/${alice.id}/[a-z0-9]{24}\\.webp$`));
    expect(existsSync(path.join(ctx.uploadsDir, key))).toBe(true);

    const mine = await ctx.request.get(QR, { as: alice });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/webp");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.rawPayload.subarray(8, 12).toString()).toBe("WEBP");

    expect((await ctx.request.get(`/files/${key}`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/files/${key}`, { as: alice })).statusCode).toBe(404);
    expect((await ctx.request.get(QR, { as: bob })).statusCode).toBe(404);
    expect((await ctx.request.get(QR, { as: renter })).statusCode).toBe(403);
    expect((await ctx.request.get(QR)).statusCode).toBe(401);

    // Nobody else can replace or remove it.
    const data = await pngImage("#ffffff");
    expect(
      (await ctx.request.post(QR, multipart({}, [{ field: "duitnowQr", filename: "x.png", data }]), { as: renter }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.request.post(QR, multipart({}, [{ field: "duitnowQr", filename: "x.png", data }]))).statusCode,
    ).toBe(401);
    expect((await ctx.request.delete(QR, { as: renter })).statusCode).toBe(403);
    expect((await ctx.request.delete(QR)).statusCode).toBe(401);
    await ctx.request.delete(QR, { as: bob });
    expect((await rowOf(ctx, alice.id))!.duitnowQrKey).toBe(key);

    const removed = await ctx.request.delete(QR, { as: alice });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().duitnowQrUrl).toBeNull();
    expect((await ctx.request.get(QR, { as: alice })).statusCode).toBe(404);
    expect(existsSync(path.join(ctx.uploadsDir, key))).toBe(false);
  });

  it("refuses a file that is not an image (415), storing nothing", async ({ ctx }) => {
    const res = await ctx.request.post(
      QR,
      multipart({}, [{ field: "duitnowQr", filename: "qr.png", data: Buffer.from("%PDF-1.4 not an image") }]),
      { as: bob },
    );
    expect(res.statusCode).toBe(415);
    expect((await rowOf(ctx, bob.id))?.duitnowQrKey ?? null).toBeNull();
    expect(existsSync(path.join(ctx.uploadsDir, "private/duitnow", bob.id))).toBe(false);
  });

  it("asks for a file when none is sent", async ({ ctx }) => {
    const res = await ctx.request.post(
      QR,
      '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      { as: alice, headers: { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=b" } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ duitnowQr: "Choose an image to upload." });
  });
});

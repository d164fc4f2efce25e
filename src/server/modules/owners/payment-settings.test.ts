import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerPaymentSettings } from "../../db/schema";
import { buildOwner, buildUser, type BuiltUser } from "../../test/factories";
import { get, type TestApp } from "../../test/test-app";
import { PAYMENT_MESSAGES } from "../../../shared/owner-rules";
import { buildTestAppWithUploads, del, pngImage, put, upload } from "./owners-test-helpers";

let ctx: TestApp & { uploadsDir: string };
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

beforeAll(async () => {
  ctx = await buildTestAppWithUploads();
  alice = await buildOwner(ctx, { username: "alice_pays" });
  bob = await buildOwner(ctx, { username: "bob_pays" });
  renter = await buildUser(ctx, { verificationStatus: "verified", isVerified: true });
});
afterAll(async () => {
  await ctx?.close();
});

const rowOf = async (ownerId: string) =>
  (await ctx.db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, ownerId)))[0];

describe("GET/PUT /api/owners/me/payment-settings", () => {
  it("saves the owner's bank account and DuitNow ID and reads them back", async () => {
    const empty = await get(ctx.app, SETTINGS, alice.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      bank: null,
      accountHolder: null,
      accountNumber: null,
      duitnowId: null,
      duitnowQrUrl: null,
      updatedAt: null,
    });

    const saved = await put(ctx, SETTINGS, aliceDetails, alice.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      bank: "Maybank",
      accountHolder: "Alice Tan",
      accountNumber: "514012345678",
      duitnowId: "012-3456789",
    });
    expect(saved.headers["cache-control"]).toBe("private, no-store");
    expect((await get(ctx.app, SETTINGS, alice.cookie)).json()).toMatchObject({ accountNumber: "514012345678" });
  });

  it("refuses an unknown bank, a bad account number, a bad DuitNow ID and a half-filled account", async () => {
    const bad = await put(
      ctx,
      SETTINGS,
      { bank: "Bank of Mars", accountHolder: "Alice", accountNumber: "12ab", duitnowId: "not an id" },
      alice.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      bank: PAYMENT_MESSAGES.bank,
      accountNumber: PAYMENT_MESSAGES.accountNumber,
      duitnowId: PAYMENT_MESSAGES.duitnowId,
    });

    const half = await put(ctx, SETTINGS, { bank: "CIMB Bank" }, alice.cookie);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({
      accountHolder: PAYMENT_MESSAGES.accountHolderRequired,
      accountNumber: PAYMENT_MESSAGES.accountNumberRequired,
    });

    for (const duitnowId of ["alice@example.my", "900101-14-5678", "201901234567", "1234567-X", "+60123456789"]) {
      const ok = await put(ctx, SETTINGS, { ...aliceDetails, duitnowId }, alice.cookie);
      expect(ok.statusCode, duitnowId).toBe(200);
    }
    await put(ctx, SETTINGS, aliceDetails, alice.cookie);
    expect(await rowOf(alice.id)).toMatchObject({ bank: "Maybank", accountNumber: "514012345678" });
  });

  it("keeps them private: another owner sees only their own, a renter gets 403, a visitor 401, and nothing changes", async () => {
    await put(ctx, SETTINGS, aliceDetails, alice.cookie);
    const bobs = await get(ctx.app, SETTINGS, bob.cookie);
    expect(bobs.statusCode).toBe(200);
    expect(bobs.body).not.toContain("514012345678");
    await put(
      ctx,
      SETTINGS,
      { bank: "RHB Bank", accountHolder: "Bob", accountNumber: "99990000", duitnowId: "" },
      bob.cookie,
    );

    for (const cookie of [renter.cookie, undefined]) {
      const status = cookie ? 403 : 401;
      expect((await get(ctx.app, SETTINGS, cookie)).statusCode).toBe(status);
      expect(
        (await put(ctx, SETTINGS, { bank: "HSBC", accountHolder: "Mallory", accountNumber: "11112222" }, cookie))
          .statusCode,
      ).toBe(status);
    }
    expect(await rowOf(alice.id)).toMatchObject({
      bank: "Maybank",
      accountHolder: "Alice Tan",
      accountNumber: "514012345678",
    });
    expect(await rowOf(bob.id)).toMatchObject({ bank: "RHB Bank", accountNumber: "99990000" });
    expect(await rowOf(renter.id)).toBeUndefined();
  });
});

describe("the DuitNow QR image", () => {
  it("is stored under a private key, served to its owner only, never at /files, and can be removed", async () => {
    await put(ctx, SETTINGS, aliceDetails, alice.cookie);
    const res = await upload(
      ctx,
      QR,
      { field: "duitnowQr", filename: "qr.png", data: await pngImage("#000000") },
      alice.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().duitnowQrUrl).toMatch(/^\/api\/owners\/me\/payment-settings\/qr\?v=[a-z0-9]{24}$/);
    // Uploading the QR keeps the bank details.
    expect(res.json()).toMatchObject({ bank: "Maybank", accountNumber: "514012345678" });
    const key = (await rowOf(alice.id))!.duitnowQrKey!;
    expect(key).toMatch(new RegExp(`^private/duitnow/${alice.id}/[a-z0-9]{24}\\.webp$`));
    expect(existsSync(path.join(ctx.uploadsDir, key))).toBe(true);

    const mine = await get(ctx.app, QR, alice.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/webp");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.rawPayload.subarray(8, 12).toString()).toBe("WEBP");

    expect((await get(ctx.app, `/files/${key}`)).statusCode).toBe(404);
    expect((await get(ctx.app, `/files/${key}`, alice.cookie)).statusCode).toBe(404);
    expect((await get(ctx.app, QR, bob.cookie)).statusCode).toBe(404);
    expect((await get(ctx.app, QR, renter.cookie)).statusCode).toBe(403);
    expect((await get(ctx.app, QR)).statusCode).toBe(401);

    // Nobody else can replace or remove it.
    const data = await pngImage("#ffffff");
    expect((await upload(ctx, QR, { field: "duitnowQr", filename: "x.png", data }, renter.cookie)).statusCode).toBe(
      403,
    );
    expect((await upload(ctx, QR, { field: "duitnowQr", filename: "x.png", data })).statusCode).toBe(401);
    expect((await del(ctx, QR, renter.cookie)).statusCode).toBe(403);
    expect((await del(ctx, QR)).statusCode).toBe(401);
    await del(ctx, QR, bob.cookie);
    expect((await rowOf(alice.id))!.duitnowQrKey).toBe(key);

    const removed = await del(ctx, QR, alice.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().duitnowQrUrl).toBeNull();
    expect((await get(ctx.app, QR, alice.cookie)).statusCode).toBe(404);
    expect(existsSync(path.join(ctx.uploadsDir, key))).toBe(false);
  });

  it("refuses a file that is not an image (415), storing nothing", async () => {
    const res = await upload(
      ctx,
      QR,
      { field: "duitnowQr", filename: "qr.png", data: Buffer.from("%PDF-1.4 not an image") },
      bob.cookie,
    );
    expect(res.statusCode).toBe(415);
    expect((await rowOf(bob.id))?.duitnowQrKey ?? null).toBeNull();
    expect(existsSync(path.join(ctx.uploadsDir, "private/duitnow", bob.id))).toBe(false);
  });

  it("asks for a file when none is sent", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: QR,
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      headers: {
        origin: "http://localhost:3000",
        "content-type": "multipart/form-data; boundary=b",
        cookie: alice.cookie,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ duitnowQr: "Choose an image to upload." });
  });
});

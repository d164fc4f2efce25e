import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ownerPaymentSettings, users } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildOwner, type BuiltUser } from "../../test/factories";
import { pngImage, qrScreenshot } from "../../test/uploads";
import { duitnowPayload, payNowPayload } from "../../../shared/duitnow-fixtures";

const SETTINGS = "/api/owners/me/payment-settings";
const QR = "/api/owners/me/payment-settings/qr";
let owner: BuiltUser;

beforeAll(async ({ ctx }) => {
  owner = await buildOwner(ctx, { username: "ahmad_qr" });
  await ctx.request.put(
    SETTINGS,
    { bank: "Maybank", accountHolder: "Ahmad Faizal bin Abdul Rahman", accountNumber: "514012345678" },
    { as: owner },
  );
});

const rowOf = async (ctx: TestApp) =>
  (await ctx.db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, owner.id)))[0]!;
const upload = (ctx: TestApp, data: Buffer, filename = "qr.png") =>
  ctx.request.post(QR, multipart({}, [{ field: "duitnowQr", filename, data }]), { as: owner });

describe("POST /api/owners/me/payment-settings/qr reads and checks the QR", () => {
  it("stores a DuitNow QR's payload beside its image and shows what was read, the account partly masked", async ({
    ctx,
  }) => {
    const payload = duitnowPayload();
    const res = await upload(ctx, await qrScreenshot(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json().duitnowQrRead).toEqual({
      merchantName: "AHMAD FAIZAL BIN ABD RAH",
      merchantCity: "KUALA LUMPUR",
      proxyMasked: `${"•".repeat(24)}1507`,
      nameDiffers: false,
    });
    expect(res.body).not.toContain("0000000000000000000000091507");
    expect(await rowOf(ctx)).toMatchObject({ duitnowQrPayload: payload });
    expect((await ctx.request.get(SETTINGS, { as: owner })).json().duitnowQrRead.merchantName).toBe(
      "AHMAD FAIZAL BIN ABD RAH",
    );
  });

  it("warns when the name in the QR clearly is someone else's, and keeps it", async ({ ctx }) => {
    const res = await upload(ctx, await qrScreenshot(duitnowPayload({ name: "TAN AH KOW" })));
    expect(res.statusCode).toBe(200);
    expect(res.json().duitnowQrRead).toMatchObject({ merchantName: "TAN AH KOW", nameDiffers: true });
    // Back to the owner's own QR for the refusals below.
    expect((await upload(ctx, await qrScreenshot(duitnowPayload()))).statusCode).toBe(200);
  });

  const refusals: [string, () => Promise<Buffer>, number, string, string | null][] = [
    [
      "a Singapore PayNow-like QR (EMVCo, currency 702)",
      () => qrScreenshot(payNowPayload()),
      422,
      "This is not a DuitNow QR. Upload the DuitNow QR from your Malaysian banking app.",
      "notDuitnow",
    ],
    [
      "a DuitNow QR whose CRC is broken",
      () => qrScreenshot(duitnowPayload().slice(0, -4) + "0000"),
      422,
      "This QR code is damaged (its check digits are wrong). Take a new screenshot from your banking app.",
      "badCrc",
    ],
    [
      "an image with no QR code",
      () => pngImage("#336699", 400, 400),
      422,
      "No QR code could be read in this image. Upload a sharp, uncropped screenshot of your DuitNow QR.",
      "unreadable",
    ],
    [
      "a text file named .png",
      async () => Buffer.from("00020101021126580014A0000006150001 not an image"),
      415,
      "Only images can be uploaded: JPEG, PNG, WebP or AVIF.",
      null,
    ],
    [
      "an image over 10 MB",
      async () => Buffer.alloc(10 * 1024 * 1024 + 1, 1),
      413,
      "That image is too large. Upload at most 10 MB and 40 megapixels.",
      null,
    ],
  ];
  it.for(refusals)(
    "refuses %s, saying why, and keeps the QR saved before",
    async ([, data, status, message, problem], { ctx }) => {
      const before = await rowOf(ctx);
      const res = await upload(ctx, await data());
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
      if (problem) expect(res.json().error).toMatchObject({ code: "QR_REFUSED", details: { problem } });
      expect(await rowOf(ctx)).toEqual(before);
      expect(existsSync(path.join(ctx.uploadsDir, before.duitnowQrKey!))).toBe(true);
      expect((await ctx.request.get(QR, { as: owner })).statusCode).toBe(200);
    },
  );

  it("says why in Bahasa Melayu to an owner who reads it", async ({ ctx }) => {
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, owner.id));
    try {
      const res = await upload(ctx, await qrScreenshot(payNowPayload()));
      expect(res.json().error.message).toBe(
        "Ini bukan QR DuitNow. Muat naik QR DuitNow daripada aplikasi perbankan Malaysia anda.",
      );
    } finally {
      await ctx.db.update(users).set({ language: "en" }).where(eq(users.id, owner.id));
    }
  });
});

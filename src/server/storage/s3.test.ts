import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { ownerPaymentSettings } from "../db/schema";
import { appTest, describe, expect } from "../test/fixtures";
import { buildGear, buildIdentityVerification, buildOwner, buildUser } from "../test/factories";
import { multipart } from "../test/request";
import { startTestS3 } from "../test/s3";
import { testConfig } from "../test/test-app";
import { listFiles, pngImage, qrScreenshot } from "../test/uploads";
import { duitnowPayload } from "../../shared/duitnow-fixtures";
import { s3StorageOf } from "./from-config";
import { createLocalStorage } from "./storage";

const s3 = await startTestS3();
// The event-loop check is off: two cores shared with other test files delay the loop past its limit.
const it = appTest({ ...s3.env, MAX_EVENT_LOOP_DELAY_MS: "0" });
afterAll(() => s3.close());

const run = promisify(execFile);

describe("uploads on S3-compatible storage", () => {
  it("keeps a gear photo in the bucket, none on disk, and serves it at /files with the same caching", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const res = await ctx.request.post(
      `/api/gear/${item.id}/photos`,
      multipart({}, [{ data: await pngImage("#16a085") }]),
      { as: owner },
    );
    expect(res.statusCode).toBe(200);
    // No answer hands out the bucket's address: files are reached through the API only.
    expect(res.body).not.toContain(s3.endpoint);
    const url: string = res.json().photos.at(-1).url;
    const key = url.replace(/^\/files\//, "");
    expect(key).toMatch(/^public\/gear\//);

    const stored = await s3.storage.read(key);
    const bytes = Buffer.concat(await stored!.toArray());
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    expect(await listFiles(ctx.uploadsDir)).toEqual([]);

    const served = await ctx.request.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect((await ctx.request.get(`/files/public/gear/${"0".repeat(24)}.webp`)).statusCode).toBe(404);
  });

  it("serves identity documents to their renter only, and never to an anonymous reader of the bucket", async ({
    ctx,
  }) => {
    const renter = await buildUser(ctx);
    const stranger = await buildUser(ctx);
    const { id, keys } = await buildIdentityVerification(ctx, renter.id);
    const url = `/api/verification/${id}/documents/icFront`;

    const mine = await ctx.request.get(url, { as: renter });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/webp");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const stored = Buffer.concat(await (await s3.storage.read(keys[0]!))!.toArray());
    expect(Buffer.compare(mine.rawPayload, stored)).toBe(0);

    expect((await ctx.request.get(url, { as: stranger })).statusCode).toBe(404);
    expect((await ctx.request.get(url)).statusCode).toBe(401);
    expect((await ctx.request.get(`/files/${keys[0]}`, { as: renter })).statusCode).toBe(404);
    for (const key of keys) {
      const anonymous = await s3.anonymousGet(key);
      expect(anonymous.status).toBe(403);
      expect(await anonymous.text()).not.toContain("WEBP");
    }
  });

  it("deletes from the bucket: a removed DuitNow QR is gone from it and answers 404", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const qr = "/api/owners/me/payment-settings/qr";
    // A real DuitNow QR: the upload is read and checked (issue 28) before it is stored.
    const image = await qrScreenshot(duitnowPayload());
    const up = await ctx.request.post(qr, multipart({}, [{ field: "duitnowQr", data: image }]), { as: owner });
    expect(up.statusCode).toBe(200);
    const mine = await ctx.request.get(qr, { as: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const [row] = await ctx.db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, owner.id));
    const key = row?.duitnowQrKey;
    expect(await s3.storage.size(key!)).toBeGreaterThan(0);
    expect((await s3.anonymousGet(key!)).status).toBe(403);

    expect((await ctx.request.delete(qr, { as: owner })).statusCode).toBe(200);
    expect(await s3.storage.size(key!)).toBeNull();
    expect((await ctx.request.get(qr, { as: owner })).statusCode).toBe(404);
  });
});

describe("npm run storage:migrate", () => {
  const cli = (env: Record<string, string>): Promise<{ code?: number; stdout: string; stderr: string }> =>
    run(process.execPath, ["--import", "tsx", "src/server/cli/storage-migrate.ts"], {
      env: { ...process.env, ...env },
    }).catch((e: { code: number; stdout: string; stderr: string }) => e);

  it("copies every upload on disk to the bucket, reports counts, and copies nothing twice", async () => {
    const dataDir = await mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "migrate-"));
    try {
      const disk = createLocalStorage(path.join(dataDir, "uploads"));
      const files: Record<string, Buffer> = {
        "public/gear/migrated-photo.webp": await pngImage("#c0392b"),
        "private/receipts/b1/migrated-receipt.pdf": Buffer.from("%PDF-1.4 receipt"),
        "private/verification/u1/migrated-ic.webp": await pngImage("#2980b9"),
      };
      for (const [key, data] of Object.entries(files)) await disk.put(key, data);
      // One already in the bucket (an earlier, interrupted run), one torn (a shorter copy), one stray file.
      await s3.storage.put("public/gear/migrated-photo.webp", files["public/gear/migrated-photo.webp"]!);
      await s3.storage.put("private/verification/u1/migrated-ic.webp", Buffer.from("torn"));
      await writeFile(path.join(dataDir, "uploads", "notes.txt"), "not an upload");

      const env = { ...s3.env, DATA_DIR: dataDir };
      const first = await cli(env);
      expect(first.stdout).toContain("copied 2, already in the bucket 1, ignored 1, failed 0");
      for (const [key, data] of Object.entries(files)) {
        const stored = Buffer.concat(await (await s3.storage.read(key))!.toArray());
        expect(Buffer.compare(stored, data)).toBe(0);
      }
      const again = await cli(env);
      expect(again.stdout).toContain("copied 0, already in the bucket 3, ignored 1, failed 0");
      // Local files stay until the operator removes them.
      expect(await listFiles(path.join(dataDir, "uploads"))).toHaveLength(4);

      const unset = await cli({ DATA_DIR: dataDir, S3_ENDPOINT: "" });
      expect(unset.code).toBe(2);
      expect(unset.stderr).toContain("Set S3_ENDPOINT");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("S3 configuration", () => {
  it("refuses a half-given set of S3 variables, naming what is missing", () => {
    expect(() => s3StorageOf(testConfig({ S3_ENDPOINT: s3.endpoint, S3_BUCKET: "b1b" }))).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_ENDPOINT is set\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => s3StorageOf(testConfig({ S3_BUCKET: "b1b" }))).toThrow(/S3_ENDPOINT: required/);
    expect(s3StorageOf(testConfig())).toBeNull();
  });
});

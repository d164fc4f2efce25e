import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { gear } from "../../db/schema";
import { newId } from "../../lib/ids";
import { buildTestApp, type TestApp, TEST_ORIGIN } from "../../test/test-app";

/** buildTestApp with uploads in a temporary DATA_DIR, removed on close (not in the working copy's ./data). */
export async function buildTestAppWithUploads(): Promise<TestApp & { uploadsDir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "sewagear-owners-"));
  const ctx = await buildTestApp({ DATA_DIR: dir });
  return {
    ...ctx,
    uploadsDir: path.join(dir, "uploads"),
    async close() {
      await ctx.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A small real PNG, so processImage accepts it. */
export const pngImage = (colour = "#c0392b") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();

/** A one-file multipart/form-data request body and its content type. */
export function multipartBody(field: string, filename: string, data: Buffer, type = "image/png") {
  const boundary = `----sewagear${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST one file as multipart from our own origin. */
export function upload(ctx: TestApp, url: string, file: { field: string; filename: string; data: Buffer; type?: string }, cookie?: string) {
  const { payload, contentType } = multipartBody(file.field, file.filename, file.data, file.type);
  return ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: { origin: TEST_ORIGIN, "content-type": contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** PUT JSON from our own origin, optionally signed in. */
export function put(ctx: TestApp, url: string, payload: object, cookie?: string) {
  return ctx.app.inject({ method: "PUT", url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

/** DELETE from our own origin, optionally signed in. */
export function del(ctx: TestApp, url: string, cookie?: string) {
  return ctx.app.inject({ method: "DELETE", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

/** A gear row inserted directly (the gear endpoints belong to another module). */
export async function insertGear(ctx: TestApp, ownerId: string, overrides: Partial<typeof gear.$inferInsert> = {}) {
  const id = newId();
  await ctx.db.insert(gear).values({ id, ownerId, name: "Sony A7 IV", category: "cameras", pricePerDay: 14000, ...overrides });
  return id;
}

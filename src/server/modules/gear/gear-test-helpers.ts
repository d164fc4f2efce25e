import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildTestApp, type TestApp, TEST_ORIGIN } from "../../test/test-app";
import type { CreateGearRequest } from "../../../shared/gear-contracts";

export type GearTestApp = TestApp & { uploadsDir: string };

/** buildTestApp with uploads in a temporary DATA_DIR (removed on close), so tests can look at the files. */
export async function buildGearTestApp(): Promise<GearTestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "sewagear-gear-"));
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

/** Every file under `dir`, relative paths, sorted; [] when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A small real PNG, so processImage accepts it. */
export const pngImage = (colour = "#2c3e50", width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

/** A listing with everything an owner would fill in; `overrides` win. */
export const listing = (overrides: Partial<CreateGearRequest> = {}): CreateGearRequest => ({
  name: "Sony FX3 Cinema Camera",
  category: "cameras",
  brand: "Sony",
  model: "FX3",
  description: "Compact full-frame cinema body with two batteries.",
  condition: "like_new",
  specs: [{ label: "Sensor", value: "Full frame 12 MP" }],
  pricePerDay: 25000,
  extendedPrice: 20000,
  deposit: 300000,
  ...overrides,
});

export interface UploadFile {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields, then files (default field "photos"). */
export function formBody(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----sewagear${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "photos"}"; filename="${f.filename ?? "photo.png"}"\r\nContent-Type: ${f.type ?? "image/png"}\r\n\r\n`;
    parts.push(Buffer.from(head), f.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a multipart form from our own origin. */
export function postForm(ctx: TestApp, url: string, fields: Record<string, string>, files: UploadFile[], cookie?: string) {
  const { payload, contentType } = formBody(fields, files);
  return ctx.app.inject({ method: "POST", url, payload, headers: { origin: TEST_ORIGIN, "content-type": contentType, ...(cookie ? { cookie } : {}) } });
}

/** POST /api/gear with `data` and the given photos (one PNG by default). */
export async function postGear(ctx: TestApp, cookie: string | undefined, data: object = listing(), photos?: UploadFile[]) {
  return postForm(ctx, "/api/gear", { data: JSON.stringify(data) }, photos ?? [{ data: await pngImage() }], cookie);
}

/** Create a listing and return its id (fails the test unless 201). */
export async function createGearId(ctx: TestApp, cookie: string, data: object = listing(), photos?: UploadFile[]): Promise<string> {
  const res = await postGear(ctx, cookie, data, photos);
  if (res.statusCode !== 201) throw new Error(`create gear: ${res.statusCode} ${res.body}`);
  return res.json().gear.id as string;
}

/** Any JSON request from our own origin. */
export function send(ctx: TestApp, method: "PATCH" | "PUT" | "POST" | "DELETE", url: string, payload: object | undefined, cookie?: string) {
  return ctx.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

let n = 0;
/** A unique valid owner username. */
export const username = (prefix = "owner") => `${prefix}_${Date.now().toString(36).slice(-5)}${n++}`;

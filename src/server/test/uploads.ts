import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildTestApp, type TestApp, TEST_ORIGIN } from "./test-app";

export type FilesTestApp = TestApp & { dataDir: string; uploadsDir: string };

/** buildTestApp with its own temporary DATA_DIR (removed on close), so tests can look at the stored files. */
export async function buildTestAppWithFiles(overrides: Record<string, string | undefined> = {}): Promise<FilesTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sewagear-files-"));
  const ctx = await buildTestApp({ DATA_DIR: dataDir, ...overrides });
  return {
    ...ctx,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    async close() {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
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
export const pngImage = (colour = "#2c3e50", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Marker written into the EXIF of jpegWithGps, to look for in stored files. */
export const EXIF_MARKER = "sewagear-secret-location";

/** A JPEG carrying EXIF with GPS coordinates (Kuala Lumpur) and a marker description. */
export const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: "#8e44ad" } })
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER, Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "3/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "101/1 41/1 0/1" },
    })
    .jpeg()
    .toBuffer();

/** A minimal one-page PDF. */
export const pdfDocument = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );

export interface UploadFile {
  /** Form field name; "photos" unless given. */
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields, then files. */
export function formBody(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----sewagear${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "photos"}"; filename="${f.filename ?? "upload.png"}"\r\nContent-Type: ${f.type ?? "image/png"}\r\n\r\n`;
    parts.push(Buffer.from(head), f.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a multipart form from our own origin. */
export function postForm(
  ctx: TestApp,
  url: string,
  fields: Record<string, string>,
  files: UploadFile[],
  cookie?: string,
) {
  const { payload, contentType } = formBody(fields, files);
  return ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: { origin: TEST_ORIGIN, "content-type": contentType, ...(cookie ? { cookie } : {}) },
  });
}

import { readdir } from "node:fs/promises";
import path from "node:path";
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";

/** Files for upload tests, and what ended up stored. */

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

/** A generated IC-like card (readable by verification/image-checks.ts): 14 lines of dark print on a light background, with a photo box. */
export async function documentCard(width = 1600, height = 1000) {
  const lines = Array.from(
    { length: 14 },
    (_, i) =>
      `<text x="60" y="${120 + i * 60}" font-size="40" font-family="sans-serif" fill="#111">MYKAD 900101-14-5678 NAMA ${i}</text>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#dfe8f0"/><rect x="1200" y="150" width="300" height="380" fill="#8899aa"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).resize(width, height).png().toBuffer();
}

/**
 * A screenshot-like image of a QR code holding `text`: made by the `qrcode`
 * encoder, then placed on a larger light background as a banking app shows it.
 */
export async function qrScreenshot(text: string) {
  const qr = await QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 });
  return sharp({ create: { width: 720, height: 1280, channels: 3, background: "#f4f6f8" } })
    .composite([{ input: qr, gravity: "center" }])
    .png()
    .toBuffer();
}

/** The text of the QR code in a PNG, read by jsQR (a decoder of its own, not our code). */
export async function readQrText(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Storage } from "../storage/storage";

const PALETTE: Record<string, [string, string]> = {
  cameras: ["#0f172a", "#f59e0b"],
  lenses: ["#1e293b", "#38bdf8"],
  lighting: ["#422006", "#fde047"],
  audio: ["#14532d", "#86efac"],
  drones: ["#1e1b4b", "#a5b4fc"],
  grip: ["#3f1d38", "#f9a8d4"],
  accessories: ["#27272a", "#d4d4d8"],
};

/** A simple drawn silhouette per category, so demo cards look like what they are. */
const SHAPES: Record<string, (c: string) => string> = {
  cameras: (c) =>
    `<rect x="250" y="230" width="300" height="190" rx="24" fill="${c}"/><rect x="300" y="200" width="90" height="40" rx="8" fill="${c}"/><circle cx="400" cy="325" r="70" fill="none" stroke="#0008" stroke-width="22"/>`,
  lenses: (c) =>
    `<rect x="300" y="180" width="200" height="260" rx="30" fill="${c}"/><rect x="290" y="210" width="220" height="30" fill="#0006"/><rect x="290" y="330" width="220" height="30" fill="#0006"/>`,
  lighting: (c) =>
    `<rect x="290" y="170" width="220" height="160" rx="16" fill="${c}"/><rect x="390" y="330" width="20" height="150" fill="${c}"/><rect x="330" y="470" width="140" height="16" rx="8" fill="${c}"/>`,
  audio: (c) =>
    `<rect x="360" y="160" width="80" height="200" rx="40" fill="${c}"/><path d="M320 300 a80 80 0 0 0 160 0" fill="none" stroke="${c}" stroke-width="16"/><rect x="392" y="380" width="16" height="90" fill="${c}"/>`,
  drones: (c) =>
    `<rect x="340" y="290" width="120" height="60" rx="18" fill="${c}"/><path d="M300 260 L500 380 M500 260 L300 380" stroke="${c}" stroke-width="14"/><g fill="${c}"><ellipse cx="290" cy="250" rx="60" ry="10"/><ellipse cx="510" cy="250" rx="60" ry="10"/><ellipse cx="290" cy="390" rx="60" ry="10"/><ellipse cx="510" cy="390" rx="60" ry="10"/></g>`,
  grip: (c) =>
    `<path d="M400 200 L300 480 M400 200 L500 480 M400 200 L400 480" stroke="${c}" stroke-width="16"/><rect x="350" y="170" width="100" height="40" rx="8" fill="${c}"/>`,
  accessories: (c) =>
    `<rect x="280" y="220" width="240" height="170" rx="20" fill="${c}"/><rect x="320" y="250" width="160" height="110" rx="10" fill="#0006"/>`,
};

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Draw a demo photo (800×600) for a listing: nothing is downloaded. */
export async function drawGearPhoto(name: string, category: string, variant: number): Promise<Buffer> {
  const [bg, fg] = PALETTE[category] ?? PALETTE.accessories!;
  const shape = (SHAPES[category] ?? SHAPES.accessories!)(fg);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="${variant % 2}" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#000"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>${shape}
<text x="400" y="555" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Store a drawn photo and its thumbnail under the gear's public keys. */
export async function storeDemoPhoto(storage: Storage, gearId: string, image: Buffer) {
  const base = `public/gear/${gearId}/${randomBytes(8).toString("hex")}`;
  const thumb = await sharp(image).resize({ width: 480 }).webp({ quality: 75 }).toBuffer();
  await storage.put(`${base}.webp`, image);
  await storage.put(`${base}-thumb.webp`, thumb);
  return { fileKey: `${base}.webp`, thumbKey: `${base}-thumb.webp`, width: 800, height: 600 };
}

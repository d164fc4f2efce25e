import { z } from "zod";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { AppError } from "../../lib/errors";
import { isKey } from "../../storage/storage";
import { msg } from "../../../shared/i18n/message";

/**
 * Link-preview images (issue 33): a page's photos are stored as WebP, which some
 * apps' previews do not show, and the icon that stood in for a page without a
 * photo was 180×180, below the 200×200 Facebook and WhatsApp need. Every preview
 * is therefore also offered as a 1200×630 JPEG (the size the apps crop to):
 *
 * - `/preview/<key of a public WebP>.jpg`: that photo, whole, on white;
 * - `/preview/sewagear.jpg`: the fallback, SewaGear's mark on its own colours.
 *
 * Made on first request and kept (a stored key never changes its bytes), at most
 * KEPT of them, oldest out, so a crawler walking every photo cannot grow it without bound.
 */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const FALLBACK_PREVIEW = "/preview/sewagear.jpg";
const KEPT = 200;

/** The JPEG preview's URL path for a public file's URL path (`/files/public/…/x.webp`), or null for any other. */
export function jpegPreviewOf(fileUrl: string): string | null {
  const key = /^\/files\/(public\/[\w/-]+)\.webp$/.exec(fileUrl)?.[1];
  return key ? `/preview/${key}.jpg` : null;
}

/** The mark of favicon.svg, drawn large in the middle of a 1200×630 card. */
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0f172a"/>
<g transform="translate(440 155) scale(5)"><circle cx="32" cy="34" r="14" fill="none" stroke="#f59e0b" stroke-width="6"/><rect x="20" y="12" width="24" height="8" rx="3" fill="#f59e0b"/></g>
</svg>`;

const notFound = () => new AppError("NOT_FOUND", 404, msg("errors", "fileNotFound"));

export async function previewImageRoutes(app: FastifyInstance) {
  const kept = new Map<string, Promise<Buffer>>();
  const keep = (name: string, make: () => Promise<Buffer>) => {
    let bytes = kept.get(name);
    if (!bytes) {
      bytes = make();
      kept.set(name, bytes);
      // A failed make is not kept: the next request tries again.
      bytes.catch(() => kept.delete(name));
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    return bytes;
  };
  const card = (input: Buffer, background: string) =>
    sharp(input, { limitInputPixels: false })
      .resize({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fit: "contain", background })
      .flatten({ background })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();

  const jpeg = { content: { "image/jpeg": { schema: z.string().meta({ format: "binary" }) } } };
  const schema = {
    summary: "Download a link-preview image of a public photo",
    response: { 200: { description: `The photo on a ${PREVIEW_WIDTH}×${PREVIEW_HEIGHT} JPEG card.`, ...jpeg } },
  };
  app.get("/preview/*", { schema }, async (req, reply) => {
    const name = (req.params as { "*": string })["*"];
    let bytes: Buffer;
    if (`/preview/${name}` === FALLBACK_PREVIEW) {
      bytes = await keep(name, () => card(Buffer.from(FALLBACK_SVG), "#0f172a"));
    } else {
      const key = /^(public\/[\w/-]+)\.jpg$/.exec(name)?.[1];
      const webp = `${key}.webp`;
      if (!key || !isKey(webp)) throw notFound();
      bytes = await keep(name, async () => {
        const stream = await app.deps.storage.read(webp);
        if (!stream) throw notFound();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return card(Buffer.concat(chunks), "#ffffff");
      });
    }
    return reply
      .header("content-type", "image/jpeg")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(bytes);
  });
}

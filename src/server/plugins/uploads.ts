import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/errors";
import { msg } from "../../shared/i18n/message";
import { MAX_UPLOAD_BYTES, tooLarge } from "../storage/images";
import { assertKey } from "../storage/storage";

/** Multipart uploads (10 MB a file) and GET /files/public/… for public images. */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20 } });

  app.get("/files/*", async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    // Thrown, not sent, so the error handler says it in the caller's language.
    const fileNotFound = () => new AppError("NOT_FOUND", 404, msg("errors", "fileNotFound"));
    try {
      assertKey(key);
    } catch {
      throw fileNotFound();
    }
    if (!key.startsWith("public/")) throw fileNotFound();
    const stream = await app.deps.storage.read(key);
    if (!stream) throw fileNotFound();
    const type = key.endsWith(".webp")
      ? "image/webp"
      : key.endsWith(".png")
        ? "image/png"
        : key.endsWith(".pdf")
          ? "application/pdf"
          : "image/jpeg";
    // Keys are random and never reused, so a file never changes: cache it for good.
    return reply
      .header("content-type", type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(stream);
  });
}

/**
 * Read every uploaded file of a multipart request into memory (each ≤ 10 MB),
 * plus its text fields. Oversize → 413, not multipart → 415.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ files: { field: string; data: Buffer }[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA", 415, msg("errors", "multipartRequired"));
  const files: { field: string; data: Buffer }[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // A form's file input left empty still sends a part, with no name and no bytes.
        if (data.length > 0) files.push({ field: part.fieldname, data });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw err;
  }
  return { files, fields };
}

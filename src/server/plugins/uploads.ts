import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../lib/errors";
import { msg } from "../../shared/i18n/message";
import { MAX_UPLOAD_BYTES, tooLarge } from "../storage/images";
import { contentTypeOf, isKey, type Storage } from "../storage/storage";

/** Thrown, not sent, so the error handler says it in the caller's language. */
const fileNotFound = () => new AppError("NOT_FOUND", 404, msg("errors", "fileNotFound"));

/**
 * Multipart uploads (10 MB a file) and GET /files/public/… for public images.
 * Those are streamed from the storage, on disk or in the bucket alike (ADR 028):
 * the bucket then needs no public access, and the caching headers stay ours.
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20 } });

  const image = { content: { "image/webp": { schema: z.string().meta({ format: "binary" }) } } };
  app.get(
    "/files/*",
    {
      schema: {
        summary: "Download a public image (gear and owner photos)",
        response: { 200: { description: "The public image.", ...image } },
      },
    },
    async (req, reply) => {
      const key = (req.params as { "*": string })["*"];
      if (!isKey(key) || !key.startsWith("public/")) throw fileNotFound();
      const stream = await app.deps.storage.read(key);
      if (!stream) throw fileNotFound();
      // Keys are random and never reused, so a file never changes: cache it for good.
      return reply
        .header("content-type", contentTypeOf(key))
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(stream);
    },
  );
}

/**
 * The answer of every private file (identity documents, receipts, evidence,
 * handover photos, deposit receipts, DuitNow QRs), sent once the route has
 * authorised the caller and found the file's key: its bytes, never cached by
 * anyone but the browser that asked. 404 when the file itself is gone.
 */
export async function sendPrivateFile(reply: FastifyReply, storage: Storage, key: string) {
  const stream = await storage.read(key);
  if (!stream) throw fileNotFound();
  return reply.header("content-type", contentTypeOf(key)).header("cache-control", "private, no-store").send(stream);
}

/** A file part; `name` is the name the browser sent, echoed only to say which file a refusal is about. */
export interface UploadedFile {
  field: string;
  data: Buffer;
  name?: string;
}

/**
 * Read every uploaded file of a multipart request into memory (each ≤ 10 MB),
 * plus its text fields. Oversize → 413, not multipart → 415.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA", 415, msg("errors", "multipartRequired"));
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // A form's file input left empty still sends a part, with no name and no bytes.
        if (data.length > 0) files.push({ field: part.fieldname, data, name: part.filename });
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

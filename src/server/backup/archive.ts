import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createTarDecoder, createTarPacker } from "modern-tar";
import { isKey } from "../storage/storage";

/**
 * A backup is one plain tar file (readable with `tar -tf`):
 *   database/pglite.tar   the embedded database's data directory (PGlite's dumpDataDir), or
 *   database/postgres.dump  pg_dump's custom format;
 *   uploads/<key>         every uploaded file on disk (absent when they live in a bucket);
 *   manifest.json         written last: what is inside, with each upload's SHA-256. An
 *                         archive cut short has none, and restore refuses it.
 */
export const FORMAT = "sewagear-backup";
export const DB_ENTRY = { pglite: "database/pglite.tar", postgres: "database/postgres.dump" } as const;

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: keyof typeof DB_ENTRY;
  /** "disk": the uploads are in the archive; "bucket": they are in S3 and must be copied with the bucket's tools. */
  uploads: "disk" | "bucket";
  files: { key: string; bytes: number; sha256: string }[];
}

export interface ArchiveWriter {
  addBytes(name: string, data: Uint8Array): Promise<void>;
  addFile(name: string, file: string): Promise<void>;
  /** Copy every upload under `root` (DATA_DIR/uploads); returns what was copied. */
  addUploads(root: string): Promise<Manifest["files"]>;
  /** Write the manifest, finish the tar and wait until it is on disk. */
  finish(manifest: Manifest): Promise<void>;
  abort(err: unknown): Promise<void>;
}

/** Stream a new archive into `file`, entry by entry (no entry is held in memory but the one being added). */
export function writeArchive(file: string): ArchiveWriter {
  const { readable, controller } = createTarPacker();
  const written = pipeline(Readable.fromWeb(readable as WebReadableStream), createWriteStream(file, { mode: 0o600 }));
  const mtime = new Date();

  async function add(name: string, size: number, chunks: AsyncIterable<Uint8Array> | Uint8Array[]) {
    const writer = controller.add({ name, size, mode: 0o600, mtime, type: "file" }).getWriter();
    for await (const chunk of chunks) await writer.write(chunk);
    await writer.close();
  }

  return {
    addBytes: (name, data) => add(name, data.byteLength, [data]),
    async addFile(name, file) {
      const handle = await open(file);
      try {
        const { size } = await handle.stat();
        await add(name, size, handle.createReadStream({ start: 0, end: size - 1, autoClose: false }));
      } finally {
        await handle.close();
      }
    },
    async addUploads(root) {
      const files: Manifest["files"] = [];
      for (const key of await listUploads(root)) {
        // Uploads are written once under a new key and never changed, so a file is
        // either whole or (being written this instant) one no database row names yet.
        // One deleted since the listing (a retention purge) is skipped.
        const handle = await open(path.join(root, key)).catch((err: NodeJS.ErrnoException) => {
          if (err.code === "ENOENT") return null;
          throw err;
        });
        if (!handle) continue;
        try {
          const data = await handle.readFile();
          await add(`uploads/${key}`, data.byteLength, [data]);
          files.push({ key, bytes: data.byteLength, sha256: sha256(data) });
        } finally {
          await handle.close();
        }
      }
      return files;
    },
    async finish(manifest) {
      await this.addBytes("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
      controller.finalize();
      await written;
    },
    async abort(err) {
      controller.error(err);
      await written.catch(() => {});
    },
  };
}

/** Every storage key under `root`, sorted; files that are no upload (a stray temp file) are left out. */
export async function listUploads(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter(isKey)
    .sort();
}

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export interface ArchiveEntry {
  name: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** Read an archive entry by entry; `onEntry` must consume (or cancel) each body before the next one comes. */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const decoder = createTarDecoder({ strict: true });
  const fed = pipeline(createReadStream(file), toWritable(decoder.writable));
  // Marked handled now: when the entries fail first, its rejection is not the one reported.
  fed.catch(() => {});
  const entries = decoder.readable as unknown as AsyncIterable<{
    header: { name: string; size: number; type?: string };
    body: ReadableStream<Uint8Array>;
  }>;
  for await (const { header, body } of entries) {
    if (header.type && header.type !== "file") {
      await body.cancel();
      continue;
    }
    await onEntry({ name: header.name, size: header.size, body });
  }
  await fed;
}

function toWritable(stream: WritableStream<Uint8Array>) {
  return async (source: AsyncIterable<Buffer>) => {
    const writer = stream.getWriter();
    for await (const chunk of source) await writer.write(new Uint8Array(chunk));
    await writer.close();
  };
}

/** An entry's whole body (the database dump, the manifest). */
export async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

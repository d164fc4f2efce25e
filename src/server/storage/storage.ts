import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Keys start with "public/" (served at /files/…) or
 * "private/" (served only through authorised endpoints, plugins/uploads.ts
 * sendPrivateFile). Local disk by default; an S3-compatible bucket (s3.ts) when
 * configured (from-config.ts).
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

// zip: a person's data export (modules/data-export), only ever under private/.
const KEY =
  /^(public\/[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|pdf)|private\/[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|pdf|zip))$/;

export function assertKey(key: string) {
  if (!isKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Whether `key` is a storage key at all (a path a caller typed may not be). */
export function isKey(key: string) {
  return KEY.test(key) && !key.includes("..");
}

/** A stored file's type, from its key's extension (the only extensions a key may have). */
export function contentTypeOf(key: string) {
  if (key.endsWith(".webp")) return "image/webp";
  if (key.endsWith(".png")) return "image/png";
  if (key.endsWith(".pdf")) return "application/pdf";
  if (key.endsWith(".zip")) return "application/zip";
  return "image/jpeg";
}

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const f = file(key);
      await mkdir(path.dirname(f), { recursive: true });
      // Write then rename would be safer against a crash mid-write; a torn file
      // is only ever a new key nobody references yet, so a plain write suffices.
      await writeFile(f, data);
    },
    async read(key) {
      const f = file(key);
      try {
        await stat(f);
      } catch {
        return null;
      }
      return createReadStream(f);
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

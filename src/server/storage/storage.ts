import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Keys start with "public/" (served at /files/…) or
 * "private/" (served only through authorised endpoints). Local disk now; an
 * S3-compatible store implements the same four calls later.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^(public|private)\/[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|pdf)$/;

export function assertKey(key: string) {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`invalid storage key: ${key}`);
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

import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { S3Storage } from "./s3";
import { isKey } from "./storage";

export interface MigrationReport {
  /** Files written to the bucket by this run. */
  copied: number;
  /** Files the bucket already held with the same size (an earlier run's work). */
  present: number;
  /** Files under the folder that are not upload keys (left alone). */
  ignored: string[];
  /** Keys that could not be copied, with why; a rerun tries them again. */
  failed: { key: string; error: string }[];
}

/** How many files are copied at once: enough to hide each request's latency, few enough for a small server. */
const PARALLEL = 4;

/** Every file under `root`, as storage keys (forward slashes) relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    // No uploads folder: nothing was ever uploaded, nothing to copy.
    if ((err as { code?: string }).code === "ENOENT") return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Copy every upload under `root` (DATA_DIR/uploads) into the bucket under the
 * same key. Idempotent and resumable: a key the bucket already holds with the
 * same size is skipped (keys are random and files never change, so equal size
 * means the same file; a torn upload of an interrupted run differs and is
 * written again). Local files are never deleted: the operator removes them once
 * the app runs on the bucket.
 */
export async function migrateToBucket(
  root: string,
  bucket: S3Storage,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, present: 0, ignored: [], failed: [] };
  const all = await filesUnder(root);
  const keys = all.filter((file) => isKey(file));
  report.ignored = all.filter((file) => !isKey(file));
  let next = 0;
  let done = 0;
  const copyOne = async (key: string) => {
    const file = path.join(root, key);
    const [local, stored] = await Promise.all([stat(file), bucket.size(key)]);
    if (stored === local.size) {
      report.present++;
      return;
    }
    await bucket.put(key, await readFile(file));
    report.copied++;
  };
  const lane = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await copyOne(key);
      } catch (err) {
        report.failed.push({ key, error: err instanceof Error ? err.message : String(err) });
      }
      onProgress(++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return report;
}

import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { Config } from "../config";
import { lockDataDir } from "../db/lock";
import { isKey } from "../storage/storage";
import { bytesOf, DB_ENTRY, FORMAT, type Manifest, readArchive, sha256 } from "./archive";
import { libpqEnv, runPgTool } from "./postgres";

export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  /** Restore over existing data: what was there is moved aside (PGlite) or dropped object by object (PostgreSQL). */
  force?: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Where the data that was there went (--force on a data directory). */
  movedAside: string[];
}

/** What a data directory may hold and still count as empty: our lock file, the backup socket's folder. */
const IGNORED_IN_EMPTY = new Set(["sewagear.lock", "run"]);

/**
 * Bring a backup (backup.ts) back: the database into DATA_DIR/db (PGlite) or into
 * DATABASE_URL's database (pg_restore), the uploads into DATA_DIR/uploads. The
 * archive is unpacked into a folder beside them and checked against its manifest
 * (every upload's SHA-256) before anything is moved into place, so a damaged or cut
 * archive changes nothing. Refuses data already there unless `force`.
 */
export async function restoreBackup(config: Config, file: string, opts: RestoreOptions = {}): Promise<RestoreReport> {
  const dataDir = path.resolve(config.DATA_DIR);
  // The lock keeps a server from starting on the directory meanwhile, and refuses while one runs.
  const release = lockDataDir(dataDir);
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  try {
    // On PostgreSQL the database is checked by restorePostgres; the uploads are still DATA_DIR's.
    if (config.DATABASE_URL) refuseNonEmpty(path.join(dataDir, "uploads"), opts.force);
    else refuseNonEmpty(dataDir, opts.force);
    mkdirSync(path.join(staging, "uploads"), { recursive: true });
    const manifest = await unpack(file, staging);
    if (manifest.database !== (config.DATABASE_URL ? "postgres" : "pglite"))
      throw new RestoreRefusedError(
        manifest.database === "postgres"
          ? "This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into."
          : "This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
      );
    const movedAside: string[] = [];
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, path.join(staging, DB_ENTRY.postgres), opts.force);
    } else {
      await loadPglite(path.join(staging, "db"), await readFile(path.join(staging, DB_ENTRY.pglite)));
      movedAside.push(...moveIntoPlace(dataDir, staging, "db"));
    }
    if (manifest.uploads === "disk") movedAside.push(...moveIntoPlace(dataDir, staging, "uploads"));
    return { manifest, movedAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

function refuseNonEmpty(dataDir: string, force: boolean | undefined) {
  if (!existsSync(dataDir)) return;
  const present = readdirSync(dataDir).filter((f) => !IGNORED_IN_EMPTY.has(f) && !f.startsWith(".restore-"));
  if (present.length > 0 && !force)
    throw new RestoreRefusedError(
      `${dataDir} is not empty (${present.join(", ")}). Restore into an empty directory (DATA_DIR=…), ` +
        `or add --force to move its db/ and uploads/ aside and restore in their place.`,
    );
}

/** Unpack into `staging`, checking names and sizes as they come and the uploads against the manifest at the end. */
async function unpack(file: string, staging: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const seen = new Map<string, string>();
  await readArchive(file, async ({ name, body }) => {
    if (name === "manifest.json") {
      manifest = JSON.parse((await bytesOf(body)).toString("utf8")) as Manifest;
    } else if (name === DB_ENTRY.pglite || name === DB_ENTRY.postgres) {
      mkdirSync(path.join(staging, "database"), { recursive: true });
      await pipeline(Readable.fromWeb(body as WebReadableStream), createWriteStream(path.join(staging, name)));
    } else if (name.startsWith("uploads/") && isKey(name.slice("uploads/".length))) {
      // Only storage keys: a name with "..", or any other, never reaches the disk.
      const data = await bytesOf(body);
      const target = path.join(staging, name);
      mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(Readable.from([data]), createWriteStream(target));
      seen.set(name.slice("uploads/".length), sha256(data));
    } else {
      await body.cancel();
      throw new RestoreRefusedError(`${file}: unexpected entry ${JSON.stringify(name)}; is this a SewaGear backup?`);
    }
  });
  if (!manifest || manifest.format !== FORMAT)
    throw new RestoreRefusedError(
      `${file} has no manifest: not a SewaGear backup, or one cut short. Nothing restored.`,
    );
  const entry = DB_ENTRY[manifest.database];
  if (!existsSync(path.join(staging, entry)))
    throw new RestoreRefusedError(`${file} lacks ${entry}. Nothing restored.`);
  const bad = manifest.files.filter((f) => seen.get(f.key) !== f.sha256).map((f) => f.key);
  if (bad.length > 0 || seen.size !== manifest.files.length)
    throw new RestoreRefusedError(
      `${file}: ${bad.length || Math.abs(seen.size - manifest.files.length)} upload(s) missing or damaged ` +
        `(${bad.slice(0, 3).join(", ")}). Nothing restored.`,
    );
  return manifest;
}

/** Write a PGlite dump out as a data directory (PGlite unpacks it on open) and check it opens. */
async function loadPglite(dir: string, tar: Buffer) {
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob([new Uint8Array(tar)], { type: "application/x-tar" }),
    extensions: { btree_gist },
  });
  try {
    await client.query("select count(*) from pg_class");
  } finally {
    await client.close();
  }
}

/** Put staging/<name> at dataDir/<name>; what was there moves to <name>.before-restore-<time>. */
function moveIntoPlace(dataDir: string, staging: string, name: string): string[] {
  const target = path.join(dataDir, name);
  const moved: string[] = [];
  if (existsSync(target)) {
    const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, aside);
    moved.push(aside);
  }
  renameSync(path.join(staging, name), target);
  return moved;
}

/** pg_restore into DATABASE_URL's database, refusing one with tables unless `force` (then its objects are replaced). */
async function restorePostgres(url: string, dump: string, force: boolean | undefined) {
  const tables = Number(
    (
      await runPgTool(
        "psql",
        ["-XAtc", "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')"],
        url,
      )
    ).trim(),
  );
  if (tables > 0 && !force)
    throw new RestoreRefusedError(
      `The database of DATABASE_URL has ${tables} tables. Restore into an empty database (createdb), ` +
        `or add --force to drop and replace what the backup holds.`,
    );
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  await runPgTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...clean,
      `--dbname=${libpqEnv(url).PGDATABASE}`,
      dump,
    ],
    url,
  );
}

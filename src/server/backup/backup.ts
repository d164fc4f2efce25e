import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/lock";
import { uploadsDir } from "../storage/from-config";
import { DB_ENTRY, FORMAT, type Manifest, writeArchive } from "./archive";
import { dumpFromServer } from "./control-socket";
import { runPgTool } from "./postgres";

export interface BackupReport {
  file: string;
  manifest: Manifest;
  /** Where the database copy came from. */
  via: "running server" | "data directory" | "pg_dump";
}

/**
 * Write a backup of the database and the uploads on disk to `file` (a .partial
 * file renamed at the end, so a file by that name is always a whole backup).
 *
 * The database is copied first, the uploads after: a file is written before the
 * row that names it, so every file the copied rows name is on disk by then. The
 * opposite order would miss the files of rows added between the two copies.
 */
export async function makeBackup(config: Config, file: string): Promise<BackupReport> {
  const partial = `${file}.partial`;
  const archive = writeArchive(partial);
  try {
    const dataDir = path.resolve(config.DATA_DIR);
    let via: BackupReport["via"];
    if (config.DATABASE_URL) {
      via = "pg_dump";
      await addPgDump(archive, config.DATABASE_URL, path.dirname(path.resolve(file)));
    } else {
      const copied = await copyPglite(dataDir);
      via = copied.via;
      await archive.addBytes(DB_ENTRY.pglite, copied.tar);
    }
    const onDisk = !config.S3_ENDPOINT;
    const files = onDisk ? await archive.addUploads(uploadsDir(config)) : [];
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: config.DATABASE_URL ? "postgres" : "pglite",
      uploads: onDisk ? "disk" : "bucket",
      files,
    };
    await archive.finish(manifest);
    renameSync(partial, file);
    return { file, manifest, via };
  } catch (err) {
    await archive.abort(err);
    rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * The embedded database's data directory: from the server running on it (over
 * its backup socket, control-socket.ts), else opened here under the lock, so no
 * server can start on it meanwhile. The copy is taken while no query runs (PGlite
 * runs one at a time) and after a CHECKPOINT, so it is what a crash at that moment
 * would leave: it opens with the last committed transaction, and one in progress
 * at that moment is rolled back, as PostgreSQL does after a power cut.
 */
async function copyPglite(dataDir: string): Promise<{ tar: Uint8Array; via: BackupReport["via"] }> {
  const fromServer = await dumpFromServer(dataDir);
  if (fromServer) return { tar: fromServer, via: "running server" };
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // Locked, yet nobody answers on the socket: an `admin:create`, or a server
    // too old to have the socket. Its data cannot be read while it runs.
    throw new DataDirLockedError(
      `${err.message.split(". ")[0]}, and it does not answer backup requests (only a running server does). ` +
        `Let it finish (or stop it), then run the backup again.`,
    );
  }
  try {
    // Opening a missing directory would make a new, empty database and back that up.
    if (!existsSync(path.join(dataDir, "db", "PG_VERSION")))
      throw new Error(`There is no database in ${path.join(dataDir, "db")}: is DATA_DIR right?`);
    const database = await openDatabase({ dir: path.join(dataDir, "db"), migrate: false });
    try {
      await database.db.execute(sql`CHECKPOINT`);
      const tar = new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer());
      return { tar, via: "data directory" };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** pg_dump's custom format (one consistent snapshot: pg_dump runs in one repeatable-read transaction). */
async function addPgDump(archive: ReturnType<typeof writeArchive>, url: string, near: string) {
  const tmp = mkdtempSync(path.join(near, ".sewagear-pgdump-"));
  try {
    const dump = path.join(tmp, "postgres.dump");
    await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${dump}`], url);
    await archive.addFile(DB_ENTRY.postgres, dump);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

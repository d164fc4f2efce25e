import { execFile } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  copyFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { bookings, invoices } from "../db/schema";
import { PROJECT_ROOT } from "../lib/root";
import { type ServerProcess, signInOn, startServerProcess } from "../test/server-process";
import { listUploads } from "./archive";
import { makeBackup } from "./backup";
import { socketPath } from "./control-socket";
import { restoreBackup } from "./restore";

// The round trip of issue 31: a real server process on a data directory with the demo
// data (bookings, invoices, photos, handover sheets) is backed up by `npm run backup`'s
// script while requests write, the backup is restored by `npm run restore`'s into a
// fresh directory, and every booking, invoice and upload is found there.

const root = mkdtempSync(path.join(tmpdir(), "sg-backup-"));
const dataDir = path.join(root, "data");
const backupFile = path.join(root, "running.tar");
let server: ServerProcess | undefined;

function cli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    execFile(
      process.execPath,
      ["--import", "tsx", `src/server/cli/${script}.ts`, ...args],
      { cwd: PROJECT_ROOT, env: { ...inherited, ...env } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

const configFor = (dir: string) => ({
  ...loadConfig({ DATA_DIR: dir }),
  DATABASE_URL: undefined,
  S3_ENDPOINT: undefined,
});

/** Every booking's and invoice's identity, and every upload's bytes, of a data directory (no server on it). */
async function contentsOf(dir: string) {
  const database = await openDatabase({ dir: path.join(dir, "db"), migrate: false });
  try {
    const b = await database.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .orderBy(asc(bookings.id));
    const i = await database.db
      .select({ id: invoices.id, number: invoices.number, bookingId: invoices.bookingId })
      .from(invoices)
      .orderBy(asc(invoices.id));
    const uploads = Object.fromEntries(
      (await listUploads(path.join(dir, "uploads"))).map((k) => [k, readFileSync(path.join(dir, "uploads", k))]),
    );
    return { bookings: b, invoices: i, uploads };
  } finally {
    await database.close();
  }
}

/** A request on the server's backup socket. */
function onSocket(method: string, url: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ socketPath: socketPath(dataDir), path: url, method }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

let written = 0;
let backupRun: Awaited<ReturnType<typeof cli>>;

beforeAll(async () => {
  server = await startServerProcess(undefined, true, { DATA_DIR: dataDir }, { startTimeoutMs: 300_000 });
  const cookie = await signInOn(server.base, "renter@sewagear.test");
  const headers = { cookie, origin: server.base, "content-type": "application/json" };
  // Writers: saved filters made and removed over and over while the backup runs.
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const made = await fetch(`${server!.base}/api/filters`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: `backup ${i}`, query: "" }),
      });
      if (made.status !== 201) throw new Error(`filter not made: ${made.status} ${await made.text()}`);
      const { id } = (await made.json()) as { id: string };
      const gone = await fetch(`${server!.base}/api/filters/${id}`, {
        method: "DELETE",
        headers: { cookie, origin: server!.base },
      });
      if (gone.status !== 204) throw new Error(`filter not removed: ${gone.status}`);
      written += 2;
    }
  })();
  backupRun = await cli("backup", [backupFile], { DATA_DIR: dataDir });
  writing = false;
  await writer;
}, 600_000);

afterAll(() => {
  server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run backup while the server runs, then npm run restore", () => {
  it("copies the database through the running server while requests write", () => {
    expect(backupRun.err).toBe("");
    expect(backupRun.code).toBe(0);
    expect(backupRun.out).toContain("copied by the running server");
    expect(written).toBeGreaterThan(0);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);
  });

  it("answers only POST /database on a socket only its own account can open", async () => {
    expect(statSync(path.dirname(socketPath(dataDir))).mode & 0o777).toBe(0o700);
    expect(statSync(socketPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(await onSocket("GET", "/database")).toBe(405);
    expect(await onSocket("POST", "/database/../x")).toBe(404);
  });

  it("restores into a fresh directory every booking, invoice and upload, byte for byte", async () => {
    // The server stopped, the original directory is the reference: the writers only
    // touched saved filters, so its bookings, invoices and uploads are the backup's.
    const exited = new Promise((r) => server!.child.once("exit", r));
    server!.child.kill("SIGTERM");
    await exited;
    const fresh = path.join(root, "fresh");
    const run = await cli("restore", [backupFile], { DATA_DIR: fresh });
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    const [before, after] = [await contentsOf(dataDir), await contentsOf(fresh)];
    expect(before.bookings.length).toBeGreaterThan(0);
    expect(before.invoices.length).toBeGreaterThan(0);
    expect(Object.keys(before.uploads).length).toBeGreaterThan(20);
    expect(after.bookings).toEqual(before.bookings);
    expect(after.invoices).toEqual(before.invoices);
    expect(Object.keys(after.uploads)).toEqual(Object.keys(before.uploads));
    for (const [key, bytes] of Object.entries(before.uploads))
      expect(after.uploads[key]!.equals(bytes), key).toBe(true);
  }, 300_000);

  it("refuses a non-empty directory without --force, leaving it as it was", async () => {
    const fresh = path.join(root, "fresh");
    const listing = readdirSync(fresh).sort();
    await expect(restoreBackup(configFor(fresh), backupFile)).rejects.toThrow(/is not empty \(db, uploads\)/);
    expect(readdirSync(fresh).sort()).toEqual(listing);
    const { movedAside } = await restoreBackup(configFor(fresh), backupFile, { force: true });
    expect(movedAside.map((d) => path.basename(d).split(".")[0])).toEqual(["db", "uploads"]);
    expect(movedAside.every((d) => existsSync(d))).toBe(true);
  }, 300_000);

  it("refuses an archive cut short and restores nothing", async () => {
    const cut = path.join(root, "cut.tar");
    copyFileSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size * 0.9));
    const empty = path.join(root, "from-cut");
    await expect(restoreBackup(configFor(empty), cut)).rejects.toThrow();
    expect(readdirSync(empty).filter((f) => f !== "sewagear.lock")).toEqual([]);
  }, 300_000);

  it("backs up a directory no server runs on by opening it itself", async () => {
    const file = path.join(root, "stopped.tar");
    const report = await makeBackup(configFor(dataDir), file);
    expect(report.via).toBe("data directory");
    const again = path.join(root, "again");
    await restoreBackup(configFor(again), file);
    expect((await contentsOf(again)).bookings).toEqual((await contentsOf(dataDir)).bookings);
  }, 300_000);
});

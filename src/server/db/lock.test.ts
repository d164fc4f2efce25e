import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-lock-"));
  dirs.push(dir);
  return dir;
}
const lockFile = (dir: string) => path.join(dir, "sewagear.lock");

/** A process that stays alive until killed. */
function liveProcess(): ChildProcess {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((r) => child.once("exit", r));
  return child.pid!;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((r) => child.once("exit", (code) => r(code)));
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("creates the lock file with our pid and removes it on release", () => {
    const dir = path.join(tempDir(), "not-yet-created");
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    expect(() => release()).not.toThrow();
  });

  it("refuses a directory locked by another live process, with a message saying what to do", () => {
    const dir = tempDir();
    const other = liveProcess();
    writeFileSync(lockFile(dir), String(other.pid));

    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `Another SewaGear process (pid ${other.pid}) is using the data directory ${path.resolve(dir)}. ` +
        "Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.",
    );
    // The other process keeps its lock.
    expect(readFileSync(lockFile(dir), "utf8")).toBe(String(other.pid));
  });

  it("takes over a stale lock whose process is gone", async () => {
    const dir = tempDir();
    const pid = await deadPid();
    writeFileSync(lockFile(dir), String(pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["garbage", "not a pid"],
    // A restarted container often gets the same pid as the process that left the file.
    ["holding our own pid", String(process.pid)],
  ])("takes over a lock file %s", (_label, content) => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), content);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), "utf8")).toBe(String(process.pid));
    release();
  });

  it("release leaves alone a lock file that another process has since taken", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const other = liveProcess();
    writeFileSync(lockFile(dir), String(other.pid));
    release();
    expect(readFileSync(lockFile(dir), "utf8")).toBe(String(other.pid));
  });
});

describe("two servers on one DATA_DIR", () => {
  type ServerProcess = { child: ChildProcess; out(): string; err(): string };
  let dataDir: string;
  let first: ServerProcess | undefined;

  function startServerProcess(dir: string): ServerProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dir,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
    };
    for (const key of ["DATABASE_URL", "SMTP_URL", "PUBLIC_URL", "SESSION_SECRET"]) delete env[key];
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    return { child, out: () => stdout, err: () => stderr };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sewagear-lock-server-"));
    const server = startServerProcess(dataDir);
    first = server;
    const started = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 90_000);
      server.child.stdout!.on("data", () => {
        if (server.out().includes("SewaGear is running")) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      server.child.once("exit", () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    if (!started) throw new Error(`the first server did not start:\n${server.out()}\n${server.err()}`);
  }, 120_000);

  afterAll(() => {
    if (first && first.child.exitCode === null && first.child.signalCode === null) first.child.kill("SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("the second exits with status 1 and says another process holds the directory", { timeout: 90_000 }, async () => {
    const pid = first!.child.pid;
    expect(readFileSync(lockFile(dataDir), "utf8")).toBe(String(pid));

    const second = startServerProcess(dataDir);
    expect(await exited(second.child)).toBe(1);
    expect(second.err()).toContain(
      `Another SewaGear process (pid ${pid}) is using the data directory ${path.resolve(dataDir)}`,
    );
    // Said plainly: no stack trace.
    expect(second.err()).not.toMatch(/\n\s+at /);
    // The first one is unharmed and keeps its lock.
    expect(first!.child.exitCode).toBeNull();
    expect(readFileSync(lockFile(dataDir), "utf8")).toBe(String(pid));
  });

  it("the first stops cleanly on SIGTERM and removes its lock", { timeout: 60_000 }, async () => {
    first!.child.kill("SIGTERM");
    const code = await exited(first!.child);
    expect(code, `exit status ${code}; output:\n${first!.out().slice(-2000)}\n${first!.err().slice(-2000)}`).toBe(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});

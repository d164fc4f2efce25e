import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, pidSpace } from "./lock";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-lock-"));
  dirs.push(dir);
  return dir;
}
const lockFile = (dir: string) => path.join(dir, "sewagear.lock");
/** The pid the lock file names (JSON now; a plain pid in files written before). */
const lockPid = (dir: string) => {
  const text = readFileSync(lockFile(dir), "utf8");
  return String(/^\d+$/.test(text) ? text : (JSON.parse(text) as { pid: number }).pid);
};

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
    expect(lockPid(dir)).toBe(String(process.pid));
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
    expect(lockPid(dir)).toBe(String(other.pid));
  });

  it("takes over a stale lock whose process is gone", async () => {
    const dir = tempDir();
    const pid = await deadPid();
    writeFileSync(lockFile(dir), String(pid));
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(String(process.pid));
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
    expect(lockPid(dir)).toBe(String(process.pid));
    release();
  });

  it("release leaves alone a lock file that another process has since taken", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const other = liveProcess();
    writeFileSync(lockFile(dir), String(other.pid));
    release();
    expect(lockPid(dir)).toBe(String(other.pid));
  });
});

/** A lock file as another process writes it, its mtime `ageMs` in the past. */
function writeHolder(dir: string, holder: { pid: number; space: string; token?: string }, ageMs = 0) {
  writeFileSync(lockFile(dir), JSON.stringify({ token: "someone-else", host: "box-b", ...holder }));
  const at = new Date(Date.now() - ageMs);
  utimesSync(lockFile(dir), at, at);
}

describe("lockDataDir when two containers' processes have the same pid", () => {
  const otherContainer = "4f6d-other-boot-or-container/pid:[4026532999]";

  it("refuses a live holder in another PID namespace even though its pid is ours", () => {
    const dir = tempDir();
    writeHolder(dir, { pid: process.pid, space: otherContainer });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.pid} on box-b`);
    expect(lockPid(dir)).toBe(String(process.pid));
    expect(readFileSync(lockFile(dir), "utf8")).toContain("someone-else");
  });

  it("takes over a holder in another namespace once its heartbeat stopped (30 s)", () => {
    const dir = tempDir();
    writeHolder(dir, { pid: process.pid, space: otherContainer }, 31_000);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), "utf8")).not.toContain("someone-else");
    release();
  });

  it("takes over a file of our namespace holding our pid but another token (a restarted container's leftover)", () => {
    const dir = tempDir();
    writeHolder(dir, { pid: process.pid, space: pidSpace() });
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), "utf8")).not.toContain("someone-else");
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("the holder's heartbeat keeps the file fresh, and release stops it", async () => {
    const dir = tempDir();
    const release = lockDataDir(dir, { heartbeatMs: 30 });
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    await expect.poll(() => Date.now() - statSync(lockFile(dir)).mtimeMs, { timeout: 2_000 }).toBeLessThan(5_000);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  /**
   * The real thing: two processes in PID namespaces of their own (unshare, as
   * containers have), each pid 1, on one directory. Needs root and util-linux.
   */
  const canUnshare = process.getuid?.() === 0 && spawnSync("unshare", ["--pid", "--fork", "true"]).status === 0;
  it.skipIf(!canUnshare)(
    "two pid-1 processes in separate namespaces: the second is refused",
    { timeout: 60_000 },
    async () => {
      const dir = tempDir();
      const script = (hold: boolean) =>
        `import("./src/server/db/lock.ts").then(({ lockDataDir }) => {
        try { lockDataDir(${JSON.stringify(dir)}); console.log("locked as pid " + process.pid); }
        catch (e) { console.log("refused: " + e.message); process.exit(3); }
        ${hold ? "setTimeout(() => {}, 30000);" : "process.exit(0);"}
      })`;
      const run = (hold: boolean) => {
        const child = spawn("unshare", ["--pid", "--fork", process.execPath, "--import", "tsx", "-e", script(hold)], {
          cwd: ROOT,
          stdio: ["ignore", "pipe", "pipe"],
        });
        children.push(child);
        let out = "";
        child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
        return { child, out: () => out };
      };
      const first = run(true);
      await expect.poll(first.out, { timeout: 30_000 }).toContain("locked as pid 1");
      const second = run(false);
      expect(await exited(second.child)).toBe(3);
      expect(second.out()).toContain("refused: Another SewaGear process (pid 1 on ");
    },
  );
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
    expect(lockPid(dataDir)).toBe(String(pid));

    const second = startServerProcess(dataDir);
    expect(await exited(second.child)).toBe(1);
    expect(second.err()).toContain(
      `Another SewaGear process (pid ${pid}) is using the data directory ${path.resolve(dataDir)}`,
    );
    // Said plainly: no stack trace.
    expect(second.err()).not.toMatch(/\n\s+at /);
    // The first one is unharmed and keeps its lock.
    expect(first!.child.exitCode).toBeNull();
    expect(lockPid(dataDir)).toBe(String(pid));
  });

  it("the first stops cleanly on SIGTERM and removes its lock", { timeout: 60_000 }, async () => {
    first!.child.kill("SIGTERM");
    const code = await exited(first!.child);
    expect(code, `exit status ${code}; output:\n${first!.out().slice(-2000)}\n${first!.err().slice(-2000)}`).toBe(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});

import { randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

/** What the lock file holds. */
interface Holder {
  pid: number;
  /** The PID namespace the pid belongs to: only inside it does `pid` name a process. */
  space: string;
  /** This holder and no other: a restarted process that got the same pid is told apart by it. */
  token: string;
  host: string;
}

/** How often the holder touches the file; a holder from another namespace is alive while it does. */
const HEARTBEAT_MS = 10_000;
/** A file not touched for this long is a dead holder's (three heartbeats missed). */
const STALE_MS = 3 * HEARTBEAT_MS;

/**
 * Which PID namespace we are in: the kernel's boot id plus the namespace's inode
 * (`/proc/self/ns/pid`). Two containers on one host share the boot id but not
 * the namespace; two hosts differ in the boot id. Without /proc (macOS) a host
 * has one namespace, named by its host name.
 */
export function pidSpace(): string {
  try {
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return `${boot}/${readlinkSync("/proc/self/ns/pid")}`;
  } catch {
    return `host:${hostname()}`;
  }
}

/** The file's holder; an old file holding only a pid is read as one in our namespace. */
function readHolder(file: string): Holder | null {
  const text = readFileSync(file, "utf8").trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), space: pidSpace(), token: "", host: "" };
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    return typeof h.pid === "number" && typeof h.space === "string" && typeof h.token === "string"
      ? { pid: h.pid, space: h.space, token: h.token, host: String(h.host ?? "") }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder is still running. In our namespace its pid says so — unless
 * the pid is ours: then the file is a previous process's that had our pid (a
 * restarted container starts at the same pid), since we did not write it. In
 * another namespace (another container sharing the directory) the pid means
 * nothing here, so the heartbeat decides.
 */
function holderAlive(h: Holder, file: string, now: number): boolean {
  if (h.space === pidSpace()) return h.pid !== process.pid && isAlive(h.pid);
  return now - statSync(file).mtimeMs < STALE_MS;
}

export interface LockOptions {
  /** Tests shorten it. */
  heartbeatMs?: number;
}

/**
 * PGlite takes no lock of its own, and two processes writing one directory corrupt
 * it. Take an exclusive lock file naming us (pid, PID namespace, a random token)
 * and touch it every few seconds; a file whose holder is gone is taken over.
 */
export function lockDataDir(dataDir: string, opts: LockOptions = {}): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "sewagear.lock");
  const me: Holder = { pid: process.pid, space: pidSpace(), token: randomBytes(12).toString("hex"), host: hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return holdLock(file, me, opts.heartbeatMs ?? HEARTBEAT_MS);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const seen = readFileSync(file, "utf8");
      const holder = readHolder(file);
      if (holder && holderAlive(holder, file, Date.now())) {
        const where = holder.space === me.space ? "" : ` on ${holder.host || "another host or container"}`;
        throw new DataDirLockedError(
          `Another SewaGear process (pid ${holder.pid}${where}) is using the data directory ${path.resolve(dataDir)}. ` +
            `Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.`,
        );
      }
      takeOver(file, seen);
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}`);
}

/**
 * Move a dead holder's file aside. Rename is atomic, so of two processes taking
 * over at once one moves it; should the other move the winner's fresh file
 * instead (it read the stale one a moment before), it sees other content, puts
 * it back and gives up.
 */
function takeOver(file: string, seen: string) {
  const aside = `${file}.${randomBytes(6).toString("hex")}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // already moved by someone else: try to create ours
  }
  if (readFileSync(aside, "utf8") !== seen) {
    try {
      linkSync(aside, file);
    } catch {
      /* someone created one meanwhile */
    }
    unlinkSync(aside);
    throw new DataDirLockedError(`Another SewaGear process took the lock ${file} at the same moment`);
  }
  unlinkSync(aside);
}

function holdLock(file: string, me: Holder, heartbeatMs: number): () => void {
  const mine = () => readHolder(file)?.token === me.token;
  // The heartbeat tells processes in other namespaces we are alive.
  const heartbeat = setInterval(() => {
    try {
      if (mine()) utimesSync(file, new Date(), new Date());
    } catch {
      /* removed under us: nothing to refresh */
    }
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    try {
      if (mine()) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./ports";

/** Debian's PostgreSQL 15 server binaries (package postgresql-15). */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Why a throwaway cluster cannot be made here, or null when it can. */
export function clusterUnavailableReason(): string | null {
  for (const tool of ["initdb", "pg_ctl"]) {
    if (!existsSync(path.join(PG_BIN, tool))) return `${PG_BIN}/${tool} is missing (apt-get install -y postgresql-15)`;
  }
  return null;
}

/**
 * initdb refuses to run as root: as root the cluster belongs to the `postgres`
 * account (Debian's package creates it) or else `nobody`, and the tools run
 * through runuser; as anyone else they run directly.
 */
function runAs(): { user: string; uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  for (const user of ["postgres", "nobody"]) {
    try {
      const id = (flag: string) => Number(execFileSync("id", [flag, user], { stdio: "pipe" }).toString().trim());
      const [uid, gid] = [id("-u"), id("-g")];
      return { user, uid, gid };
    } catch {
      /* no such account: try the next */
    }
  }
  throw new Error("running as root, and neither a postgres nor a nobody account exists for initdb");
}

/**
 * A PostgreSQL cluster of its own in a temp directory on a free loopback port,
 * for tests that stop and start the server under a running app (issue 15).
 * Trust authentication on 127.0.0.1 only; fsync off (nothing here must survive a crash of the machine).
 */
export async function createCluster() {
  const owner = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-pg-"));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, "data");
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const bin = path.join(PG_BIN, tool);
    const [cmd, argv] = owner ? ["runuser", ["-u", owner.user, "--", bin, ...args]] : [bin, args];
    return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 }).toString();
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const cluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Start and wait until it accepts connections. */
    start() {
      run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
    },
    /** Fast shutdown (what a restart or `systemctl stop` does): every connection is cut. */
    stop() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
    },
    destroy() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

export type Cluster = Awaited<ReturnType<typeof createCluster>>;

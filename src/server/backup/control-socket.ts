import { chmodSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";

/**
 * PGlite is one process's: while the server runs, no other process may open its
 * data directory (db/lock.ts). So `npm run backup` asks the server itself, over a
 * Unix socket in DATA_DIR/run/ — a directory of mode 0700, so only the account
 * the server runs as (and root) can connect; nothing of it is reachable over the
 * network. One request: POST /database answers the data directory as a tar.
 */
export const socketPath = (dataDir: string) => path.join(dataDir, "run", "backup.sock");

/** Start answering on the socket; resolves to a function that stops it. */
export async function startBackupSocket(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const file = socketPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  // We hold the data directory's lock, so a socket file left here is a dead server's.
  rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    if (req.url !== "/database") return void res.writeHead(404).end();
    if (req.method !== "POST") return void res.writeHead(405, { allow: "POST" }).end();
    const started = Date.now();
    dump().then(
      async (tar) => {
        const body = Buffer.from(await tar.arrayBuffer());
        log.info({ bytes: body.byteLength, ms: Date.now() - started }, "backup: database copied");
        res.writeHead(200, { "content-type": "application/x-tar", "content-length": body.byteLength }).end(body);
      },
      (err: Error) => {
        log.error({ err: err.message }, "backup: database copy failed");
        res.writeHead(500, { "content-type": "text/plain" }).end(err.message);
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, resolve);
    });
  } catch (err) {
    // A path over the 107-byte limit of Unix sockets, say: the server runs, backups need it stopped.
    log.warn(
      { err: (err as Error).message, socket: file },
      "backup socket not started: `npm run backup` needs the server stopped",
    );
    return async () => {};
  }
  chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      rmSync(file, { force: true });
    });
}

/** Ask the server running on `dataDir` for its database; null when none answers there. */
export async function dumpFromServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: socketPath(dataDir), path: "/database", method: "POST" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`the running server could not copy its database: ${body.toString() || res.statusCode}`));
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      // No socket, or a dead server's: nobody answers.
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(null);
      else reject(err);
    });
    req.end();
  });
}

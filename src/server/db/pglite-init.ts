import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Make a new PGlite data directory (initdb) in a worker thread that then ends. Done in
 * the process itself, initdb's own PGlite instance (~190 MB of WebAssembly memory) stays
 * resident as garbage until V8's next full collection: 730 MB at start instead of ~490
 * (ADR 044). A thread's memory is returned when it ends. Does nothing when `dir`
 * already holds a database.
 */
export async function initPgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const worker = new Worker(
    `const { workerData } = require("node:worker_threads");
     import(workerData.pglite).then(async ({ PGlite }) => (await PGlite.create({ dataDir: workerData.dir })).close());`,
    { eval: true, workerData: { pglite, dir } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`initdb in ${dir} ended with ${code}`))));
  });
}

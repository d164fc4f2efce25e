import "./load-env";
import path from "node:path";
import Fastify from "fastify";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { loadOrCreateSecret } from "./lib/secrets";
import { createAuth } from "./modules/auth/auth";
import { startJobWorker } from "./server";
import { storageOf } from "./storage/from-config";

/**
 * `npm run worker`: the job worker alone (e-mail, expiries, purges), no HTTP.
 * Web processes then run with RUN_WORKER=false. Jobs are claimed with FOR UPDATE
 * SKIP LOCKED, so any number of these may share one PostgreSQL database. PGlite
 * is one process's database, so a separate worker needs DATABASE_URL.
 */
try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL: the embedded database belongs to one process (the web server runs its own worker).",
    );
    process.exit(1);
  }
  // Fastify's logger (pino) alone, for log lines shaped like the web processes'.
  const { log } = Fastify({ logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL } });
  const database = await openDatabase({ url: config.DATABASE_URL });
  const secret = config.SESSION_SECRET ?? (await loadOrCreateSecret(database.db, "session_secret"));
  const worker = startJobWorker({
    config,
    database,
    storage: storageOf(config),
    auth: createAuth({ db: database.db, config, secret }),
    log,
    dataDir: path.resolve(config.DATA_DIR),
  });
  log.info("SewaGear job worker is running");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log.info(`${signal}: finishing the running job, then stopping`);
      worker
        .stop()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
} catch (err) {
  if (err instanceof Error && err.message.startsWith("Invalid configuration")) console.error(err.message);
  else console.error(err);
  process.exit(1);
}

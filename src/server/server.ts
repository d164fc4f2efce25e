import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/client";
import type { Storage } from "./storage/storage";
import { lockDataDir } from "./db/lock";
import { emailJobHandler } from "./jobs/email";
import { recipientLanguage } from "./jobs/recipient-language";
import { createMailer, type Mailer } from "./jobs/mailer";
import { startWorker } from "./jobs/worker";
import { loadOrCreateSecret } from "./lib/secrets";
import { seedDemo } from "./seed/demo";
import { verificationJobHandlers } from "./modules/verification/retention";
import { bookingJobHandlers } from "./modules/bookings/jobs";
import { messageJobHandlers } from "./modules/bookings/messages";
import path from "node:path";

/** Every kind of background job and what runs it; the tests run the same set with their own mailer. */
export function jobHandlers(db: Db, storage: Storage, mailer: Mailer, publicUrl: string) {
  return {
    ...bookingJobHandlers(db),
    ...messageJobHandlers(db),
    ...verificationJobHandlers(db, storage),
    email: emailJobHandler(mailer, publicUrl, (email) => recipientLanguage(db, email)),
  };
}

/**
 * Everything `npm start` runs, as one function the tests can call too: lock,
 * open and migrate, secrets, demo seed, the app and its job worker.
 */
export async function startServer(config: Config, opts: { listen?: boolean } = {}) {
  const dataDir = path.resolve(config.DATA_DIR);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dir: config.DATABASE_URL ? undefined : path.join(dataDir, "db"),
    });
    const secret = config.SESSION_SECRET ?? (await loadOrCreateSecret(database.db, "session_secret"));
    const app = await buildApp({ config, database, secret });
    if (config.SEED_DEMO && (await seedDemo(database.db, app.deps.auth, app.deps.storage)))
      app.log.info("demo data created (password sewagear-demo)");
    const worker = startWorker({
      database,
      handlers: jobHandlers(
        database.db,
        app.deps.storage,
        createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir, log: app.log as FastifyBaseLogger }),
        config.publicUrl,
      ),
      log: app.log,
      pollMs: config.JOB_POLL_MS,
      retryBaseMs: config.JOB_RETRY_BASE_MS,
    });
    app.addHook("onClose", async () => {
      await worker.stop();
      await database.close();
      release();
    });
    if (opts.listen !== false) await app.listen({ port: config.PORT, host: config.HOST });
    return { app, worker, database };
  } catch (err) {
    release();
    throw err;
  }
}

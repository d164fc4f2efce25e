import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import type { Config } from "./config";
import { type Database, type Db, openDatabase } from "./db/client";
import type { Storage } from "./storage/storage";
import { lockDataDir } from "./db/lock";
import { emailJobHandler } from "./jobs/email";
import { recipientsIn } from "./jobs/recipient-language";
import { createMailer, type Mailer } from "./jobs/mailer";
import type { JobHandlers } from "./jobs/contracts";
import { startWorker } from "./jobs/worker";
import { loadOrCreateSecret } from "./lib/secrets";
import { seedDemo } from "./seed/demo";
import { verificationJobHandlers } from "./modules/verification/retention-jobs";
import { dataExportJobHandlers } from "./modules/data-export/jobs";
import { scamReportJobHandlers } from "./modules/scam-reports/retention-jobs";
import { bookingJobHandlers } from "./modules/bookings/jobs";
import { messageJobHandlers } from "./modules/bookings/message-jobs";
import { depositJobHandlers } from "./modules/deposits/jobs";
import { pushJobHandlers } from "./modules/push/jobs";
import { filterAlertJobHandlers } from "./modules/filters/alert-jobs";
import type { Auth } from "./modules/auth/auth";
import { resetRequestJobHandlers } from "./modules/auth/reset-request-jobs";
import { analyticsJobHandlers, schedulePurge as scheduleAnalyticsPurge } from "./modules/analytics/retention-jobs";
import { useConfiguredMatchKey } from "./modules/scam-reports/keys";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startBackupSocket } from "./backup/control-socket";
import { calendarJobHandlers, scheduleCalendarSweep } from "./modules/calendars/jobs";
import { readSettingsOf } from "./modules/calendars/read";
import { installAllBookingHandlers } from "./booking-handlers";

/** Every kind of background job and what runs it; the tests run the same set with their own mailer. */
export function jobHandlers(db: Db, storage: Storage, mailer: Mailer, config: Config, auth: Auth): JobHandlers {
  return {
    ...bookingJobHandlers(db),
    ...messageJobHandlers(db),
    ...depositJobHandlers(db),
    ...pushJobHandlers(db, config),
    ...filterAlertJobHandlers(db),
    ...verificationJobHandlers(db, storage),
    ...dataExportJobHandlers(db, storage),
    ...scamReportJobHandlers(db, storage),
    ...analyticsJobHandlers(db),
    ...resetRequestJobHandlers(auth),
    ...calendarJobHandlers(db, readSettingsOf(config)),
    email: emailJobHandler(mailer, config.publicUrl, recipientsIn(db)),
  };
}

export interface JobWorkerDeps {
  config: Config;
  database: Database;
  storage: Storage;
  auth: Auth;
  log: FastifyBaseLogger;
  /** DATA_DIR resolved: without SMTP_URL, mail is written to its mail/ folder. */
  dataDir: string;
}

/** The job worker with every handler: inside a web process (RUN_WORKER) or alone (worker-main.ts). */
export function startJobWorker({ config, database, storage, auth, log, dataDir }: JobWorkerDeps) {
  // A worker on its own has no buildApp to set it: jobs that match scam reports need the configured key.
  useConfiguredMatchKey(database.db, config.SCAM_MATCH_KEY);
  // Jobs move bookings (expiries): their side effects are the modules' handlers.
  installAllBookingHandlers();
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir, log });
  return startWorker({
    database,
    handlers: jobHandlers(database.db, storage, mailer, config, auth),
    log,
    pollMs: config.JOB_POLL_MS,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    retention: { doneDays: config.JOB_RETENTION_DAYS, failedDays: config.JOB_FAILED_RETENTION_DAYS },
  });
}

/**
 * Everything `npm start` runs, as one function the tests can call too: lock,
 * open and migrate, secrets, demo seed, the app and (unless RUN_WORKER=false) its job worker.
 */
export async function startServer(config: Config, opts: { listen?: boolean } = {}) {
  const dataDir = path.resolve(config.DATA_DIR);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dir: config.DATABASE_URL ? undefined : path.join(dataDir, "db"),
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    });
    const secret = config.SESSION_SECRET ?? (await loadOrCreateSecret(database.db, "session_secret"));
    const app = await buildApp({ config, database, secret });
    if (config.SEED_DEMO && (await seedDemo(database.db, app.deps.auth, app.deps.storage)))
      app.log.info("demo data created (password sewagear-demo)");
    // The daily analytics purge keeps itself going; this starts the chain on a new database (an hour in).
    await scheduleAnalyticsPurge(database.db, new Date(Date.now() + 3_600_000));
    // External calendars (ADR 038): the sweep that queues due reads keeps itself going; this starts it.
    await scheduleCalendarSweep(database.db, new Date(Date.now() + 60_000));
    // RUN_WORKER=false: web processes of a deployment with separate `npm run worker` processes.
    const worker = config.RUN_WORKER
      ? startJobWorker({
          config,
          database,
          storage: app.deps.storage,
          auth: app.deps.auth,
          log: app.log as FastifyBaseLogger,
          dataDir,
        })
      : undefined;
    // Embedded database: `npm run backup` asks this process for a copy (backup/control-socket.ts).
    const dumpDataDir = database.dumpDataDir;
    const stopBackupSocket = dumpDataDir
      ? await startBackupSocket(
          dataDir,
          async () => {
            // Written-out pages make the copy quicker to open (less WAL to replay).
            await database.db.execute(sql`CHECKPOINT`);
            return dumpDataDir();
          },
          app.log as FastifyBaseLogger,
        )
      : undefined;
    app.addHook("onClose", async () => {
      await stopBackupSocket?.();
      await worker?.stop();
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

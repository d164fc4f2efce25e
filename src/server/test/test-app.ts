import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { buildApp, type App } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/client";
import type { MailMessage, Mailer } from "../jobs/mailer";
import { startWorker, type Worker } from "../jobs/worker";
import { jobHandlers } from "../server";
import { openTestDatabase } from "./database";
import { cookieOf, type Requester, requester } from "./request";

/** The origin every test request claims: the test config's PUBLIC_URL. */
export const TEST_ORIGIN = "http://localhost:3000";

/** A logger that says nothing, for workers and mailers started outside an app. */
export const silentLogger: FastifyBaseLogger = {
  level: "silent",
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;

/** A new temporary directory inside the run's temporary root (src/server/test/global-setup.ts). */
const tempDir = (prefix: string) => mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), prefix));

/** Configuration for tests: quiet, no demo data, short retry backoff; `overrides` win. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    // Uploads and written e-mails go to a temporary directory, never the working copy.
    DATA_DIR: path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "data"),
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    PUBLIC_URL: TEST_ORIGIN,
    JOB_RETRY_BASE_MS: "50",
    JOB_POLL_MS: "200",
    // Per-address limits off: a test file sends hundreds of requests from one address (rate-limit.test.ts turns them on).
    RATE_LIMIT_FACTOR: "0",
    // No overload shedding: an in-process PGlite query on a busy CI machine can hold the loop
    // for a moment, and a 503 there would be noise (load-shedding.test.ts turns it on).
    MAX_EVENT_LOOP_DELAY_MS: "0",
    // Pushes reach the local push service tests start (test/push-service.ts) on loopback;
    // push-endpoint-guard.test.ts turns it off to see loopback refused.
    PUSH_ALLOW_LOOPBACK: "true",
    // External calendars are read from the local feed servers tests start on loopback;
    // calendar-fetch-guard.test.ts turns it off to see loopback refused.
    CALENDAR_ALLOW_LOOPBACK: "true",
    ...overrides,
  });
}

export interface TestAppOptions {
  /** The worker's mailer; by default messages are collected into `mail`. */
  mailer?: Mailer | ((config: Config) => Mailer);
  /**
   * Build a second app (another configuration) on the database of `shareDatabaseOf`:
   * no new database and no second worker (jobs go to the first app's worker and
   * `mail`); close() then closes only this app.
   */
  shareDatabaseOf?: TestApp;
}

export interface TestApp {
  app: App;
  db: Database["db"];
  database: Database;
  config: Config;
  worker: Worker;
  /** Calls to this app's API: `ctx.request.post(url, body, { as: user })`. */
  request: Requester;
  /** Messages sent by the default mailer, oldest first. */
  mail: MailMessage[];
  /** This app's DATA_DIR (its own, removed on close), and the stored files under it. */
  dataDir: string;
  uploadsDir: string;
  close(): Promise<void>;
}

/**
 * The app as `npm start` builds it (minus the data-dir lock, the demo seed and
 * the web build) on a fresh database and its own DATA_DIR, with a job worker.
 * `overrides` are environment variables, e.g. `{ ADMIN_EMAIL_DOMAIN: "sewagear.my" }`.
 */
export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const shared = options.shareDatabaseOf;
  if (shared) {
    const config = testConfig({ DATA_DIR: shared.dataDir, ...overrides });
    const app = await buildApp({ config, database: shared.database, secret: "x".repeat(32), distDir: false });
    await app.ready();
    return { ...shared, app, config, request: requester(app, config.publicUrl), close: () => app.close() };
  }
  const dataDir = await tempDir("data-");
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const testDb = await openTestDatabase();
  const { database } = testDb;
  const cleanUp = async () => {
    await testDb.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({ config, database, secret: "x".repeat(32), distDir: false });
    const mail: MailMessage[] = [];
    const collect: Mailer = {
      async send(m) {
        mail.push(m);
      },
    };
    const mailer = typeof options.mailer === "function" ? options.mailer(config) : (options.mailer ?? collect);
    const worker = startWorker({
      database,
      handlers: jobHandlers(database.db, app.deps.storage, mailer, config, app.deps.auth),
      log: silentLogger,
      pollMs: config.JOB_POLL_MS,
      retryBaseMs: config.JOB_RETRY_BASE_MS,
    });
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      config,
      worker,
      request: requester(app, config.publicUrl),
      mail,
      dataDir,
      uploadsDir: path.join(dataDir, "uploads"),
      async close() {
        await worker.stop();
        await app.close();
        await cleanUp();
      },
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

/**
 * Register a renter through POST /api/register (202, no session: issue 29), then open
 * the verification link it e-mailed, as its holder would: the link signs the account in
 * (a password opens no session before that, ADR 046). Returns the session cookie.
 */
export async function signUp(
  ctx: Pick<TestApp, "request" | "worker" | "mail">,
  input: { name: string; email: string; password: string },
): Promise<string> {
  const res = await ctx.request.post("/api/register", input);
  if (res.statusCode !== 202) throw new Error(`register ${input.email}: ${res.statusCode} ${res.body}`);
  if (cookieOf(res)) throw new Error(`register ${input.email}: a session cookie before the address is verified`);
  return followVerificationLink(ctx, input.email);
}

/** The newest verification link e-mailed to `email`, as a path for ctx.request. */
export async function verificationLinkTo(ctx: Pick<TestApp, "worker" | "mail">, email: string): Promise<string> {
  await ctx.worker.drain();
  const sent = ctx.mail.filter((m) => m.to === email.toLowerCase() && m.text.includes("/api/auth/verify-email?"));
  const link = sent.at(-1)?.text.match(/(http\S+\/api\/auth\/verify-email\?\S+)/)?.[1];
  if (!link) throw new Error(`no verification link e-mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Open the newest verification link e-mailed to `email`; returns the session cookie it sets. */
export async function followVerificationLink(ctx: Pick<TestApp, "request" | "worker" | "mail">, email: string) {
  const res = await ctx.request.get(await verificationLinkTo(ctx, email));
  const cookie = cookieOf(res);
  if (res.statusCode !== 302 || !cookie) throw new Error(`verify ${email}: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** Sign in through better-auth's endpoint; returns the session cookie. */
export async function signIn(ctx: Pick<TestApp, "request">, email: string, password: string): Promise<string> {
  const res = await ctx.request.post("/api/auth/sign-in/email", { email, password });
  if (res.statusCode !== 200) throw new Error(`sign in ${email}: ${res.statusCode} ${res.body}`);
  const cookie = cookieOf(res);
  if (!cookie) throw new Error(`sign in ${email}: no session cookie`);
  return cookie;
}

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.test`;
}

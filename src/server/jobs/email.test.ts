import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { jobs } from "../db/schema";
import { it, describe, expect, beforeAll, afterAll } from "../test/fixtures";
import { silentLogger } from "../test/test-app";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { freePort } from "../test/ports";
import { parseMessage, startSmtp } from "../test/smtp";
import { emailJobHandler, enqueueEmail } from "./email";
import { createMailer, type Mailer } from "./mailer";
import { enqueueJob } from "./queue";
import type { JobHandlers } from "./contracts";
import { retryDelayMs, startWorker, type Worker } from "./worker";

const FROM = "SewaGear <no-reply@sewagear.test>";
const RETRY_BASE_MS = 50;

let tdb: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  tdb = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "sewagear-mail-"));
});
afterAll(async () => {
  await tdb?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function worker(handlers: Partial<JobHandlers>) {
  return startWorker({ database: tdb.database, handlers, log: silentLogger, pollMs: 25, retryBaseMs: RETRY_BASE_MS });
}
const emailWorker = (mailer: Mailer) => worker({ email: emailJobHandler(mailer) });

/** The newest job (the one a test just queued). */
async function lastJob() {
  const rows = await tdb.database.db.select().from(jobs);
  return rows.sort((a, b) => b.id - a.id)[0]!;
}
const jobById = async (id: number) => (await tdb.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Keep draining `w` until job `id` has `field` set or `ms` have passed; the job as it then is. */
async function drainUntil(w: Worker, id: number, field: "doneAt" | "failedAt", ms: number) {
  const deadline = Date.now() + ms;
  while (!(await jobById(id))[field] && Date.now() < deadline) {
    await sleep(RETRY_BASE_MS);
    await w.drain();
  }
  return jobById(id);
}

describe("retryDelayMs", () => {
  it.each([
    [0, 100, 100],
    [1, 100, 100],
    [2, 100, 200],
    [3, 100, 400],
    [6, 5000, 160_000],
    [30, 5000, 3_600_000],
    [100, 50, 3_600_000],
  ])("attempt %i with base %i ms → %i ms", (attempts, base, expected) => {
    expect(retryDelayMs(attempts, base)).toBe(expected);
  });
});

describe("e-mail delivery through the jobs outbox", () => {
  it("delivers a queued e-mail over SMTP with the right recipient, subject and link", async () => {
    const smtp = await startSmtp();
    const w = emailWorker(
      createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM, dataDir, log: silentLogger }),
    );
    try {
      const url = "http://localhost:3000/auth/reset-password?token=tok_abc123-DEF456";
      await enqueueEmail(tdb.database.db, "reset-password", "siti@example.test", { name: "Siti", url });
      const job = await lastJob();
      await w.drain();

      expect(smtp.received).toHaveLength(1);
      const [msg] = smtp.received;
      expect(msg!.rcptTo).toEqual(["siti@example.test"]);
      const parsed = parseMessage(msg!.raw);
      expect(parsed.to).toBe("siti@example.test");
      expect(parsed.from).toBe(FROM);
      expect(parsed.subject).toBe("Reset your SewaGear password");
      expect(parsed.body).toContain("Hi Siti,");
      expect(parsed.body).toContain(`Set a new password: ${url}`);
      expect(parsed.body).toContain(`<a href="${url}">Set a new password</a>`);

      const done = await jobById(job.id);
      expect(done.doneAt).toBeInstanceOf(Date);
      expect(done).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    } finally {
      await w.stop();
      await smtp.close();
    }
  });

  it("keeps the job while SMTP is down and delivers it exactly once when it comes back", async () => {
    const port = await freePort();
    const w = emailWorker(
      createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir, log: silentLogger }),
    );
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const url = "http://localhost:3000/api/auth/verify-email?token=retry-me";
      await enqueueEmail(tdb.database.db, "verify-email", "arjun@example.test", { name: "Arjun", url });
      const job = await lastJob();
      await w.drain();

      const failed = await jobById(job.id);
      expect(failed.attempts).toBeGreaterThanOrEqual(1);
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.doneAt).toBeNull();
      expect(failed.failedAt).toBeNull();
      expect(failed.runAt.getTime()).toBeGreaterThan(failed.createdAt.getTime());

      smtp = await startSmtp(port);
      const done = await drainUntil(w, job.id, "doneAt", 15_000);
      expect(done.doneAt).toBeInstanceOf(Date);
      expect(done.lastError).toBeNull();
      expect(done.attempts).toBeGreaterThanOrEqual(2);

      // Give any duplicate a chance to show up, then count.
      await sleep(4 * RETRY_BASE_MS);
      await w.drain();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.rcptTo).toEqual(["arjun@example.test"]);
      const parsed = parseMessage(smtp.received[0]!.raw);
      expect(parsed.subject).toBe("Verify your e-mail address");
      expect(parsed.body).toContain(url);
    } finally {
      await w.stop();
      await smtp?.close();
    }
  });

  it("without SMTP_URL writes an .eml file under DATA_DIR/mail holding the link", async () => {
    const w = emailWorker(createMailer({ from: FROM, dataDir, log: silentLogger }));
    try {
      const url = "http://localhost:3000/auth/reset-password?token=file-mode-token";
      await enqueueEmail(tdb.database.db, "reset-password", "nurul@example.test", { name: "Nurul", url });
      const job = await lastJob();
      await w.drain();

      const files = (await readdir(path.join(dataDir, "mail"))).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      expect(files[0]).toContain("nurul@example.test");
      const parsed = parseMessage(await readFile(path.join(dataDir, "mail", files[0]!), "utf8"));
      expect(parsed.to).toBe("nurul@example.test");
      expect(parsed.subject).toBe("Reset your SewaGear password");
      expect(parsed.body).toContain(`Set a new password: ${url}`);
      expect((await jobById(job.id)).doneAt).toBeInstanceOf(Date);
    } finally {
      await w.stop();
    }
  });

  it("gives a job up after its last attempt; one that can never run fails at its first", async () => {
    let calls = 0;
    const w = worker({
      "analytics.purge": async () => {
        calls++;
        throw new Error("boom");
      },
    });
    try {
      await enqueueJob(tdb.database.db, { kind: "analytics.purge", payload: {}, maxAttempts: 2 });
      const boom = await lastJob();
      const given = await drainUntil(w, boom.id, "failedAt", 10_000);
      expect(given.failedAt).toBeInstanceOf(Date);
      expect(given).toMatchObject({ attempts: 2, lastError: "boom", doneAt: null });
      await sleep(3 * RETRY_BASE_MS);
      await w.drain();
      expect(calls).toBe(2);

      // A row no contract describes (written by an older or newer version), a payload its
      // kind's schema refuses, and a kind this worker has no handler for: each fails
      // at its first attempt with the reason, instead of being retried 25 times.
      const hopeless = await tdb.database.db
        .insert(jobs)
        .values([
          { kind: "nobody-handles-this", payload: {}, runAt: new Date() },
          { kind: "filters.match", payload: { gearId: 5 }, runAt: new Date() },
          { kind: "filters.digest", payload: {}, runAt: new Date() },
        ])
        .returning({ id: jobs.id });
      await w.drain();
      const [orphan, malformed, unhandled] = await Promise.all(hopeless.map((j) => jobById(j.id)));
      for (const j of [orphan!, malformed!, unhandled!]) expect(j).toMatchObject({ attempts: 1, doneAt: null });
      for (const j of [orphan!, malformed!, unhandled!]) expect(j.failedAt).toBeInstanceOf(Date);
      expect(orphan!.lastError).toBe("unknown job kind nobody-handles-this");
      expect(malformed!.lastError).toMatch(/^bad payload for filters\.match: .*gearId/s);
      expect(unhandled!.lastError).toBe("no handler for job kind filters.digest");
    } finally {
      await w.stop();
    }
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { jobs } from "../db/schema";
import { createMailer } from "../jobs/mailer";
import { afterAll, appTest, beforeAll, describe, expect } from "../test/fixtures";
import { createBookingId } from "../test/bookings";
import { buildGear, buildOwner, buildRenter, buildUser, day, VERIFIED_COMPLETE } from "../test/factories";
import { startSmtp } from "../test/smtp";
import { settleJobs } from "../test/settle-jobs";
import { awayFromWindowEdge } from "../test/window-edge";
import { buildTestApp, silentLogger, type TestApp } from "../test/test-app";
import { startTestPushService, subscribeDevice, type TestPushService } from "../test/push-service";

const TOKEN = "metrics-test-token-0123456789";
/**
 * One app on one database for the whole file; the other configurations (no token,
 * limits on) are second apps on its database (`shareDatabaseOf`), which copy no
 * database and start no worker: four full apps per file were what ran past the
 * hook timeout on a loaded machine.
 */
const it = appTest({ METRICS_TOKEN: TOKEN });
// Built in a hook, whose timeout is longer than a test's.
it.beforeAll(async ({ ctx }) => void ctx);
const AUTH = { authorization: `Bearer ${TOKEN}` };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format (version 0.0.4), read as a scraper does: `name{label="v",…} value` per line. */
function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (line === "" || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)",?/g))
      labels[l[1]!] = l[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, types };
}

/** The sum of the series of `name` whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(ctx: TestApp) {
  const res = await ctx.request.get("/metrics", { headers: AUTH });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(res.body);
}

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

describe("/metrics without METRICS_TOKEN", () => {
  it("does not exist: 404 with or without a bearer token", async ({ ctx }) => {
    const plain = await buildTestApp({ METRICS_TOKEN: undefined }, { shareDatabaseOf: ctx });
    try {
      expect((await plain.request.get("/metrics")).statusCode).toBe(404);
      expect((await plain.request.get("/metrics", { headers: AUTH })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("/metrics", () => {
  it("asks for the token: 401 without it or with another, and the refusal reveals no figure", async ({ ctx }) => {
    for (const headers of [{}, { authorization: "Bearer not-the-token-at-all" }, { authorization: TOKEN }]) {
      const res = await ctx.request.get("/metrics", { headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.body).not.toMatch(/sewagear_|process_/);
    }
  });

  it("counts requests by route pattern and status, with durations and database query times", async ({ ctx }) => {
    const before = (await scrape(ctx)).samples;
    const route = { method: "GET", route: "/api/gear/:id", status: "404" };
    for (const id of ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"])
      expect((await ctx.request.get(`/api/gear/${id}`)).statusCode).toBe(404);
    const { samples, types } = await scrape(ctx);

    expect(
      valueOf(samples, "sewagear_http_requests_total", route) - valueOf(before, "sewagear_http_requests_total", route),
    ).toBe(2);
    const durations = (s: Sample[]) => valueOf(s, "sewagear_http_request_duration_seconds_count", route);
    expect(durations(samples) - durations(before)).toBe(2);
    expect(valueOf(samples, "sewagear_http_request_duration_seconds_sum", route)).toBeGreaterThan(0);
    // No raw URL as a label: ids would make a series per record.
    expect(samples.some((s) => s.labels.route?.includes("00000000"))).toBe(false);
    expect(types.get("sewagear_http_requests_total")).toBe("counter");
    expect(types.get("sewagear_http_request_duration_seconds")).toBe("histogram");

    const queries = (s: Sample[]) =>
      valueOf(s, "sewagear_db_query_duration_seconds_count", { database: ctx.database.kind });
    expect(queries(samples)).toBeGreaterThan(queries(before));
    // The process's own figures: event-loop delay, heap, resident memory.
    for (const name of [
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
    ])
      expect(valueOf(samples, name), name).toBeGreaterThan(0);
    if (ctx.database.kind === "postgres")
      expect(valueOf(samples, "sewagear_db_pool_connections")).toBeGreaterThanOrEqual(1);
  });

  it("counts rate-limit refusals by limit, the ones refused from memory too", async ({ ctx }) => {
    const limited = await buildTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_FACTOR: "0.1" }, { shareDatabaseOf: ctx });
    try {
      const refused = async () =>
        valueOf((await scrape(limited)).samples, "sewagear_rate_limit_refusals_total", { limit: "username" });
      const before = await refused();
      // 30 a minute at RATE_LIMIT_FACTOR 0.1: the fourth is refused after counting, the fifth from memory.
      await awayFromWindowEdge();
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await limited.request.get(`/api/owners/username-availability?username=metrics_${i}`)).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await refused()) - before).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it("counts read-cache hits and misses", async ({ ctx }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const before = (await scrape(ctx)).samples;
    for (let i = 0; i < 3; i++) expect((await ctx.request.get(`/api/gear/${item.id}`)).statusCode).toBe(200);
    const { samples } = await scrape(ctx);
    const moved = (result: string) =>
      valueOf(samples, "sewagear_read_cache_requests_total", { result }) -
      valueOf(before, "sewagear_read_cache_requests_total", { result });
    expect(moved("miss")).toBeGreaterThanOrEqual(1);
    expect(moved("hit")).toBeGreaterThanOrEqual(2);
  });

  it("counts the live-event streams open, and lets go of a closed one", async ({ ctx }) => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const open = async () => valueOf((await scrape(ctx)).samples, "sewagear_live_streams_open");
    const before = await open();
    const user = await buildUser(ctx);
    const req = http.get(`http://127.0.0.1:${port}/api/events`, { headers: { cookie: user.cookie }, agent: false });
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      req.on("response", resolve);
      req.on("error", reject);
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => res.once("data", resolve));
    expect(await open()).toBe(before + 1);
    req.destroy();
    await eventually(async () => (await open()) === before, "the stream's gauge back down");
  });
});

describe("e-mails and pushes", () => {
  let push: TestPushService;
  beforeAll(async () => {
    push = await startTestPushService();
  });
  afterAll(async () => push.close());

  it("counts e-mails sent and failed where they are sent", async ({ ctx }) => {
    const count = async () => {
      const { samples } = await scrape(ctx);
      return [valueOf(samples, "sewagear_emails_sent_total"), valueOf(samples, "sewagear_emails_failed_total")];
    };
    const smtp = await startSmtp();
    try {
      const [sent0, failed0] = await count();
      const message = { to: "metrics@example.com", subject: "s", text: "t", html: "<p>t</p>" };
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: "a@b.test",
        dataDir: ctx.dataDir,
        log: silentLogger,
      });
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      const closed = createMailer({
        smtpUrl: "smtp://127.0.0.1:1",
        from: "a@b.test",
        dataDir: ctx.dataDir,
        log: silentLogger,
      });
      await expect(closed.send(message)).rejects.toThrow();
      expect(await count()).toEqual([sent0! + 1, failed0! + 1]);
    } finally {
      await smtp.close();
    }
  });

  it("counts pushes sent and failed", async ({ ctx }) => {
    const count = async () => {
      const { samples } = await scrape(ctx);
      return {
        sent: valueOf(samples, "sewagear_pushes_sent_total"),
        failed: valueOf(samples, "sewagear_pushes_failed_total"),
      };
    };
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx);
    await subscribeDevice(ctx, push, owner);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const start = await count();
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
    await settleJobs(ctx, ["push.send"]);
    expect(await count()).toEqual({ sent: start.sent + 1, failed: start.failed });

    push.state.status = 500;
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(6), endDate: day(7) });
    await eventually(async () => {
      await ctx.worker.drain();
      return (await count()).failed > start.failed;
    }, "a failed push counted");
    expect((await count()).sent).toBe(start.sent + 1);
  });
});

describe("jobs", () => {
  // Last in the file: it stops the app's worker, so that nothing claims the rows it writes.
  it("reads the jobs table at scrape time: queued, running, failed and the oldest due job's age", async ({ ctx }) => {
    await ctx.worker.stop();
    const before = (await scrape(ctx)).samples;
    const now = Date.now();
    await ctx.db.insert(jobs).values([
      { kind: "metrics.test", payload: {}, runAt: new Date(now - 120_000) },
      { kind: "metrics.test", payload: {}, runAt: new Date(now + 3_600_000) },
      { kind: "metrics.test", payload: {}, runAt: new Date(now - 5_000), lockedUntil: new Date(now + 60_000) },
      { kind: "metrics.test", payload: {}, runAt: new Date(now - 5_000), failedAt: new Date(now) },
    ]);
    const { samples } = await scrape(ctx);
    const moved = (name: string) => valueOf(samples, name) - valueOf(before, name);
    expect(moved("sewagear_jobs_queued")).toBe(2);
    expect(moved("sewagear_jobs_running")).toBe(1);
    expect(moved("sewagear_jobs_failed")).toBe(1);
    const age = valueOf(samples, "sewagear_jobs_oldest_due_age_seconds");
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(180);
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./test/ports";
import { bundleServer, type ServerProcess, signInOn, startServerProcess } from "./test/server-process";

/**
 * /metrics scraped by a real Prometheus (ADR 042, issue 31): Debian's `prometheus` on
 * loopback with a configuration of this test's own, scraping the built server (as
 * `npm run serve` runs it) every second with the bearer token, and a second job without
 * it. Prometheus's HTTP API then says what an operator's dashboards would read. The
 * parsing and the counters are unit-tested in plugins/metrics.test.ts; this proves the
 * format, the token scheme and the names are what Prometheus itself accepts.
 */
const PROMETHEUS = process.env.PROMETHEUS_BIN ?? "prometheus";
const missing = spawnSync(PROMETHEUS, ["--version"]).error
  ? `${PROMETHEUS} is not installed (apt-get install prometheus; .ci/run does)`
  : null;
if (missing) console.warn(`prometheus-scrape.test.ts: NOT run: ${missing}`);

const TOKEN = randomBytes(16).toString("hex");
const SCRAPE_SECONDS = 1;

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

async function waitFor<T>(what: string, find: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    last = await find().catch((err: unknown) => err);
    if (last !== undefined && !(last instanceof Error)) return last as T;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${String(last)})`);
}

describe.skipIf(missing !== null)("a real Prometheus scraping /metrics", () => {
  let server: ServerProcess;
  let bundle: string | undefined;
  let dir: string;
  let prometheus: ChildProcess | undefined;
  let api: string;
  let promErrors = "";

  const query = async (expr: string): Promise<Sample[]> => {
    const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await res.json()) as { status: string; error?: string; data: { result: Sample[] } };
    if (body.status !== "success") throw new Error(`${expr}: ${body.error}`);
    return body.data.result;
  };
  /** The one value `expr` has now, once `ok` holds for it (a scrape comes every second). */
  const valueWhen = (expr: string, ok: (v: number) => boolean) =>
    waitFor(`${expr} to hold`, async () => {
      const [first, ...rest] = await query(expr);
      if (!first || rest.length) return undefined;
      const v = Number(first.value[1]);
      return ok(v) ? v : undefined;
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sewagear-prometheus-"));
    bundle = await bundleServer("prometheus-test-");
    // Seeded: a demo renter opens a live-event stream, and the seed schedules jobs.
    server = await startServerProcess(
      undefined,
      true,
      { METRICS_TOKEN: TOKEN, HOST: "127.0.0.1" },
      { bundle, startTimeoutMs: 280_000 },
    );
    const target = new URL(server.base).port;
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    // JSON is YAML: no YAML writer needed.
    const config = {
      global: { scrape_interval: `${SCRAPE_SECONDS}s`, scrape_timeout: `${SCRAPE_SECONDS}s` },
      scrape_configs: [
        {
          job_name: "sewagear",
          authorization: { type: "Bearer", credentials: TOKEN },
          static_configs: [{ targets: [`127.0.0.1:${target}`] }],
        },
        { job_name: "sewagear-no-token", static_configs: [{ targets: [`127.0.0.1:${target}`] }] },
      ],
    };
    writeFileSync(path.join(dir, "prometheus.yml"), JSON.stringify(config));
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(dir, "tsdb")}`,
        `--web.listen-address=127.0.0.1:${port}`,
        "--log.level=warn",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    prometheus.stderr!.on("data", (d: Buffer) => (promErrors = (promErrors + d.toString()).slice(-4000)));
    await waitFor(
      "prometheus ready",
      async () => ((await fetch(`${api}/-/ready`)).ok ? true : undefined),
      30_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${promErrors}`);
    });
  }, 300_000);

  afterAll(() => {
    prometheus?.kill("SIGTERM");
    server?.stop();
    if (bundle) rmSync(bundle, { recursive: true, force: true });
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("finds the target up with the token, and refused (401) without it", async () => {
    type Target = { labels: { job: string }; health: string; lastError: string };
    const targets = await waitFor("both targets scraped", async () => {
      const res = (await (await fetch(`${api}/api/v1/targets`)).json()) as { data: { activeTargets: Target[] } };
      const all = res.data.activeTargets;
      return all.length === 2 && all.every((t) => t.health !== "unknown") ? all : undefined;
    });
    const byJob = Object.fromEntries(targets.map((t) => [t.labels.job, t]));
    expect(byJob["sewagear"]).toMatchObject({ health: "up", lastError: "" });
    expect(byJob["sewagear-no-token"]!.health).toBe("down");
    expect(byJob["sewagear-no-token"]!.lastError).toMatch(/401/);
  });

  it("reads request counts by route and status, streams, jobs, the event loop and memory, moving with requests", async () => {
    const queriesBefore = await valueWhen('sum(sewagear_db_query_duration_seconds_count{job="sewagear"})', () => true);
    for (let i = 0; i < 5; i++) expect((await fetch(`${server.base}/api/gear?page=${i + 1}`)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.base}/api/nothing-here-${i}`)).status).toBe(404);
    const cookie = await signInOn(server.base, "renter@sewagear.test");
    const stream = new AbortController();
    const events = await fetch(`${server.base}/api/events`, { headers: { cookie }, signal: stream.signal });
    expect(events.status).toBe(200);

    const requests = (route: string, status: number) =>
      `sewagear_http_requests_total{job="sewagear",method="GET",route="${route}",status="${status}"}`;
    expect(await valueWhen(requests("/api/gear", 200), (v) => v === 5)).toBe(5);
    // Unmatched URLs share one series: a scanner's guesses make no series of their own.
    expect(await valueWhen(requests("unmatched", 404), (v) => v === 3)).toBe(3);
    expect(
      await valueWhen('sewagear_http_request_duration_seconds_count{job="sewagear",route="/api/gear"}', (v) => v === 5),
    ).toBe(5);
    expect(await valueWhen('sewagear_live_streams_open{job="sewagear"}', (v) => v === 1)).toBe(1);
    stream.abort();
    expect(await valueWhen('sewagear_live_streams_open{job="sewagear"}', (v) => v === 0)).toBe(0);
    const queriesAfter = await valueWhen(
      'sum(sewagear_db_query_duration_seconds_count{job="sewagear"})',
      (v) => v > queriesBefore,
    );
    expect(queriesAfter).toBeGreaterThan(queriesBefore);
    // The start schedules the analytics purge (an hour on) and the calendar sweep (a minute on).
    expect(await valueWhen('sewagear_jobs_queued{job="sewagear"}', (v) => v >= 2)).toBeGreaterThanOrEqual(2);
    await valueWhen('sewagear_jobs_failed{job="sewagear"}', (v) => v === 0);
    await valueWhen('nodejs_eventloop_lag_p99_seconds{job="sewagear"}', (v) => v > 0);
    await valueWhen('process_resident_memory_bytes{job="sewagear"}', (v) => v > 50e6);
    const scrapes = await valueWhen('count_over_time(up{job="sewagear"}[5m])', (v) => v >= 3);
    const samples = await valueWhen('scrape_samples_scraped{job="sewagear"}', (v) => v > 0);
    const seconds = await valueWhen('max_over_time(scrape_duration_seconds{job="sewagear"}[5m])', () => true);
    console.info(
      `prometheus-scrape: ${scrapes} scrapes, ${samples} samples each, slowest ${(seconds * 1000).toFixed(1)} ms; ${queriesAfter - queriesBefore} queries counted`,
    );
  });
});

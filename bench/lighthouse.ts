/**
 * Lighthouse (mobile emulation, simulated throttling, its defaults) over the
 * five public pages of the built app on demo data: each page RUNS times, the run
 * with the median performance score reported, plus the worst CLS of all runs
 * (the target holds "in every run").
 *
 *   npm run build && npm run bench:lighthouse [-- runs=3] [only=/,/gear/:id]
 *
 * `only=` keeps the pages named (as in the table); LH_REPORTS=<dir> writes each
 * page's median run there as Lighthouse JSON, to read its diagnostics, and its
 * Chrome trace (`<page>.trace.json`, unthrottled) to see what a long task was.
 *
 * Every row also prints Lighthouse's benchmarkIndex (how fast this machine was
 * in those runs: its range over the runs) and, measured in the same run, the
 * TBT of the floor (bench/react-floor.ts): a bare page that loads React 19 and
 * hydrates a server-rendered list as large as the page (its DOM size), median
 * of the same number of runs, and the page's TBT as a multiple of it. Goal of
 * issue 33: TBT at most 300 ms and at most 2.5 × the floor's.
 *
 * The server is started here (the built web app from WEB_DIST_DIR or dist/, a
 * fresh temporary DATA_DIR with the demo seed) and stopped afterwards. Chromium:
 * CHROME_PATH, else Debian's /usr/bin/chromium.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { BLANK_TILE } from "../e2e/page-watch";
import { startFloorServer } from "./react-floor";
import { freePort } from "../src/server/test/ports";
import { startServerProcess } from "../src/server/test/server-process";

const RUNS = Number(process.argv.find((a) => a.startsWith("runs="))?.slice(5) ?? 3);
const ONLY = process.argv
  .find((a) => a.startsWith("only="))
  ?.slice(5)
  .split(",");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const REPORTS = process.env.LH_REPORTS;

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the machine's speed in this run (environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** Elements on the page (dom-size): the floor hydrates as many. */
  elements: number;
  report: string;
  trace?: unknown;
}

/** Stands in for the map's tile host (no internet here): every tile is a blank PNG, so the home page logs no failed load. */
async function startTileStandIn(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=86400" });
    res.end(BLANK_TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, close: () => server.close() };
}

async function audit(url: string, debugPort: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port: debugPort, output: "json", logLevel: "error" });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // Lighthouse sometimes loses the trace (NO_NAVSTART) and scores the page 0: that run measured nothing.
  if (result.lhr.runtimeError && attempt < 3) {
    console.error(`  ${url}: ${result.lhr.runtimeError.code}, run again`);
    return audit(url, debugPort, attempt + 1);
  }
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    // Lighthouse 13 moved the element count from the dom-size audit to its DOM-size insight.
    elements: Number.isNaN(value("dom-size")) ? value("dom-size-insight") : value("dom-size"),
    report: result.report as string,
    trace: (result.artifacts as { Trace?: unknown }).Trace,
  };
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: set CHROME_PATH`);
  const debugPort = await freePort();
  const tiles = await startTileStandIn();
  const floor = await startFloorServer();
  // The measured server as deployed: rate limits and load shedding on.
  const server = await startServerProcess(undefined, true, {
    MAP_TILE_URL: tiles.url,
    RATE_LIMIT_FACTOR: "1",
    MAX_EVENT_LOOP_DELAY_MS: "1000",
    LOG_LEVEL: "error",
  });
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [`--remote-debugging-port=${debugPort}`, "--no-sandbox", "--disable-gpu"],
  });
  try {
    const base = server.base;
    const owner = (await (await fetch(`${base}/api/owners/lensmaster`)).json()) as { gear: { id: string }[] };
    const pages = ["/", "/learnmore", `/gear/${owner.gear[0]!.id}`, "/owner/lensmaster", "/wanted"];
    // One visit first, so no page pays for the server's first start (code loading, cold caches).
    for (const p of pages) await fetch(base + p);
    console.log(`Lighthouse ${RUNS} runs per page, mobile, simulated throttling; median run by performance score\n`);
    console.log(
      "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS (worst run) | bytes | benchmarkIndex | floor TBT (elements) | TBT ÷ floor |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    for (const p of pages) {
      const label = p.startsWith("/gear/") ? "/gear/:id" : p;
      if (ONLY && !ONLY.includes(label)) continue;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(base + p, debugPort));
      runs.sort((a, b) => a.scores.performance! - b.scores.performance!);
      const m = runs[Math.floor(runs.length / 2)]!;
      // A run whose CLS audit errored has no value: say so rather than print NaN for the page.
      const measured = runs.map((r) => r.cls).filter(Number.isFinite);
      const missing = runs.length - measured.length;
      const worstCls = measured.length ? Math.max(...measured).toFixed(3) : "none";
      const cls = missing ? `${worstCls} (${missing} run${missing > 1 ? "s" : ""} without CLS)` : worstCls;
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      // The floor at the page's size, as many runs, right after the page's: the same machine at the same moment.
      const elements = Math.round(m.elements);
      const floorRuns: Run[] = [];
      for (let i = 0; i < RUNS; i++) floorRuns.push(await audit(floor.url(elements), debugPort));
      const floorTbt = floorRuns.map((r) => r.tbt).sort((a, b) => a - b)[Math.floor(floorRuns.length / 2)]!;
      const indexes = [...runs, ...floorRuns].map((r) => Math.round(r.benchmarkIndex));
      const index = `${Math.min(...indexes)}–${Math.max(...indexes)}`;
      const times = floorTbt > 0 ? `${(m.tbt / floorTbt).toFixed(1)} ×` : "—";
      if (REPORTS)
        writeFileSync(
          path.join(REPORTS, `${label.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}.json`),
          m.report,
        );
      // The median run's Chrome trace too (unthrottled: Lighthouse multiplies it), for a long task's parts.
      if (REPORTS && m.trace)
        writeFileSync(
          path.join(REPORTS, `${label.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}.trace.json`),
          JSON.stringify(m.trace),
        );
      console.log(
        `| ${label} | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${cls} | ${Math.round(m.bytes / 1024)} KB | ${index} | ${Math.round(floorTbt)} ms (${elements}) | ${times} |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
    tiles.close();
    floor.close();
  }
}

await main();

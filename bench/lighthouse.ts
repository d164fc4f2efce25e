/**
 * Lighthouse 12 (mobile emulation, simulated throttling, its defaults) over the
 * five public pages of the built app on demo data: each page RUNS times, the run
 * with the median performance score reported, plus the worst CLS of all runs
 * (the target holds "in every run").
 *
 *   npm run build && npm run bench:lighthouse [-- runs=3]
 *
 * The server is started here (the built web app from WEB_DIST_DIR or dist/, a
 * fresh temporary DATA_DIR with the demo seed) and stopped afterwards. Chromium:
 * CHROME_PATH, else Debian's /usr/bin/chromium.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { freePort } from "../src/server/test/ports";

const RUNS = Number(process.argv.find((a) => a.startsWith("runs="))?.slice(5) ?? 3);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("the server did not answer /api/health in 2 minutes");
}

async function audit(url: string, debugPort: number): Promise<Run> {
  const result = await lighthouse(url, { port: debugPort, output: "json", logLevel: "error" });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
  };
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: set CHROME_PATH`);
  const port = await freePort();
  const debugPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sewagear-lighthouse-"));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [`--remote-debugging-port=${debugPort}`, "--no-sandbox", "--disable-gpu"],
  });
  try {
    const base = `http://localhost:${port}`;
    const owner = (await (await fetch(`${base}/api/owners/lensmaster`)).json()) as { gear: { id: string }[] };
    const pages = ["/", "/learnmore", `/gear/${owner.gear[0]!.id}`, "/owner/lensmaster", "/wanted"];
    // One visit first, so no page pays for the server's first start (code loading, cold caches).
    for (const p of pages) await fetch(base + p);
    console.log(`Lighthouse ${RUNS} runs per page, mobile, simulated throttling; median run by performance score\n`);
    console.log(
      "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS (worst run) | bytes |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const p of pages) {
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
      const label = p.startsWith("/gear/") ? "/gear/:id" : p;
      console.log(
        `| ${label} | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${cls} | ${Math.round(m.bytes / 1024)} KB |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * POST /api/analytics/visits under load on PGlite: anonymous page views from
 * 500 browser sessions over six pages, 50 connections. Prints requests/s, p50
 * and p99, then checks the counters add up to the visits answered (they must:
 * each visit bumps them in its one statement).
 *
 *   node --import tsx bench/analytics-visits.ts [seconds=10] [connections=50]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sum } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { analyticsDailyStats, analyticsPageStats, analyticsVisits } from "../src/server/db/schema/analytics";
import { fmt, runLoad } from "./load";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const PAGES = ["/", "/learnmore", "/wanted", "/owner/lensmaster", "/gear/abc123", "/booking"];
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const dataDir = mkdtempSync(path.join(tmpdir(), "sewagear-bench-analytics-"));
const database = await openDatabase({ dir: path.join(dataDir, "db") });
const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", DATA_DIR: dataDir, PORT: "0" });
const app = await buildApp({ config, database, secret: "b".repeat(32), distDir: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/analytics/visits`;

try {
  const result = await runLoad({
    connections: CONNECTIONS,
    seconds: SECONDS,
    request: async (i) => {
      const body = JSON.stringify({
        page: PAGES[i % PAGES.length],
        sessionId: `benchsession${String(i % 500).padStart(6, "0")}`,
      });
      const res = await fetch(url, {
        method: "POST",
        body,
        headers: { "user-agent": UA, "content-type": "text/plain" },
      });
      return res.status;
    },
  });
  console.log(`visits (PGlite, ${CONNECTIONS} connections): ${fmt(result)}`);
  const { db } = database;
  const [visits] = await db
    .select({ n: sum(analyticsDailyStats.totalVisits).mapWith(Number) })
    .from(analyticsDailyStats);
  const [pages] = await db.select({ n: sum(analyticsPageStats.visits).mapWith(Number) }).from(analyticsPageStats);
  const rows = await db.$count(analyticsVisits);
  console.log(
    `answered 204: ${result.statuses[204] ?? 0}; visit rows ${rows}; daily total ${visits?.n}; page total ${pages?.n}`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

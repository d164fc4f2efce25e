/**
 * The security probe of issue 29, rerunnable: a built SewaGear on demo data,
 * asked from outside the way an attacker would.
 *
 *   npm run build && npm run probe:security [-- scan=300] [-- only=authz,csrf,fuzz,findings,scan]
 *
 * 1. Authorization: every operation on another party's booking, listing, saved
 *    filter or invoice, and every back-office operation, by each caller with no
 *    business there (well-formed bodies): all refused, the parties' reads unchanged.
 * 2. Cross-site writes: every documented write as the admin from ten kinds of
 *    foreign origin: all refused before a handler runs.
 * 3. Schema fuzz: every operation as each of eight callers, well-formed and with
 *    hostile values in every field, path and query: no 5xx.
 * 4. Issue 29's findings asked again, on an instance with the limits as deployed.
 * 5. wapiti and sqlmap, when installed, for `scan` seconds (default 300).
 *
 * Prints a table per part and the findings by severity; exits 1 on any finding
 * above Low. Every request goes to the instances it starts on loopback.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess } from "../../src/server/test/server-process";
import { recheckFindings } from "./findings";
import { Client } from "./http";
import { signInAll } from "./identities";
import { type Document, operationsOf } from "./operations";
import { scanners } from "./scanners";
import { authorizationSweep, csrfSweep, type Finding, fuzzSweep, type SweepResult } from "./sweeps";
import { collectTargets } from "./targets";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
const SCAN_SECONDS = Number(arg("scan") ?? 300);
const ONLY = new Set((arg("only") ?? "authz,csrf,fuzz,findings,scan").split(","));
const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/server");

async function main() {
  const started = performance.now();
  const results: SweepResult[] = [];
  // Open: no rate limits, so the sweeps measure the answers rather than the limiter.
  const open = await startServerProcess(
    undefined,
    true,
    { LOG_LEVEL: "error" },
    { bundle: BUNDLE, startTimeoutMs: 180_000 },
  );
  try {
    const client = new Client(open.base);
    const doc = (await (await fetch(`${open.base}/api/openapi.json`)).json()) as Document;
    const ops = operationsOf(doc);
    const cookies = await signInAll(open.base);
    console.log(`probe of ${open.base}: ${ops.length} documented operations, 8 callers\n`);
    if (ONLY.has("authz"))
      results.push(await authorizationSweep(client, ops, cookies, await collectTargets(client, cookies)));
    if (ONLY.has("csrf")) results.push(await csrfSweep(client, ops, cookies.admin));
    if (ONLY.has("scan")) results.push(...(await scanners(open.base, SCAN_SECONDS)));
    // Last on this instance: its well-formed writes change the demo data.
    if (ONLY.has("fuzz")) results.push(await fuzzSweep(client, ops, cookies));
  } finally {
    open.stop();
  }
  if (ONLY.has("findings")) {
    const deployed = await startServerProcess(
      undefined,
      true,
      { LOG_LEVEL: "error", RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "1", MAX_EVENT_LOOP_DELAY_MS: "1000" },
      { bundle: BUNDLE, startTimeoutMs: 180_000 },
    );
    try {
      console.log("issue 29's findings, on an instance with its limits as deployed:");
      results.push(await recheckFindings(new Client(deployed.base)));
    } finally {
      deployed.stop();
    }
  }
  report(results, (performance.now() - started) / 1000);
}

function report(results: SweepResult[], seconds: number) {
  console.log("\n| part | requests | passed | findings |\n|---|---:|---:|---:|");
  for (const r of results) console.log(`| ${r.name} | ${r.requests || "—"} | ${r.passed} | ${r.findings.length} |`);
  const all: Finding[] = results.flatMap((r) => r.findings);
  for (const severity of ["High", "Medium", "Low"] as const) {
    const list = all.filter((f) => f.severity === severity);
    if (list.length === 0) continue;
    console.log(`\n${severity} (${list.length}):`);
    for (const f of list.slice(0, 40)) console.log(`  - [${f.sweep}] ${f.what}`);
    if (list.length > 40) console.log(`  … and ${list.length - 40} more`);
  }
  const total = results.reduce((n, r) => n + r.requests, 0);
  console.log(
    `\n${total} requests in ${seconds.toFixed(0)} s; findings above Low: ${all.filter((f) => f.severity !== "Low").length}`,
  );
  if (all.some((f) => f.severity !== "Low")) process.exitCode = 1;
}

await main();

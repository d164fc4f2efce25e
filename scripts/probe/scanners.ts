import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Finding, SweepResult } from "./sweeps";

/** Runs a scanner with a deadline; resolves with its output (stdout and stderr) however it ends. */
function run(cmd: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("close", () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

const installed = (cmd: string) => ["/usr/bin", "/usr/local/bin"].some((dir) => existsSync(path.join(dir, cmd)));

/**
 * wapiti (crawls the server-rendered pages and their forms, then attacks every
 * parameter it found) and sqlmap (on the search's query parameters, a listing's
 * path and the sign-in body), when Debian's packages are installed
 * (`apt-get install wapiti sqlmap`); skipped with a note otherwise.
 */
export async function scanners(base: string, seconds: number): Promise<SweepResult[]> {
  const results: SweepResult[] = [];
  if (installed("wapiti")) results.push(await wapiti(base, seconds));
  else console.log("  wapiti is not installed: skipped (apt-get install wapiti)");
  if (installed("sqlmap")) results.push(await sqlmap(base, seconds));
  else console.log("  sqlmap is not installed: skipped (apt-get install sqlmap)");
  return results;
}

/**
 * wapiti over the server-rendered pages. Only modules that talk to the target:
 * its ssrf and xxe modules plant links to wapiti's own public endpoint and ask
 * it back, so they are left out. Every module's set-up runs even when not
 * chosen, and the fingerprinting one downloads its database from the web when
 * none is kept: an empty one is kept in its config folder, so nothing leaves
 * loopback. br is not offered (Debian's wapiti cannot read it, and found one
 * page where it can read 378).
 */
async function wapiti(base: string, seconds: number): Promise<SweepResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "probe-wapiti-"));
  const config = path.join(dir, "config");
  mkdirSync(config);
  writeFileSync(path.join(config, "apps.json"), "{}");
  const report = path.join(dir, "report.json");
  const modules = "sql,blindsql,exec,file,xss,permanentxss,crlf,redirect,htaccess,methods";
  try {
    const out = await run(
      "wapiti",
      [
        ["-u", `${base}/`, "--scope", "folder", "-m", modules, "--flush-session"],
        // The scan's budget, each module's share of it (else the first modules spend it all).
        ["--max-scan-time", String(seconds), "--max-attack-time", String(Math.ceil(seconds / 10))],
        ["-H", "Accept-Encoding: gzip, deflate"],
        ["--store-session", dir, "--store-config", config, "-f", "json", "-o", report, "-v", "1"],
      ].flat(),
      // Its own limits are checked between requests: room to finish and write the report.
      (seconds * 2 + 180) * 1000,
    );
    const findings: Finding[] = [];
    const requests = (out.match(/^\[\+\] /gm) ?? []).length;
    const urls = Number(out.match(/found (\d+) URLs and forms/)?.[1] ?? 0);
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, "utf8")) as {
        vulnerabilities?: Record<string, { info: string; path: string; level: number }[]>;
      };
      for (const [kind, list] of Object.entries(json.vulnerabilities ?? {}))
        for (const v of list)
          findings.push({
            severity: v.level >= 2 ? "High" : "Medium",
            sweep: "wapiti",
            what: `${kind}: ${v.path} ${v.info}`,
          });
    } else findings.push({ severity: "Medium", sweep: "wapiti", what: `no report written: ${out.slice(-300)}` });
    if (urls < 50)
      findings.push({ severity: "Medium", sweep: "wapiti", what: `it found only ${urls} URLs and forms to attack` });
    return {
      name: `wapiti (${urls} URLs and forms, modules ${modules})`,
      requests,
      passed: findings.length === 0 ? 1 : 0,
      findings,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sqlmap(base: string, seconds: number): Promise<SweepResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "probe-sqlmap-"));
  const origin = `Origin: ${base}`;
  const targets: string[][] = [
    ["-u", `${base}/api/gear?q=sony&state=Selangor&category=camera&sort=price&page=1`],
    ["-u", `${base}/api/gear/probe*`],
    ["-u", `${base}/api/owners/lensmaster*`],
    [
      "-u",
      `${base}/api/auth/sign-in/email`,
      "--data",
      '{"email":"renter@sewagear.test","password":"x"}',
      "--headers",
      origin,
    ],
    ["-u", `${base}/api/wanted?status=open&category=camera&state=Selangor&page=1`],
  ];
  const findings: Finding[] = [];
  let passed = 0;
  let requests = 0;
  try {
    for (const [i, target] of targets.entries()) {
      const traffic = path.join(dir, `traffic-${i}.txt`);
      const out = await run(
        "sqlmap",
        [
          ...target,
          "--batch",
          "--level=2",
          "--risk=1",
          "--flush-session",
          `--output-dir=${dir}`,
          "--disable-coloring",
          "-t",
          traffic,
        ],
        Math.max(60, seconds / targets.length) * 1000,
      );
      if (existsSync(traffic)) requests += (readFileSync(traffic, "utf8").match(/HTTP request \[#\d+\]/g) ?? []).length;
      if (/is vulnerable|appears to be .*injectable/i.test(out) && !/do not appear to be injectable/i.test(out))
        findings.push({
          severity: "High",
          sweep: "sqlmap",
          what: `${target[1]}: ${out.match(/.*(?:injectable|vulnerable).*/i)?.[0]}`,
        });
      else passed++;
    }
    return { name: `sqlmap (${targets.length} targets)`, requests, passed, findings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

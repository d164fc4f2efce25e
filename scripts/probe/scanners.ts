import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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

async function wapiti(base: string, seconds: number): Promise<SweepResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "probe-wapiti-"));
  const report = path.join(dir, "report.json");
  try {
    const out = await run(
      "wapiti",
      [
        "-u",
        `${base}/`,
        "--scope",
        "folder",
        "-m",
        "sql,blindsql,exec,file,xss,permanentxss,crlf,redirect,ssrf,xxe,htaccess",
        "--flush-session",
        "--max-scan-time",
        String(seconds),
        "-f",
        "json",
        "-o",
        report,
        "-v",
        "0",
        "--store-session",
        dir,
      ],
      (seconds + 120) * 1000,
    );
    const findings: Finding[] = [];
    let requests = 0;
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, "utf8")) as {
        vulnerabilities?: Record<string, { info: string; path: string; level: number }[]>;
        infos?: { crawled_pages_nbr?: number };
      };
      for (const [kind, list] of Object.entries(json.vulnerabilities ?? {}))
        for (const v of list)
          findings.push({
            severity: v.level >= 2 ? "High" : "Medium",
            sweep: "wapiti",
            what: `${kind}: ${v.path} ${v.info}`,
          });
      requests = json.infos?.crawled_pages_nbr ?? 0;
    } else findings.push({ severity: "Low", sweep: "wapiti", what: `no report written: ${out.slice(-300)}` });
    return { name: `wapiti (${requests} pages crawled)`, requests, passed: findings.length === 0 ? 1 : 0, findings };
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
  try {
    for (const target of targets) {
      const out = await run(
        "sqlmap",
        [...target, "--batch", "--level=2", "--risk=1", "--flush-session", `--output-dir=${dir}`, "--disable-coloring"],
        Math.max(60, seconds / targets.length) * 1000,
      );
      if (/is vulnerable|appears to be .*injectable/i.test(out) && !/do not appear to be injectable/i.test(out))
        findings.push({
          severity: "High",
          sweep: "sqlmap",
          what: `${target[1]}: ${out.match(/.*(?:injectable|vulnerable).*/i)?.[0]}`,
        });
      else passed++;
    }
    // sqlmap counts its requests only when it finds an injection point.
    return { name: `sqlmap (${targets.length} targets)`, requests: 0, passed, findings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

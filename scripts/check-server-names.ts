import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Names that say what a src/server file holds (issue 27 item 5), so a reader finds a module's
 * routes, jobs and test helpers without opening files:
 * - a route plugin (`export async function …Routes(app)`, or any exported async function of the
 *   app in a module) lives in `routes.ts` or `*-routes.ts`,
 *   and a file so named holds one;
 * - job handlers (`defineJobHandlers(…)`) live in `jobs.ts` or `*-jobs.ts`, and a file so named
 *   defines some (job-kind constants go in `*-job-kinds.ts`);
 * - a test helper (a file only tests import) lives under `src/server/test/` or is a `*.fixture.ts`.
 */

const ROUTES_NAME = /(^|-)routes\.ts$/;
const JOBS_NAME = /(^|-)jobs\.ts$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestHelper = (file: string) => file.startsWith("src/server/test/") || /\.fixture\.ts$/.test(file);

const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "src", "scripts", "bench", "e2e"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|mts)$/.test(file) && existsSync(file));

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.normalize(path.join(path.dirname(from), spec));
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => tracked.includes(candidate));
}

const importers = new Map<string, string[]>();
const sources = new Map<string, string>();
for (const file of tracked) {
  const text = readFileSync(file, "utf8");
  sources.set(file, text);
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolveImport(file, match[1]!);
    if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
}

const problems: string[] = [];
for (const file of tracked.filter((f) => f.startsWith("src/server/") && !isTest(f))) {
  const name = path.basename(file);
  const text = sources.get(file)!;
  // In modules, any exported async function of the app is a route plugin (public-pages' registerPublicPages).
  const hasRoutes =
    /export\s+(async\s+)?function\s+\w+Routes\s*\(/.test(text) ||
    (file.startsWith("src/server/modules/") && /export\s+async\s+function\s+\w+\(\s*app:\s*FastifyInstance/.test(text));
  const hasJobs = /\bdefineJobHandlers\s*\(/.test(text) && file !== "src/server/jobs/contracts.ts";
  if (hasRoutes && !ROUTES_NAME.test(name)) problems.push(`${file}: route plugins live in routes.ts or *-routes.ts`);
  if (!hasRoutes && ROUTES_NAME.test(name) && file.startsWith("src/server/modules/"))
    problems.push(`${file}: named for routes, but exports no route plugin`);
  if (hasJobs && !JOBS_NAME.test(name)) problems.push(`${file}: job handlers live in jobs.ts or *-jobs.ts`);
  if (!hasJobs && JOBS_NAME.test(name) && file.startsWith("src/server/modules/"))
    problems.push(`${file}: named for jobs, but defines no handlers (job kinds go in *-job-kinds.ts)`);
  if (isTestHelper(file)) continue;
  const users = importers.get(file) ?? [];
  if (users.length > 0 && users.every((user) => isTest(user) || isTestHelper(user)))
    problems.push(`${file}: only tests import it; move it to src/server/test/ or name it *.fixture.ts`);
  if (/(^|[-.])test([-.]|s\b)|helpers?\.ts$/.test(name))
    problems.push(`${file}: a test helper's name outside src/server/test/; move it there or name it *.fixture.ts`);
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);

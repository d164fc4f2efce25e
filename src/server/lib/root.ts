import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder (where package.json, drizzle/ and dist/ live), found by
 * walking up from this module. Run from source this module is src/server/lib/,
 * bundled (npm run build) its code is inside build/server/*.js: a fixed "../.."
 * holds for one of the two only, so the folder is found rather than counted.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "sewagear") return dir;
    if (path.dirname(dir) === dir) throw new Error(`no sewagear package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

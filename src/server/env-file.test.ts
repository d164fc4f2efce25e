import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./lib/root";

const run = promisify(execFile);

describe(".env.example", () => {
  it("lists every variable config.ts reads", () => {
    const config = readFileSync(path.join(PROJECT_ROOT, "src/server/config.ts"), "utf8");
    const schema = config.slice(
      config.indexOf("const EnvSchema"),
      config.indexOf("\n});", config.indexOf("const EnvSchema")),
    );
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z/gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(20);
    const example = readFileSync(path.join(PROJECT_ROOT, ".env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(variables.filter((v) => !listed.has(v))).toEqual([]);
  });
});

describe("load-env", () => {
  it("reads .env of the working directory, and the real environment wins", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sewagear-env-"));
    try {
      writeFileSync(path.join(dir, ".env"), "SG_FROM_FILE=file\nSG_BOTH=file\n");
      const loader = path.join(PROJECT_ROOT, "src/server/load-env.ts");
      const { stdout } = await run(
        process.execPath,
        [
          // tsx by path: the temp working directory has no node_modules to find it in.
          "--import",
          pathToFileURL(path.join(PROJECT_ROOT, "node_modules/tsx/dist/loader.mjs")).href,
          "--input-type=module",
          "-e",
          `await import(${JSON.stringify(loader)}); console.log(process.env.SG_FROM_FILE, process.env.SG_BOTH)`,
        ],
        { cwd: dir, env: { ...process.env, SG_BOTH: "environment" } },
      );
      expect(stdout.trim()).toBe("file environment");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const TEST_FILE = /\.test\.tsx?$/;
const include = ["src/**/*.test.ts", "src/**/*.test.tsx"];
/**
 * Test files that replace modules or globals (vi.mock, spies, fake timers, a DOM). A
 * worker that runs files one after another in one module graph would carry
 * such a replacement into the next file, or find the module already loaded
 * and not replace it, so these get a fresh process each.
 */
const replacing = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((f) => TEST_FILE.test(f))
  .map((f) => `src/${f}`)
  // A file in a browser-like environment (@vitest-environment jsdom) sets window and document globals.
  .filter((f) =>
    /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-environment/.test(readFileSync(f, "utf8")),
  );

/** What both projects share; the global setup stays at the top, so it runs once. */
const common = {
  // Two cores, so two worker processes.
  pool: "forks",
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Migrates one template database that every test file copies (src/server/test/database.ts).
    globalSetup: ["src/server/test/global-setup.ts"],
    ...common,
    projects: [
      {
        // The rest run file after file in one worker without re-importing the server
        // (isolate: false; importing it took ~2 s per file). Each file still gets its
        // own app and database.
        test: { ...common, name: "shared", include, exclude: replacing, isolate: false },
      },
      ...(replacing.length ? [{ test: { ...common, name: "isolated", include: replacing, isolate: true } }] : []),
    ],
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // Migrates one template database that every test file copies (src/server/test/database.ts).
    globalSetup: ["src/server/test/global-setup.ts"],
    // Two cores, so two worker processes. They run file after file without a fresh
    // module graph (isolate: false): importing the server took ~2 s per file, and no
    // test file mocks modules or changes process-wide state. Each file still gets its
    // own app and database.
    pool: "forks",
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { test as base } from "vitest";
import { buildTestApp, type TestApp, type TestAppOptions } from "./test-app";

export { describe, expect } from "vitest";

/**
 * `test`/`it` with a file-scoped `ctx`: one app on one fresh database per test
 * file, built on the first test (or beforeAll) that asks for it and closed
 * after the file's last test.
 *
 *   it("…", async ({ ctx }) => { await ctx.request.get("/api/health") });
 */
export function appTest(env: Record<string, string | undefined> = {}, options: TestAppOptions = {}) {
  // vitest reads a fixture's dependencies from the first parameter's pattern, so it must be one, even empty.
  // eslint-disable-next-line no-empty-pattern
  return base.extend("ctx", { scope: "file" }, async ({}, { onCleanup }): Promise<TestApp> => {
    const ctx = await buildTestApp(env, options);
    onCleanup(() => ctx.close());
    return ctx;
  });
}

/** The default test app (no extra environment). For others: `const test = appTest({ ADMIN_EMAIL_DOMAIN: "…" })`. */
export const test = appTest();
export const it = test;

// Suite hooks see the file's fixtures only when called on the extended test
// (`test.beforeAll`), so these are bound to it: `beforeAll(async ({ ctx }) => …)`.
export const beforeAll = test.beforeAll.bind(test);
export const afterAll = test.afterAll.bind(test);
export const beforeEach = test.beforeEach.bind(test);
export const afterEach = test.afterEach.bind(test);

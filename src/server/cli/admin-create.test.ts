import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "sewagear-cli-"));
const env = { ...process.env, DATA_DIR: dir, SEED_DEMO: "false", LOG_LEVEL: "silent" };
const cli = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "src/server/cli/admin-create.ts", ...args], { env }).catch(
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run admin:create", () => {
  it("creates the first admin with a printed password, then promotes an existing account", async () => {
    const created = await cli("First@Example.test");
    expect(created.stdout).toMatch(/Created admin first@example\.test with the password \S{12,}/);
    const again = await cli("first@example.test");
    expect(again.stdout).toContain("first@example.test is now an admin.");

    const database = await openDatabase({ dir: path.join(dir, "db") });
    const [row] = await database.db.select().from(users).where(eq(users.email, "first@example.test"));
    expect(row).toMatchObject({ role: "admin", emailVerified: true });
    await database.close();
  }, 150_000);

  it("refuses something that is not an e-mail address", async () => {
    const res = (await cli("not-an-email")) as { code?: number; stderr: string };
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("Usage: npm run admin:create -- <email>");
  }, 90_000);
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { makeBackup } from "./backup";
import { restoreBackup } from "./restore";

// The PostgreSQL side of `npm run backup` / `restore`: pg_dump and pg_restore against a
// real server (TEST_DATABASE_URL), the uploads on disk beside it.
const serverUrl = process.env.TEST_DATABASE_URL;
const root = mkdtempSync(path.join(tmpdir(), "sg-backup-pg-"));
const opened: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  rmSync(root, { recursive: true, force: true });
});

const configFor = (url: string, dir: string) => ({
  ...loadConfig({ DATA_DIR: dir }),
  DATABASE_URL: url,
  S3_ENDPOINT: undefined,
});

describe.skipIf(!serverUrl)("backup and restore on PostgreSQL (TEST_DATABASE_URL)", () => {
  it("round-trips the database through pg_dump/pg_restore and the uploads through the file", async () => {
    const source = await openTestDatabase();
    const target = await openTestDatabase();
    opened.push(source, target);
    await source.database.db.execute(sql`update app_settings set service_fee_basis_points = 777 where id = 1`);
    await source.database.db.execute(
      sql`insert into app_settings (id, service_fee_basis_points) values (1, 777) on conflict (id) do nothing`,
    );
    const dir = path.join(root, "source");
    mkdirSync(path.join(dir, "uploads/private/receipts"), { recursive: true });
    writeFileSync(path.join(dir, "uploads/private/receipts/r1.pdf"), "%PDF-1.4 receipt");
    const file = path.join(root, "pg.tar");
    expect((await makeBackup(configFor(source.url!, dir), file)).via).toBe("pg_dump");

    // The target is migrated (it has tables): refused, and left as it was.
    const restoredDir = path.join(root, "restored");
    await expect(restoreBackup(configFor(target.url!, restoredDir), file)).rejects.toThrow(/has \d+ tables/);
    const fee = async (d: TestDatabase) => {
      const result = await d.database.db.execute(sql`select service_fee_basis_points as f from app_settings`);
      return (result as unknown as { rows: { f: number }[] }).rows;
    };
    expect(await fee(target)).not.toEqual([{ f: 777 }]);

    await restoreBackup(configFor(target.url!, restoredDir), file, { force: true });
    expect(await fee(target)).toEqual([{ f: 777 }]);
    expect(readFileSync(path.join(restoredDir, "uploads/private/receipts/r1.pdf"), "utf8")).toBe("%PDF-1.4 receipt");
  }, 120_000);
});

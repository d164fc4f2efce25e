import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../../drizzle");
const UNIQUE_NAMES = "0010_saved_filter_unique_name";

/** The migrations folder as it was before `tag`: its SQL files, and a journal that stops before it. */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe(`migration ${UNIQUE_NAMES}`, () => {
  const before = folderBefore(UNIQUE_NAMES);
  const client = new PGlite({ extensions: { btree_gist } });
  const db = drizzle(client);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("renames names a user saved twice (any case) instead of failing, then refuses a new twin", async () => {
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.test'), ('u2', 'Ben', 'ben@example.test');
      insert into saved_filters (user_id, name, query, created_at) values
        ('u1', 'Cameras', 'category=cameras', now() - interval '3 days'),
        ('u1', 'cameras', 'category=cameras&state=Sabah', now() - interval '2 days'),
        ('u1', 'Cameras (2)', 'q=fx3', now() - interval '1 day'),
        ('u1', 'CAMERAS', 'category=lenses', now()),
        ('u1', '${"L".repeat(60)}', '', now() - interval '1 day'),
        ('u1', '${"l".repeat(60)}', 'state=Johor', now()),
        ('u2', 'Cameras', 'category=cameras', now());
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const rows = await client.query<{ user_id: string; name: string; query: string }>(
      "select user_id, name, query from saved_filters order by user_id, id",
    );
    expect(rows.rows).toEqual([
      // The oldest keeps its name; later twins get the first free number, the query untouched.
      { user_id: "u1", name: "Cameras", query: "category=cameras" },
      { user_id: "u1", name: "cameras (3)", query: "category=cameras&state=Sabah" },
      { user_id: "u1", name: "Cameras (2)", query: "q=fx3" },
      { user_id: "u1", name: "CAMERAS (4)", query: "category=lenses" },
      { user_id: "u1", name: "L".repeat(60), query: "" },
      // Cut to stay within the 60 characters a name may have.
      { user_id: "u1", name: `${"l".repeat(56)} (2)`, query: "state=Johor" },
      // Another user's filter of the same name is not a twin.
      { user_id: "u2", name: "Cameras", query: "category=cameras" },
    ]);
    await expect(
      client.query("insert into saved_filters (user_id, name, query) values ('u2', 'CAMERAS', '')"),
    ).rejects.toThrow(/saved_filters_user_name_idx/);
  });
});

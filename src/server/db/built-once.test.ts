import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "../test/fixtures";
import { buildRenter } from "../test/factories";
import type { TestApp } from "../test/test-app";
import { Bindings, BuiltOnce, placeholdersOf } from "./built-once";
import type { Db, Tx } from "./client";
import { notifications } from "./schema";

type NoticeInsert = typeof notifications.$inferInsert;

let userId: string;
beforeAll(async ({ ctx }) => {
  userId = (await buildRenter(ctx)).id;
});

/** A notification insert kept by shape, counting how often its statement is built. */
function keptNotice() {
  const statement = new BuiltOnce(notifications);
  let builds = 0;
  const insert = (db: Db | Tx, row: NoticeInsert, suffix = "") =>
    statement.run(db, new Bindings().row(notifications, "n.", row).value("suffix", suffix), () => {
      builds++;
      return db
        .insert(notifications)
        .values({
          ...placeholdersOf(row, "n."),
          kind: sql`${sql.placeholder("n.kind")} || ${sql.placeholder("suffix")}`,
        })
        .returning();
    });
  return { insert, builds: () => builds };
}

const stored = async (ctx: TestApp, id: number) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe("statements built once per shape (BuiltOnce)", () => {
  it("builds a shape once and runs it with each call's values, read back as drizzle's returning()", async ({ ctx }) => {
    const { insert, builds } = keptNotice();
    const readAt = new Date("2026-11-25T01:02:03.456Z");
    const [first] = await insert(ctx.db, { userId, kind: "a", title: "First", link: "/x", readAt }, "!");
    const [second] = await insert(ctx.db, { userId, kind: "b", title: "Second", link: null, readAt: null });
    expect(builds()).toBe(1);
    expect(first).toMatchObject({ userId, kind: "a!", title: "First", body: "", link: "/x", readAt });
    expect(first!.createdAt).toBeInstanceOf(Date);
    // null is bound as NULL (not through the column's encoder), not as the default.
    expect(second).toMatchObject({ kind: "b", title: "Second", link: null, readAt: null });
    expect(await stored(ctx, second!.id)).toEqual(second);
    expect(second!.id).toBeGreaterThan(first!.id);
  });

  it("builds again for a shape with other columns given, leaving out ones to their defaults", async ({ ctx }) => {
    const { insert, builds } = keptNotice();
    await insert(ctx.db, { userId, kind: "c", title: "No body" });
    const [withBody] = await insert(ctx.db, { userId, kind: "c", title: "Body", body: "Words" });
    const [left] = await insert(ctx.db, { userId, kind: "c", title: "Left", body: undefined });
    expect(builds()).toBe(2);
    expect(withBody!.body).toBe("Words");
    expect(left!.body).toBe("");
  });

  it("runs inside a transaction, whose rollback undoes it", async ({ ctx }) => {
    const { insert } = keptNotice();
    let id = 0;
    await expect(
      ctx.db.transaction(async (tx) => {
        id = (await insert(tx, { userId, kind: "d", title: "Undone" }))[0]!.id;
        expect(await tx.select().from(notifications).where(eq(notifications.id, id))).toHaveLength(1);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(id).toBeGreaterThan(0);
    expect(await stored(ctx, id)).toBeUndefined();
  });

  it("refuses a key that is not a column of the table", () => {
    expect(() => new Bindings().row(notifications, "n.", { userId, nope: 1 } as unknown as NoticeInsert)).toThrow(
      "n.nope: no such column",
    );
  });
});

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "../test/fixtures";
import { notifications } from "./schema";
import { ROOT_QUERY_IN_TRANSACTION } from "./transaction-trap";
import { buildRenter } from "../test/factories";

/** drizzle wraps a driver's error in its own "Failed query: …" with the driver's as `cause`. */
const refusal = (err: unknown) => (err instanceof Error && err.cause instanceof Error ? err.cause : err);

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL: the answer must be the same on both.
describe("a query on the root database inside one of its transactions", () => {
  it("is refused at once, and the transaction rolls back", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const started = Date.now();
    const attempt = ctx.db.transaction(async (tx) => {
      await tx.insert(notifications).values({ userId: user.id, kind: "trap.test", title: "t", body: "b" });
      // The mistake: `ctx.db` where `tx` was meant. On PGlite it used to wait for
      // the transaction, which waited for it; on PostgreSQL it ran outside it.
      await ctx.db.select().from(notifications).limit(1);
    });
    const err = await attempt.then(() => null, refusal);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe(ROOT_QUERY_IN_TRANSACTION);
    expect(Date.now() - started).toBeLessThan(5_000);
    const kept = await ctx.db.select().from(notifications).where(eq(notifications.kind, "trap.test"));
    expect(kept).toEqual([]);
  });

  it("is refused from work the transaction started and did not wait for", async ({ ctx }) => {
    let late: Promise<unknown> | undefined;
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // `.then` starts drizzle's query now, and gives a promise that is not run again when awaited.
      late = ctx.db.execute(sql`select 1`).then((r) => r);
      late.catch(() => {});
    });
    const err = await late!.then(() => null, refusal);
    expect((err as Error | null)?.message).toBe(ROOT_QUERY_IN_TRANSACTION);
  });

  it("leaves the transaction's own handle, nested transactions and the root after commit working", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({ userId: user.id, kind: "trap.nested", title: "t", body: "b" })
        .returning({ id: notifications.id });
      await tx.transaction(async (inner) => {
        await inner.update(notifications).set({ title: "inner" }).where(eq(notifications.id, row!.id));
      });
      return row!.id;
    });
    const [stored] = await ctx.db.select().from(notifications).where(eq(notifications.id, id));
    expect(stored?.title).toBe("inner");
  });

  it("does not reach listeners woken by the transaction's commit: they query the root freely", async ({ ctx }) => {
    const { promise: heard, resolve, reject } = Promise.withResolvers<number>();
    // On PGlite the notification is handed to listeners while the COMMIT's answer is read.
    const unlisten = await ctx.database.listen("trap_test", () => {
      ctx.db.$count(notifications).then(() => resolve(42), reject);
    });
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('trap_test', 'x')`);
    });
    await expect(heard).resolves.toBe(42);
    await unlisten();
  });
});

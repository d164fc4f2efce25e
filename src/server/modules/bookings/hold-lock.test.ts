import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { gearHolds } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildOwner, buildRenter, buildGear, day } from "../../test/factories";
import { requestBooking } from "../../test/bookings";
import { ownConnection, someoneWaitsForLock } from "../../test/pg-waits";
import { gearHoldsLock } from "../gear/repository";

/**
 * Concurrent inserts of overlapping holds can deadlock in PostgreSQL's exclusion
 * constraint (each waits for the other's uncommitted row; one gets 40P01, a 500).
 * Every hold write therefore takes its listing's hold lock first (gearHoldsLock).
 * These tests hold that lock from a connection of their own and check that the
 * app's writers wait for it, then meet what its holder committed. Only a server
 * has a second connection: on PGlite the holder would block the app for good.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("one listing's holds are written one at a time (PostgreSQL)", () => {
  /** A transaction of its own holding `gearId`'s hold lock; `commit` ends it. */
  async function holdLockOf(ctx: TestApp, gearId: string) {
    const client = await ownConnection(ctx);
    const tx = drizzle(client);
    await client.query("begin");
    await tx.execute(sql`select ${gearHoldsLock(gearId)}`);
    return {
      /** Inserted in the holder's transaction: the waiting writer meets it once committed. */
      insertHold: (startDate: string, endDate: string) =>
        tx.insert(gearHolds).values({ gearId, kind: "block", period: `[${startDate},${endDate})` }),
      async commit() {
        try {
          await client.query("commit");
        } finally {
          client.release();
        }
      },
    };
  }

  const settledFlag = (p: Promise<unknown>) => {
    const state = { settled: false };
    void p.finally(() => (state.settled = true));
    return state;
  };

  it("a booking request waits for the listing's hold lock, then meets the hold committed meanwhile: 409", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const other = await buildGear(ctx, { ownerId: owner.id });
    const [renter, another] = await Promise.all([buildRenter(ctx), buildRenter(ctx)]);

    const holder = await holdLockOf(ctx, item.id);
    const pending = requestBooking(ctx, renter, { gearId: item.id, startDate: day(20), endDate: day(22) });
    const state = settledFlag(pending);
    try {
      await someoneWaitsForLock(ctx, "no request waited for the listing's hold lock", "advisory");
      // Another listing's requests are not held up by this one's lock.
      const elsewhere = await requestBooking(ctx, another, { gearId: other.id, startDate: day(20), endDate: day(22) });
      expect(elsewhere.statusCode).toBe(201);
      expect(state.settled).toBe(false);
      await holder.insertHold(day(21), day(23));
    } finally {
      await holder.commit();
    }
    const res = await pending;
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("DATES_TAKEN");
  });

  it("an owner's block waits for the lock too, and is written once it is free", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });

    const holder = await holdLockOf(ctx, item.id);
    const pending = ctx.request.post(
      `/api/gear/${item.id}/blocks`,
      { startDate: day(30), endDate: day(31) },
      { as: owner },
    );
    const state = settledFlag(pending);
    try {
      await someoneWaitsForLock(ctx, "no request waited for the listing's hold lock", "advisory");
      expect(state.settled).toBe(false);
    } finally {
      await holder.commit();
    }
    expect((await pending).statusCode).toBe(201);
  });
});

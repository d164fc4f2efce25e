import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "../test/fixtures";
import { buildBookingScene, day } from "../test/factories";
import { createBookingId, idemKey } from "../test/bookings";
import { PROJECT_ROOT } from "../lib/root";
import { newId } from "../lib/ids";
import * as schema from "./schema";
import { bookings } from "./schema";

/**
 * pglite-driver.ts and pglite-statements.ts speak PGlite's wire protocol and lean on
 * its internals (`_runExclusiveQuery`, `execProtocol`), and built-once.ts on drizzle's
 * `session.prepareQuery`: none is a public promise, so both packages are pinned to
 * exact versions, and a booking goes through our path and through drizzle's own.
 */
const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

describe("the hand-made PGlite path, pinned", () => {
  it("pins @electric-sql/pglite and drizzle-orm to exact versions", () => {
    for (const name of ["@electric-sql/pglite", "drizzle-orm"])
      expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "writes and reads a booking as drizzle's own driver and insert().returning() do",
    async ({ ctx }) => {
      const { renter, item } = await buildBookingScene(ctx);
      // Through the API: the booking statement built once, run by our driver.
      const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(20), endDate: day(22) });
      const [ours] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));

      // The same data directory opened with PGlite and drizzle's own driver.
      const plain = await PGlite.create({ loadDataDir: await ctx.database.dumpDataDir!(), extensions: { btree_gist } });
      try {
        const theirs = drizzle(plain, { schema });
        const [read] = await theirs.select().from(bookings).where(eq(bookings.id, id));
        expect(read).toEqual(ours);

        // drizzle's own insert().returning() of the same values gives the same row back.
        const copyId = newId();
        const key = idemKey();
        const [copy] = await theirs
          .insert(bookings)
          .values({ ...ours!, id: copyId, idempotencyKey: key })
          .returning();
        expect(copy).toEqual({ ...ours, id: copyId, idempotencyKey: key });
      } finally {
        await plain.close();
      }
    },
  );
});

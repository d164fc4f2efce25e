import { asc, count, eq, inArray } from "drizzle-orm";
import { bookingKitItems, gear, gearHolds, kitComponents } from "../db/schema";
import type { TestApp } from "./test-app";
import { buildGear } from "./factories";

/**
 * A kit of `ownerId` made of `components` (listing id, quantity), written as the
 * kits module writes it (a gear row of kind 'kit' and its kit_components), for
 * tests about booking and showing kits; building one through the API is
 * kits/kits-build.test.ts's.
 */
export async function buildKit(
  ctx: TestApp,
  ownerId: string,
  components: { gearId: string; quantity: number }[],
  overrides: Partial<typeof gear.$inferInsert> = {},
) {
  const kit = await buildGear(ctx, { ownerId, name: "FX3 interview kit", kind: "kit", ...overrides });
  await ctx.db.insert(kitComponents).values(components.map((c, position) => ({ kitId: kit.id, ...c, position })));
  return kit;
}

/** The booking holds of the listings `gearIds`, as (listing, unit, booking) in a stable order. */
export const holdsOfGear = (ctx: TestApp, gearIds: string[]) =>
  ctx.db
    .select({
      gearId: gearHolds.gearId,
      unit: gearHolds.unitNumber,
      bookingId: gearHolds.bookingId,
      period: gearHolds.period,
    })
    .from(gearHolds)
    .where(inArray(gearHolds.gearId, gearIds))
    .orderBy(asc(gearHolds.gearId), asc(gearHolds.unitNumber), asc(gearHolds.id));

/** The kit rows a refused kit call must leave as they were. */
export async function kitSnapshot(ctx: TestApp, kitId: string) {
  return {
    kit: (await ctx.db.select().from(gear).where(eq(gear.id, kitId)))[0],
    components: await ctx.db
      .select()
      .from(kitComponents)
      .where(eq(kitComponents.kitId, kitId))
      .orderBy(asc(kitComponents.position)),
    kits: (await ctx.db.select({ n: count() }).from(gear).where(eq(gear.kind, "kit")))[0]!.n,
    bookedItems: (await ctx.db.select({ n: count() }).from(bookingKitItems))[0]!.n,
  };
}

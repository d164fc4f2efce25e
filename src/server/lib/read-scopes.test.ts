import { sql } from "drizzle-orm";
import { addDays } from "../../shared/dates";
import { describe, expect, it } from "../test/fixtures";
import type { TestApp } from "../test/test-app";
import { holdScopesBetween } from "./read-scopes";

/** What the hold trigger's function names for holds of these gear over these periods (drizzle/0028), sorted here (not by the database's collation). */
async function namedByDatabase(ctx: TestApp, periods: string[], gearIds: string[]): Promise<string[]> {
  const list = (values: string[], type: string) =>
    values.length
      ? sql`array[${sql.join(
          values.map((v) => sql`${v}::${sql.raw(type)}`),
          sql`, `,
        )}]`
      : sql`'{}'::${sql.raw(type)}[]`;
  const { rows } = (await ctx.db.execute(
    sql`select distinct unnest(sewagear_reads_hold_scopes(${list(periods, "daterange")}, ${list(gearIds, "text")})) as scope`,
  )) as unknown as { rows: { scope: string }[] };
  return rows.map((r) => r.scope).sort();
}

/** The months a hold [from, until) covers, as a search names them (holdScopesBetween without its 'holds@long'). */
const monthsOf = (from: string, until: string) =>
  holdScopesBetween(from, addDays(until, -1)).filter((s) => s !== "holds@long");

describe("the scopes a hold write names (sewagear_reads_hold_scopes)", () => {
  it("names each month a period covers up to its last day, the gear, and all holds", async ({ ctx }) => {
    expect(await namedByDatabase(ctx, ["[2026-12-05,2026-12-06)"], ["g1"])).toEqual([
      "holds",
      "holds:g1",
      "holds@2026-12",
    ]);
    // The upper bound is exclusive: a hold ending on the 1st does not touch that month.
    expect(await namedByDatabase(ctx, ["[2026-12-20,2027-01-01)"], ["g1"])).toEqual([
      "holds",
      "holds:g1",
      "holds@2026-12",
    ]);
    expect(await namedByDatabase(ctx, ["[2026-12-31,2027-01-02)", "[2028-02-28,2028-03-01)"], ["g1", "g2"])).toEqual([
      "holds",
      "holds:g1",
      "holds:g2",
      "holds@2026-12",
      "holds@2027-01",
      "holds@2028-02",
    ]);
  });

  it("names 'holds@long' for periods without an end or start or longer than 731 days, and nothing for empty ones", async ({
    ctx,
  }) => {
    for (const period of ["[2026-12-01,)", "(,2026-12-01)", "[2026-01-01,2028-01-03)"])
      expect(await namedByDatabase(ctx, [period], ["g1"]), period).toEqual(["holds", "holds:g1", "holds@long"]);
    expect(await namedByDatabase(ctx, ["empty"], ["g1"])).toEqual(["holds", "holds:g1"]);
    // 731 days is still named month by month: January 2026 to January 2028, 25 months.
    const twoYears = await namedByDatabase(ctx, ["[2026-01-31,2028-02-01)"], []);
    expect(twoYears).toHaveLength(26);
    expect([twoYears[1], twoYears[12], twoYears[13], twoYears[25]]).toEqual([
      "holds@2026-01",
      "holds@2026-12",
      "holds@2027-01",
      "holds@2028-01",
    ]);
  });

  it("names the same months as a search over the same days, for periods across month, year and leap-day edges", async ({
    ctx,
  }) => {
    const starts = ["2026-01-31", "2026-02-28", "2026-11-30", "2026-12-01", "2026-12-31", "2028-02-29"];
    const lengths = [1, 2, 28, 29, 31, 32, 59, 365, 366, 400];
    for (const from of starts)
      for (const days of lengths) {
        const until = addDays(from, days);
        expect(await namedByDatabase(ctx, [`[${from},${until})`], []), `[${from},${until})`).toEqual(
          ["holds", ...monthsOf(from, until)].sort(),
        );
      }
  });
});

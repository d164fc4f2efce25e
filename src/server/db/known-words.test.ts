import { eq, getTableColumns, is, sql } from "drizzle-orm";
import { getTableConfig, PgDialect, PgTable, PgText } from "drizzle-orm/pg-core";
import { describe, expect, it } from "../test/fixtures";
import { buildBookingScene, day } from "../test/factories";
import { createBookingId } from "../test/bookings";
import * as schema from "./schema";
import { bookings, gear, users } from "./schema";

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const dialect = new PgDialect();

/** What the database said when it refused a statement (drizzle wraps it in "Failed query"). */
async function refusal(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof Error ? String(error.cause ?? error.message) : "accepted";
}

/** Every text column typed by a word list (`oneOf`), with the list. */
function wordColumns() {
  return tables.flatMap((table) => {
    const { name, checks } = getTableConfig(table);
    return Object.values(getTableColumns(table))
      .filter((c) => is(c, PgText) && c.enumValues !== undefined)
      .map((c) => ({ table: name, column: c.name, words: c.enumValues as string[], checks }));
  });
}

describe("status, kind and role columns hold only their words (issue 27 item 5)", () => {
  it("every column typed by a word list has a check in the database naming exactly those words", () => {
    const columns = wordColumns();
    // The lists this rule came with: bookings and their events, accounts, listings, invoices…
    expect(columns.length).toBeGreaterThanOrEqual(20);
    for (const { table, column, words, checks } of columns) {
      const held = checks.some((c) => {
        const text = dialect.sqlToQuery(c.value).sql;
        return text.includes(`"${column}"`) && words.every((w) => text.includes(`'${w}'`));
      });
      expect(held, `${table}.${column}`).toBe(true);
    }
  });

  it("the database refuses an unknown status and keeps the row as it was", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(6) });
    const unknown = sql.raw("'lost'");
    expect(await refusal(ctx.db.execute(sql`update bookings set status = ${unknown} where id = ${id}`))).toMatch(
      /bookings_status_known/,
    );
    expect(await refusal(ctx.db.execute(sql`update gear set status = ${unknown} where id = ${item.id}`))).toMatch(
      /gear_status_known/,
    );
    expect(
      await refusal(ctx.db.execute(sql`update users set verification_status = ${unknown} where id = ${renter.id}`)),
    ).toMatch(/users_verification_status_known/);

    const [booking] = await ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    const [listing] = await ctx.db.select({ status: gear.status }).from(gear).where(eq(gear.id, item.id));
    const [account] = await ctx.db
      .select({ status: users.verificationStatus })
      .from(users)
      .where(eq(users.id, renter.id));
    expect([booking?.status, listing?.status, account?.status]).toEqual(["pending", "active", "verified"]);
  });
});

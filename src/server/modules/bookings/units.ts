import { sql } from "drizzle-orm";
import { bookableUnitsSql, freeUnitsSql, heldPeriod } from "../gear/units";
import type { Db } from "../../db/client";
import { AppError, badInput } from "../../lib/errors";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { MAX_DAYS_AHEAD } from "../../../shared/booking-lifecycle";
import { msg } from "../../../shared/i18n/message";

/**
 * Units and turnaround days of a booking request (issue 32, ADR 037).
 *
 * A booking of k units holds k rows of gear_holds, one per unit, each over the
 * rental days plus the listing's turnaround days after them. The exclusion
 * constraint (gear_id, units, period) then keeps every unit from being held
 * twice on a day, and keeps `turnaround` days free between two rentals of a
 * unit: whichever comes first, its hold runs on past its last day.
 */

/** 400 when asking for more units than the listing has. */
export function assertUnitsExist(units: number, unitCount: number) {
  if (units <= unitCount) return;
  const message = msg("bookings", "errors.unitsMoreThanListing", { count: unitCount });
  throw badInput(message, { units: message });
}

/**
 * The 409 for a request that cannot be held, saying why: the turnaround (there
 * would be enough units but for turnaround days, the request's own or another
 * rental's), too few of several units free, or — for a one-unit listing without
 * turnaround, exactly as before units existed — "These dates are no longer available".
 * Beyond that last case the message lists the dates free nearby.
 */
export async function refusal(
  db: Db,
  gear: { id: string; unitCount: number; turnaroundDays: number },
  want: { startDate: string; endDate: string; units: number },
  /** For a kit: the component that is short (kits/booking.ts shortComponent), null when the kit itself is blocked. */
  kit?: { shortComponent: string | null },
): Promise<AppError> {
  const datesTaken = () => {
    const message = msg("errors", "DATES_TAKEN");
    return new AppError("DATES_TAKEN", 409, message, { startDate: message });
  };
  if (kit?.shortComponent === null) return datesTaken();
  if (kit) {
    const [row] = await db
      .select({
        free: bookableUnitsSql(
          sql`${gear.id}`,
          sql`${heldPeriod(want.startDate, want.endDate, gear.turnaroundDays)}::daterange`,
        ),
      })
      .from(sql`(select 1) as one`);
    const dates = await freeDatesNear(db, gear, want);
    const message = msg("gear", "kits.kitsNotFree", { free: row!.free, name: kit.shortComponent, dates });
    return new AppError("DATES_TAKEN", 409, message, { startDate: message });
  }
  // The listing as before units: nothing to explain, and no query on the contended path.
  if (gear.unitCount === 1 && gear.turnaroundDays === 0) return datesTaken();
  const rental = sql`daterange(${want.startDate}::date, ${addDays(want.endDate, 1)}::date)`;
  const [row] = await db
    .select({
      free: freeUnitsSql(
        sql`${gear.id}`,
        sql`${heldPeriod(want.startDate, want.endDate, gear.turnaroundDays)}::daterange`,
      ),
      freeWithoutTurnaround: freeUnitsSql(sql`${gear.id}`, rental, { rentalOnly: true }),
    })
    .from(sql`(select 1) as one`);
  const { free, freeWithoutTurnaround } = row!;
  const anyTurnaround = freeWithoutTurnaround >= want.units;
  if (!anyTurnaround && gear.unitCount === 1) return datesTaken();
  const dates = await freeDatesNear(db, gear, want);
  const message = anyTurnaround
    ? msg("bookings", "errors.turnaroundClash", { count: gear.turnaroundDays, dates })
    : msg("bookings", "errors.unitsNotFree", { free: Math.max(free, 0), total: gear.unitCount, dates });
  return new AppError("DATES_TAKEN", 409, message, { startDate: message });
}

/**
 * The days within two weeks of the request (and inside the booking window) on
 * which `units` units (or kits) could be rented for at least that one day, turnaround
 * included, as at most three runs of days ("3 Jan to 5 Jan and 9 Jan").
 */
export async function freeDatesNear(
  db: Db,
  gear: { id: string; turnaroundDays: number },
  want: { startDate: string; endDate: string; units: number },
  today = todayInMalaysia(),
): Promise<string> {
  const first = [addDays(want.startDate, -14), today].sort()[1]!;
  const last = [addDays(want.endDate, 14), addDays(today, MAX_DAYS_AHEAD)].sort()[0]!;
  if (last < first) return msg("bookings", "errors.noneFreeNearby");
  const day = sql`d.day::date`;
  const rows = await db
    .select({ day: sql<string>`${day}::text` })
    .from(sql`generate_series(${first}::date, ${last}::date, interval '1 day') as d(day)`)
    .where(
      sql`${bookableUnitsSql(sql`${gear.id}`, sql`daterange(${day}, ${day} + ${1 + gear.turnaroundDays}::int)`)} >= ${want.units}`,
    )
    .orderBy(sql`d.day`);
  const runs: { from: string; to: string }[] = [];
  for (const { day: d } of rows) {
    const run = runs.at(-1);
    if (run && addDays(run.to, 1) === d) run.to = d;
    else runs.push({ from: d, to: d });
  }
  if (runs.length === 0) return msg("bookings", "errors.noneFreeNearby");
  const named = runs
    .slice(0, 3)
    .map((r) =>
      r.from === r.to
        ? msg("bookings", "errors.freeDay", { date: r.from })
        : msg("bookings", "errors.freeRange", { from: r.from, to: r.to }),
    );
  const [a, b, c] = named as [string, string?, string?];
  const list = c
    ? msg("bookings", "errors.freeList3", { a, b: b!, c })
    : b
      ? msg("bookings", "errors.freeList2", { a, b })
      : a;
  return msg("bookings", "errors.freeNearby", { dates: list });
}

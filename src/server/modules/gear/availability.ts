import type { Db } from "../../db/client";
import { badInput } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { listHoldSpans } from "./repository";
import { AVAILABILITY_MAX_DAYS, defaultAvailabilityEnd, type GearAvailability } from "../../../shared/gear-contracts";

/**
 * A window of dates [from, to] asked for in a query: `from` defaults to today
 * (Malaysia), `to` to `defaultEnd(from)`; `to` may not be before `from` nor
 * after `latestEnd(from)` (400 on `to`, saying at most `maxDays` days).
 */
export function dateWindow(
  query: { from?: string; to?: string },
  rules: { today: string; defaultEnd: (from: string) => string; latestEnd: (from: string) => string; maxDays: number },
): { from: string; to: string } {
  const from = query.from ?? rules.today;
  const to = query.to ?? rules.defaultEnd(from);
  if (to < from) {
    const message = msg("gear", "errors.windowOrder");
    throw badInput(message, { to: message });
  }
  if (to > rules.latestEnd(from)) {
    const message = msg("gear", "errors.windowMax", { max: rules.maxDays });
    throw badInput(message, { to: message });
  }
  return { from, to };
}

/** The window asked for (400 when out of bounds), with the defaults of the shared contract: from today (Malaysia), 92 days on. */
export const availabilityWindow = (query: { from?: string; to?: string }, today = todayInMalaysia()) =>
  dateWindow(query, {
    today,
    defaultEnd: defaultAvailabilityEnd,
    // At most AVAILABILITY_MAX_DAYS days after `from`.
    latestEnd: (from) => addDays(from, AVAILABILITY_MAX_DAYS),
    maxDays: AVAILABILITY_MAX_DAYS,
  });

/**
 * Every date in [from, to] on which no unit is free (owner blocks and booking
 * holds alike: the renter only needs to know the day is taken, not why), and for
 * a listing of several units how many are free on each day some are held
 * (issue 32). A block holds every unit; a booking's hold its one unit, over the
 * rental and the turnaround days after it, which are no more free than the rental.
 */
export async function findUnavailableDates(
  db: Db,
  gear: { id: string; unitCount: number; turnaroundDays: number },
  window: { from: string; to: string },
): Promise<GearAvailability> {
  const holds = await listHoldSpans(db, gear.id, window);
  const held = new Map<string, Set<number> | "all">();
  for (const h of holds) {
    // Clip to the window; `end` is exclusive.
    const first = h.start > window.from ? h.start : window.from;
    for (let d = first; d < h.end && d <= window.to; d = addDays(d, 1)) {
      const units = held.get(d);
      if (h.unit === null) held.set(d, "all");
      else if (units !== "all") held.set(d, (units ?? new Set()).add(h.unit));
    }
  }
  const free = [...held]
    .map(([date, units]) => ({ date, free: units === "all" ? 0 : Math.max(gear.unitCount - units.size, 0) }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  return {
    ...window,
    unitCount: gear.unitCount,
    turnaroundDays: gear.turnaroundDays,
    unavailable: free.filter((d) => d.free === 0).map((d) => d.date),
    free,
  };
}

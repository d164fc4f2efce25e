import { addDays } from "../../shared/dates";
import type { GearAvailability } from "../../shared/gear-contracts";

/**
 * Units free per day from a listing's availability (issue 32): the answer lists
 * only the days some unit is held, so any other day has every unit free.
 */
export interface FreeUnits {
  unitCount: number;
  turnaroundDays: number;
  /** Units free on `date`. */
  on: (date: string) => number;
  /**
   * The most units a booking of [start, end] could take: the fewest free on any
   * of its days and of the turnaround days after them, which its hold covers
   * too. An upper bound: k units free each day need not be the same k units
   * (ADR 037), so the server may still refuse, and says which dates are free.
   */
  forRange: (start: string, end: string) => number;
}

export function freeUnitsOf(a: Pick<GearAvailability, "unitCount" | "turnaroundDays" | "free">): FreeUnits {
  const byDay = new Map(a.free.map((d) => [d.date, d.free]));
  const on = (date: string) => byDay.get(date) ?? a.unitCount;
  return {
    unitCount: a.unitCount,
    turnaroundDays: a.turnaroundDays,
    on,
    forRange: (start, end) => {
      let fewest = a.unitCount;
      for (let d = start, last = addDays(end, a.turnaroundDays); d <= last; d = addDays(d, 1))
        fewest = Math.min(fewest, on(d));
      return fewest;
    },
  };
}

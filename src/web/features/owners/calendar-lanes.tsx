import { useTranslation } from "react-i18next";
import type { CalendarGear, CalendarHold } from "../../../shared/calendar-contracts";
import { currentLanguage } from "../../lib/i18n";
import { HoldCell, TurnaroundCell } from "./calendar-cells";
import { dayLabel, holdLanes, rowSegments, unitsBookedPerDay } from "./calendar-grid";

/**
 * One listing's days: its holds in lanes (a listing of several units has
 * bookings side by side, issue 32), each booking once however many units it
 * holds, its turnaround days after it marked as such; and for several units a
 * line of units booked per day. A CSS grid inside the row's one cell, its
 * columns the table's days, so the listing stays one table row.
 */
export function GearLanes({ days, holds, gear }: { days: string[]; holds: CalendarHold[]; gear: CalendarGear }) {
  const { t } = useTranslation("gear");
  const lang = currentLanguage();
  const lanes = holdLanes(holds);
  const booked = gear.unitCount > 1 ? unitsBookedPerDay(days, holds) : null;
  const column = (start: string, span: number) => `${days.indexOf(start) + 1} / span ${span}`;
  return (
    <div className="grid gap-0.5" style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}>
      {lanes.map((lane, row) =>
        rowSegments(days, lane).map((s) => (
          <div key={`${row}-${s.start}`} style={{ gridColumn: column(s.start, s.span), gridRow: row + 1 }}>
            {!s.hold ? (
              <div aria-hidden="true" className="h-8 rounded bg-slate-50" />
            ) : s.hold.turnaround ? (
              <TurnaroundCell item={s.hold} />
            ) : (
              <HoldCell hold={s.hold.hold} gearName={gear.name} isKit={gear.kind === "kit"} />
            )}
          </div>
        )),
      )}
      {booked?.map((n, i) => (
        <div
          key={days[i]}
          style={{ gridColumn: i + 1, gridRow: lanes.length + 1 }}
          className={`h-5 rounded text-center text-[10px] leading-5 ${n > 0 ? "bg-slate-200 font-semibold text-slate-900" : "text-slate-500"}`}
        >
          {n > 0 && (
            <>
              <span aria-hidden="true">
                {n}/{gear.unitCount}
              </span>
              <span className="sr-only">
                {t(gear.kind === "kit" ? "calendar.kitsBooked" : "calendar.unitsBooked", {
                  date: dayLabel(days[i]!, lang),
                  booked: n,
                  count: gear.unitCount,
                })}
              </span>
            </>
          )}
        </div>
      ))}
    </div>
  );
}

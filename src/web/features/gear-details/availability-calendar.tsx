import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { gearQueries } from "../../api/gear";
import { compactRM, useBandLabel } from "../../components/price-table";
import { Alert, Spinner } from "../../components/ui/feedback";
import type { GearDetail } from "../../../shared/catalogue";
import { todayInMalaysia } from "../../../shared/dates";
import { formatMonth, formatWeekday } from "../../../shared/i18n/format";
import { priceTable } from "../../../shared/pricing";
import { errorMessage } from "../../lib/api";
import { type FreeUnits, freeUnitsOf } from "../../lib/free-units";
import { currentLanguage } from "../../lib/i18n";
import { addMonths, availabilityMonths, type CalendarDay, type CalendarMonth } from "./availability-months";

const MONTHS_SHOWN = 3;
/** A Monday and the six days after it: the columns' names. */
const WEEK = ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-06", "2024-01-07"];

/**
 * The next three months at a glance (PRODUCT.md section 10): days held by a
 * booking or blocked by the owner are unavailable (struck through, and said so
 * to a screen reader); the others show the price per day of the shortest rental,
 * the first band of the viewer's price table (the quote's rate for it).
 * Read-only (dates are chosen on /booking), so it is three plain tables, one per
 * month, read like any table: React Aria's interactive calendar cost this page
 * its locale set-up and two renders of every day (~500 ms at 4× CPU).
 */
export function AvailabilityCalendar({ gear, showStudent }: { gear: GearDetail; showStudent: boolean }) {
  const { t } = useTranslation("gear");
  const bandLabel = useBandLabel();
  const { id: gearId, name: gearName } = gear;
  const bands = priceTable(gear, showStudent);
  const first = bands[0]!;
  const today = useMemo(() => todayInMalaysia(), []);
  const last = useMemo(() => addMonths(today, MONTHS_SHOWN), [today]);
  const availability = useQuery(gearQueries.availability(gearId, today, last));
  // From a deferred copy: React renders the months in slices after the answer arrives, and the page stays responsive.
  const data = useDeferredValue(availability.data);
  const months = useMemo(
    () => (data ? availabilityMonths(today, last, MONTHS_SHOWN, new Set(data.unavailable)) : []),
    [data, today, last],
  );
  // A listing of several units (issue 32): each day some are held says how many are free.
  const free = useMemo(() => (data && data.unitCount > 1 ? freeUnitsOf(data) : null), [data]);
  // A kit's "units" are how many kits its components allow each day (ADR 039), and said so.
  const isKit = gear.kind === "kit";

  if (availability.isError)
    return <Alert tone="error">{t("availability.loadFailed", { error: errorMessage(availability.error) })}</Alert>;
  if (!data) return <Spinner label={t("availability.loading")} />;

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t("availability.label", { name: gearName })}
        className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3"
      >
        {months.map((month) => (
          <MonthTable key={month.first} month={month} dayPrice={compactRM(first.rate)} free={free} isKit={isKit} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-4 text-xs text-slate-600">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-4 w-4 rounded bg-emerald-50 ring-1 ring-emerald-300" />{" "}
          {bands.length === 1
            ? t("availability.legendAvailableOnly")
            : t("availability.legendAvailable", { band: bandLabel(first, bands) })}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-4 w-4 rounded bg-slate-200 ring-1 ring-slate-300" />{" "}
          {t("availability.legendUnavailable")}
        </li>
        {free && (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="font-semibold text-amber-800">
              1/{free.unitCount}
            </span>{" "}
            {t(isKit ? "kitScreens.availability.legend" : "availability.legendUnits", { count: free.unitCount })}
          </li>
        )}
      </ul>
    </div>
  );
}

/** One month: its name as the caption, the days of the week as column headers, a row per week. */
function MonthTable({
  month,
  dayPrice,
  free,
  isKit,
}: {
  month: CalendarMonth;
  dayPrice: string;
  free: FreeUnits | null;
  isKit: boolean;
}) {
  const { t } = useTranslation("gear");
  const lang = currentLanguage();
  const weekdays = WEEK.map((day) => ({
    day,
    short: formatWeekday(day, lang, "short"),
    long: formatWeekday(day, lang, "long"),
  }));
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="mb-1 text-sm font-medium text-slate-700">
        {formatMonth(`${month.first}T12:00:00Z`, lang)}
      </caption>
      <thead>
        <tr>
          {weekdays.map(({ day, short, long }) => (
            <th key={day} scope="col" aria-label={long} className="pb-1 text-xs font-medium text-slate-500">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week) => (
          <tr key={week.find(Boolean)!.date}>
            {week.map((day, i) =>
              day ? (
                <DayCell key={day.date} day={day} price={dayPrice} free={free} isKit={isKit} t={t} />
              ) : (
                <td key={i} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({
  day,
  price,
  free,
  isKit,
  t,
}: {
  day: CalendarDay;
  price: string;
  free: FreeUnits | null;
  isKit: boolean;
  t: TFunction<"gear">;
}) {
  const freeHere = free && day.status === "available" ? free.on(day.date) : null;
  const some = free && freeHere !== null && freeHere < free.unitCount;
  const look = {
    available: "bg-emerald-50 text-slate-900",
    unavailable: "bg-slate-200 text-slate-700 line-through",
    closed: "text-slate-500",
  }[day.status];
  return (
    <td data-date={day.date} data-status={day.status} data-free={freeHere ?? undefined} className="p-0.5 text-center">
      <span className={`flex ${free ? "h-14" : "h-11"} flex-col items-center justify-center rounded text-sm ${look}`}>
        {day.day}
        {day.status === "available" ? (
          <>
            <span className="text-[10px] leading-none text-emerald-800">{price}</span>
            {some && (
              <>
                <span aria-hidden="true" className="mt-0.5 text-[10px] leading-none font-semibold text-amber-800">
                  {freeHere}/{free.unitCount}
                </span>
                <span className="sr-only">
                  {" "}
                  {t(isKit ? "kitScreens.availability.free" : "availability.freeUnits", {
                    free: freeHere,
                    count: free.unitCount,
                  })}
                </span>
              </>
            )}
          </>
        ) : (
          <span className="sr-only">
            {" "}
            {day.status === "unavailable" ? t("availability.unavailableDay") : t("availability.closedDay")}
          </span>
        )}
      </span>
    </td>
  );
}

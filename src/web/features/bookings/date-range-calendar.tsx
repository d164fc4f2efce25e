import { type CalendarDate, parseDate } from "@internationalized/date";
import { useContext } from "react";
import {
  Button,
  CalendarCell,
  CalendarGrid,
  Heading,
  RangeCalendar,
  RangeCalendarStateContext,
  type RangeValue,
} from "react-aria-components";
import { useTranslation } from "react-i18next";
import { rentalDays } from "../../../shared/dates";
import { compactRM } from "../../components/price-table";
import { AriaLocale } from "../../components/ui/aria-locale";
import type { FreeUnits } from "../../lib/free-units";

/**
 * Two months side by side; held and blocked days cannot be picked and a range
 * cannot span them (React Aria's default for range calendars). Each free day
 * shows the price per day the quote charges (`rateFor`): for the range being
 * chosen on its days, else for a one-day rental.
 */
export function DateRangeCalendar({
  value,
  onChange,
  min,
  max,
  isTaken,
  rateFor,
  free,
}: {
  value: RangeValue<CalendarDate> | null;
  onChange: (v: RangeValue<CalendarDate>) => void;
  min: string;
  max: string;
  /** A day that cannot be picked: too few units free on it (none, for a one-unit listing). */
  isTaken: (date: string) => boolean;
  /** The quote's rate in sen per day for a rental of this many days. */
  rateFor: (days: number) => number;
  /** A listing of several units: each day some are held shows how many are free. */
  free: FreeUnits | null;
}) {
  const { t } = useTranslation("bookings");
  return (
    <AriaLocale>
      <RangeCalendar
        aria-label={t("calendar.label")}
        value={value}
        onChange={onChange}
        minValue={parseDate(min)}
        maxValue={parseDate(max)}
        isDateUnavailable={(d) => isTaken(d.toString())}
        visibleDuration={{ months: 2 }}
        className="w-full"
      >
        <header className="mb-2 flex items-center justify-between">
          <Button
            slot="previous"
            className="rounded-md border border-slate-300 px-3 py-1"
            aria-label={t("calendar.previous")}
          >
            ←
          </Button>
          <Heading className="font-semibold" />
          <Button slot="next" className="rounded-md border border-slate-300 px-3 py-1" aria-label={t("calendar.next")}>
            →
          </Button>
        </header>
        <div className="flex flex-col gap-6 sm:flex-row">
          {[0, 1].map((offset) => (
            <CalendarGrid
              key={offset}
              offset={{ months: offset }}
              className="w-full flex-1 table-fixed border-separate border-spacing-0.5"
            >
              {(date) => <DayCell date={date} rateFor={rateFor} free={free} />}
            </CalendarGrid>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600">{t("calendar.hint")}</p>
        <p className="mt-1 text-xs text-slate-600">{t("calendar.prices")}</p>
        {free && <p className="mt-1 text-xs text-slate-600">{t("calendar.freeUnits", { count: free.unitCount })}</p>}
      </RangeCalendar>
    </AriaLocale>
  );
}

/** A day with its price per day: the rate of the range being chosen (highlighted) when the day is in it. */
function DayCell({
  date,
  rateFor,
  free,
}: {
  date: CalendarDate;
  rateFor: (days: number) => number;
  free: FreeUnits | null;
}) {
  const state = useContext(RangeCalendarStateContext);
  const range = state?.highlightedRange;
  const inRange = !!range && date.compare(range.start) >= 0 && date.compare(range.end) <= 0;
  const rate = rateFor(inRange ? rentalDays(range.start.toString(), range.end.toString()) : 1);
  // "1/3" above the day where some units are held, drawn by CSS like the price (WCAG 2.5.3);
  // the units field below says in words how many are free for the dates chosen.
  const freeHere = free?.on(date.toString());
  const freeMark = free && freeHere! < free.unitCount ? `${freeHere}/${free.unitCount}` : undefined;
  return (
    // The rate is drawn by CSS from data-price, not written in the cell: the day's name is its
    // date, and WCAG 2.5.3 (label in name) wants every text in the cell inside that name; the
    // quote below reads the rate and total. 9 px and tight: "RM187.50" fits a day of a 375 px
    // phone (seven days in ~300 px).
    <CalendarCell
      date={date}
      data-price={compactRM(rate)}
      data-free={freeMark}
      data-units={free ? "" : undefined}
      className="flex h-11 w-full before:text-[9px] before:leading-none before:text-amber-800 data-[selected]:before:text-white data-[units]:h-14 data-[free]:before:content-[attr(data-free)] data-[outside-month]:before:content-none flex-col items-center justify-center rounded text-sm outline-none after:text-[9px] after:leading-none after:tracking-tighter after:text-emerald-800 after:content-[attr(data-price)] data-[disabled]:text-slate-300 data-[disabled]:after:content-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-sky-600 data-[outside-month]:invisible data-[outside-month]:after:content-none data-[selected]:bg-ink data-[selected]:text-white data-[selected]:after:text-white data-[unavailable]:bg-red-50 data-[unavailable]:text-red-400 data-[unavailable]:line-through data-[unavailable]:after:content-none"
    />
  );
}

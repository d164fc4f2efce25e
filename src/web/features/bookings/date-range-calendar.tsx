import { type CalendarDate, parseDate } from "@internationalized/date";
import { Button, CalendarCell, CalendarGrid, Heading, RangeCalendar, type RangeValue } from "react-aria-components";
import { useTranslation } from "react-i18next";

/**
 * Two months side by side; held and blocked days cannot be picked and a range
 * cannot span them (React Aria's default for range calendars).
 */
export function DateRangeCalendar({
  value,
  onChange,
  min,
  max,
  unavailable,
}: {
  value: RangeValue<CalendarDate> | null;
  onChange: (v: RangeValue<CalendarDate>) => void;
  min: string;
  max: string;
  unavailable: Set<string>;
}) {
  const { t } = useTranslation("bookings");
  return (
    <RangeCalendar
      aria-label={t("calendar.label")}
      value={value}
      onChange={onChange}
      minValue={parseDate(min)}
      maxValue={parseDate(max)}
      isDateUnavailable={(d) => unavailable.has(d.toString())}
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
          <CalendarGrid key={offset} offset={{ months: offset }} className="flex-1 border-separate border-spacing-0.5">
            {(date) => (
              <CalendarCell
                date={date}
                className="flex h-9 w-9 items-center justify-center rounded text-sm outline-none data-[disabled]:text-slate-300 data-[focus-visible]:ring-2 data-[focus-visible]:ring-sky-600 data-[outside-month]:invisible data-[selected]:bg-ink data-[selected]:text-white data-[unavailable]:bg-red-50 data-[unavailable]:text-red-400 data-[unavailable]:line-through"
              />
            )}
          </CalendarGrid>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">{t("calendar.hint")}</p>
    </RangeCalendar>
  );
}

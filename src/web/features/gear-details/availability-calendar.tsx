import { type CalendarDate, parseDate } from "@internationalized/date";
import { useQuery } from "@tanstack/react-query";
import { useContext, useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  Heading,
  useLocale,
} from "react-aria-components";
import { gearQueries } from "../../api/gear";
import { compactRM, useBandLabel } from "../../components/price-table";
import { AriaLocale } from "../../components/ui/aria-locale";
import { Alert, Spinner } from "../../components/ui/feedback";
import type { GearDetail } from "../../../shared/catalogue";
import { todayInMalaysia } from "../../../shared/dates";
import { priceTable } from "../../../shared/pricing";
import { errorMessage } from "../../lib/api";

const MONTHS_SHOWN = 3;

/**
 * The next three months at a glance (PRODUCT.md section 10): days held by a
 * booking or blocked by the owner are unavailable (React Aria marks them
 * aria-disabled, and they are struck through); the others show the price per
 * day of the shortest rental, the first band of the viewer's price table (the
 * quote's rate for it). Read-only: dates are chosen on /booking.
 */
export function AvailabilityCalendar({ gear, showStudent }: { gear: GearDetail; showStudent: boolean }) {
  const { t } = useTranslation("gear");
  const bandLabel = useBandLabel();
  const { id: gearId, name: gearName } = gear;
  const bands = priceTable(gear, showStudent);
  const first = bands[0]!;
  const dayPrice = first.rate;
  const today = useMemo(() => parseDate(todayInMalaysia()), []);
  const last = useMemo(() => today.add({ months: MONTHS_SHOWN }), [today]);
  const availability = useQuery(gearQueries.availability(gearId, today.toString(), last.toString()));
  // Three months of React Aria cells take ~300 ms to render on a slow phone (Lighthouse's
  // 4× CPU). Rendered from the answer as it arrives, that is one urgent render the phone
  // cannot interrupt; from a deferred copy, React renders them in slices and stays responsive.
  const data = useDeferredValue(availability.data);
  const unavailable = useMemo(() => new Set(data?.unavailable ?? []), [data]);

  if (availability.isError)
    return <Alert tone="error">{t("availability.loadFailed", { error: errorMessage(availability.error) })}</Alert>;
  if (!data) return <Spinner label={t("availability.loading")} />;

  return (
    <div className="flex flex-col gap-3">
      <AriaLocale>
        <Calendar
          aria-label={t("availability.label", { name: gearName })}
          visibleDuration={{ months: MONTHS_SHOWN }}
          pageBehavior="single"
          minValue={today}
          maxValue={last}
          isDateUnavailable={(date) => unavailable.has(date.toString())}
          isReadOnly
          className="w-full"
        >
          <header className="mb-2 flex items-center justify-between gap-2">
            <Button slot="previous" className="rounded-md px-3 py-1 text-lg hover:bg-slate-100 disabled:opacity-30">
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className="text-sm font-semibold" />
            <Button slot="next" className="rounded-md px-3 py-1 text-lg hover:bg-slate-100 disabled:opacity-30">
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: MONTHS_SHOWN }, (_, offset) => (
              <MonthGrid key={offset} offset={offset} dayPrice={dayPrice} />
            ))}
          </div>
        </Calendar>
      </AriaLocale>
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
      </ul>
    </div>
  );
}

/** One month of the calendar, with its own month name above it. */
function MonthGrid({ offset, dayPrice }: { offset: number; dayPrice: number }) {
  const state = useContext(CalendarStateContext);
  // The month's name in the language shown (AriaLocale's I18nProvider), like React Aria's own heading.
  const { locale } = useLocale();
  const month: CalendarDate | undefined = state?.visibleRange.start.add({ months: offset });
  const title = month
    ?.toDate(state!.timeZone)
    .toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: state!.timeZone });
  return (
    <div>
      <p aria-hidden="true" className="mb-1 text-center text-sm font-medium text-slate-700">
        {title}
      </p>
      <CalendarGrid offset={{ months: offset }} className="w-full table-fixed border-collapse">
        {(date) => (
          // An open day's price is drawn by CSS from data-price, not written in the cell: the
          // day's name is its date, and WCAG 2.5.3 (label in name) wants every text in the
          // cell inside that name. The legend says the price of a day in words.
          <CalendarCell
            date={date}
            data-price={compactRM(dayPrice)}
            className={({ isUnavailable, isDisabled, isFocusVisible }) =>
              [
                "m-0.5 flex h-11 flex-col items-center justify-center rounded text-sm outline-none data-[outside-month]:invisible",
                isUnavailable
                  ? "bg-slate-200 text-slate-500 line-through"
                  : isDisabled
                    ? "text-slate-300"
                    : "bg-emerald-50 text-slate-900 after:text-[10px] after:leading-none after:text-emerald-800 after:content-[attr(data-price)]",
                isFocusVisible ? "ring-2 ring-blue-600" : "",
              ].join(" ")
            }
          />
        )}
      </CalendarGrid>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { todayInMalaysia } from "../../../shared/dates";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { ownerQueries } from "../../api/owners";
import { currentLanguage } from "../../lib/i18n";
import type { CalendarHold, OwnerCalendar as OwnerCalendarData } from "../../../shared/calendar-contracts";
import { CalendarLegend } from "./calendar-cells";
import { GearLanes } from "./calendar-lanes";
import {
  type CalendarView,
  dayLabel,
  daysOf,
  rangeLabel,
  rangeOf,
  shiftAnchor,
  weekdayInitials,
} from "./calendar-grid";

const VIEWS: readonly CalendarView[] = ["week", "month"];

/**
 * The dashboard's calendar of all the owner's gear: a row per listing, its
 * booking holds by status and its blocks, a week or a month at a time.
 */
export function OwnerCalendar() {
  const today = todayInMalaysia();
  const [view, setView] = useState<CalendarView>("month");
  const [anchor, setAnchor] = useState(today);
  const { from, to } = rangeOf(view, anchor);
  const q = useQuery(ownerQueries.calendar(from, to));
  const { t } = useTranslation("gear");
  const week = view === "week";

  return (
    <Card title={t("calendar.title")}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("calendar.viewLabel")} className="flex gap-1">
          {VIEWS.map((v) => (
            <Button
              key={v}
              variant={view === v ? "primary" : "secondary"}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === "week" ? t("calendar.week") : t("calendar.month")}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="secondary" onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}>
            {week ? t("calendar.previousWeek") : t("calendar.previousMonth")}
          </Button>
          <Button variant="secondary" onClick={() => setAnchor(today)}>
            {week ? t("calendar.thisWeek") : t("calendar.thisMonth")}
          </Button>
          <Button variant="secondary" onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}>
            {week ? t("calendar.nextWeek") : t("calendar.nextMonth")}
          </Button>
        </div>
      </div>
      {/* Announced after each move, so keyboard and screen-reader users know where they are. */}
      <h3 aria-live="polite" className="mb-2 font-semibold">
        {rangeLabel(from, to, currentLanguage())}
      </h3>
      <QueryState
        query={q}
        loadingLabel={t("calendar.loading")}
        emptyText={t("calendar.empty")}
        isEmpty={(data) => data.gear.length === 0}
      >
        {(data) => <CalendarTable data={data} today={today} wide={week} isStale={q.isPlaceholderData} />}
      </QueryState>
      <CalendarLegend />
    </Card>
  );
}

/** Rows and columns come from the answer itself, so a range still loading never mixes with the one shown. */
function CalendarTable({
  data,
  today,
  wide,
  isStale,
}: {
  data: OwnerCalendarData;
  today: string;
  wide: boolean;
  isStale: boolean;
}) {
  const { t } = useTranslation("gear");
  const lang = currentLanguage();
  const days = daysOf(data.from, data.to);
  const holdsOf = new Map<string, CalendarHold[]>();
  for (const h of data.holds) holdsOf.set(h.gearId, [...(holdsOf.get(h.gearId) ?? []), h]);
  // `relative`: the day headers' sr-only labels are absolutely placed; without a
  // positioned box they escape the scroll box and widen the whole page on a phone.
  return (
    <div className="relative overflow-x-auto" aria-busy={isStale}>
      <table
        className={`w-full table-fixed border-separate border-spacing-0.5 text-xs ${isStale ? "opacity-60" : ""}`}
        style={{ minWidth: `${10 + days.length * (wide ? 6 : 1.5)}rem` }}
      >
        <caption className="sr-only">{t("calendar.caption", { range: rangeLabel(data.from, data.to, lang) })}</caption>
        <colgroup>
          <col className="w-40" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="text-left text-sm">
              {t("calendar.gear")}
            </th>
            {days.map((d) => (
              <th
                key={d}
                scope="col"
                aria-current={d === today ? "date" : undefined}
                className={`rounded py-1 font-normal ${d === today ? "bg-ink text-white" : "text-slate-600"}`}
              >
                <span aria-hidden="true" className="block">
                  {weekdayInitials(d, lang)}
                </span>
                <span aria-hidden="true" className="block text-sm font-semibold">
                  {Number(d.slice(8))}
                </span>
                <span className="sr-only">{dayLabel(d, lang)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.gear.map((g) => (
            <tr key={g.id}>
              <th scope="row" className="truncate pr-2 text-left text-sm font-medium">
                <Link to={`/owners/dashboard?gear=${g.id}`} className="hover:underline" title={g.name}>
                  {g.name}
                </Link>
                {g.status !== "active" && (
                  <span className="ml-1 text-xs font-normal text-slate-600">{t("calendar.archived")}</span>
                )}
              </th>
              <td colSpan={days.length} className="p-0">
                <GearLanes days={days} holds={holdsOf.get(g.id) ?? []} gear={g} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

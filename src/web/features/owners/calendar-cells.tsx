import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import type { CalendarHold } from "../../../shared/calendar-contracts";
import { currentLanguage } from "../../lib/i18n";
import { dayLabel, type LaneItem } from "./calendar-grid";

/** Fill and text of a held span; the text, not only the colour, says which state it is in. */
const TONE: Partial<Record<BookingStatus, string>> = {
  pending: "bg-amber-200 text-amber-950",
  approved: "bg-sky-200 text-sky-950",
  confirmed: "bg-emerald-200 text-emerald-950",
  active: "bg-indigo-200 text-indigo-950",
};
const BLOCK_TONE =
  "bg-slate-200 text-slate-800 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(148_163_184/0.45)_6px_9px)]";
const TURNAROUND_TONE =
  "bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-300 bg-[repeating-linear-gradient(45deg,transparent_0_5px,rgb(251_191_36/0.35)_5px_7px)]";
const cellClass = "block h-8 truncate rounded px-1.5 text-left text-xs leading-8";

/** "Mon 4 May", or "Mon 4 May to Wed 6 May", in the language shown. */
function dates(h: { startDate: string; endDate: string }, t: TFunction<["gear", "bookings"]>) {
  const lang = currentLanguage();
  return h.startDate === h.endDate
    ? dayLabel(h.startDate, lang)
    : t("calendar.dates", { start: dayLabel(h.startDate, lang), end: dayLabel(h.endDate, lang) });
}

/**
 * One hold as one cell across its days: a booking links to its detail, a block
 * to the listing's editor (where blocks are added and removed). The accessible
 * name starts with the visible text (WCAG 2.5.3) and adds status and dates.
 */
export function HoldCell({ hold, gearName, isKit = false }: { hold: CalendarHold; gearName: string; isKit?: boolean }) {
  const { t } = useTranslation(["gear", "bookings"]);
  if (hold.kind === "block") {
    const label = hold.note ? t("calendar.blockedNote", { note: hold.note }) : t("calendar.blocked");
    const name = t("calendar.blockName", { label, dates: dates(hold, t) });
    return (
      <Link
        to={`/owners/dashboard?gear=${hold.gearId}`}
        className={`${cellClass} ${BLOCK_TONE}`}
        title={name}
        aria-label={t("calendar.blockLink", { name, gear: gearName })}
      >
        {label}
      </Link>
    );
  }
  // A booking of several units is one cell that says how many (issue 32), not one per unit; on a kit's row, kits.
  const renter = hold.renterName ?? t("calendar.held");
  const who =
    hold.units > 1 ? t(isKit ? "calendar.whoKits" : "calendar.whoUnits", { who: renter, count: hold.units }) : renter;
  const status = hold.status ? t(`bookings:status.${hold.status}`) : t("calendar.heldStatus");
  const name = t("calendar.holdName", { who, status, dates: dates(hold, t) });
  const tone = (hold.status && TONE[hold.status]) ?? "bg-slate-300 text-slate-900";
  if (!hold.bookingId)
    return (
      <span className={`${cellClass} ${tone}`} title={name}>
        {who}
      </span>
    );
  return (
    <Link
      to={`/owners/dashboard?booking=${hold.bookingId}`}
      className={`${cellClass} ${tone}`}
      title={name}
      aria-label={name}
    >
      {who}
    </Link>
  );
}

/** The turnaround days kept free after a booking (issue 32): not rented, so not drawn as the booking. */
export function TurnaroundCell({ item }: { item: LaneItem<CalendarHold> }) {
  const { t } = useTranslation(["gear", "bookings"]);
  const who = item.hold.kind === "booking" ? (item.hold.renterName ?? t("calendar.held")) : "";
  const name = t("calendar.turnaroundName", { who, dates: dates(item, t) });
  return (
    <span className={`${cellClass} ${TURNAROUND_TONE}`} title={name}>
      <span aria-hidden="true">{t("calendar.turnaround")}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}

/** What the fills mean, in words. */
export function CalendarLegend() {
  const { t } = useTranslation(["gear", "bookings"]);
  const items: [string, string][] = [
    ...(["pending", "approved", "confirmed", "active"] as const).map((s): [string, string] => [
      TONE[s]!,
      t(`bookings:status.${s}`),
    ]),
    [BLOCK_TONE, t("calendar.blockedByYou")],
    [TURNAROUND_TONE, t("calendar.turnaroundKey")],
  ];
  return (
    <ul aria-label={t("calendar.legend")} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {items.map(([tone, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-5 rounded ${tone}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

import { Link } from "react-router";
import { type BookingStatus, STATUS_LABEL } from "../../../shared/booking-lifecycle";
import type { CalendarHold } from "../../../shared/calendar-contracts";
import { dayLabel } from "./calendar-grid";

/** Fill and text of a held span; the text, not only the colour, says which state it is in. */
const TONE: Partial<Record<BookingStatus, string>> = {
  pending: "bg-amber-200 text-amber-950",
  approved: "bg-sky-200 text-sky-950",
  confirmed: "bg-emerald-200 text-emerald-950",
  active: "bg-indigo-200 text-indigo-950",
};
const BLOCK_TONE =
  "bg-slate-200 text-slate-800 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(148_163_184/0.45)_6px_9px)]";
const cellClass = "block h-8 truncate rounded px-1.5 text-left text-xs leading-8";

const dates = (h: CalendarHold) =>
  h.startDate === h.endDate ? dayLabel(h.startDate) : `${dayLabel(h.startDate)} to ${dayLabel(h.endDate)}`;

/**
 * One hold as one cell across its days: a booking links to its detail, a block
 * to the listing's editor (where blocks are added and removed). The accessible
 * name starts with the visible text (WCAG 2.5.3) and adds status and dates.
 */
export function HoldCell({ hold, gearName }: { hold: CalendarHold; gearName: string }) {
  if (hold.kind === "block") {
    const name = `Blocked${hold.note ? `: ${hold.note}` : ""}, ${dates(hold)}`;
    return (
      <Link
        to={`/owners/dashboard?gear=${hold.gearId}`}
        className={`${cellClass} ${BLOCK_TONE}`}
        title={name}
        aria-label={`${name} (edit ${gearName})`}
      >
        Blocked{hold.note ? `: ${hold.note}` : ""}
      </Link>
    );
  }
  const who = hold.renterName ?? "Held";
  const status = hold.status ? STATUS_LABEL[hold.status] : "held";
  const name = `${who}, ${status}, ${dates(hold)}`;
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

/** What the fills mean, in words. */
export function CalendarLegend() {
  const items: [string, string][] = [
    ...(["pending", "approved", "confirmed", "active"] as const).map((s): [string, string] => [
      TONE[s]!,
      STATUS_LABEL[s],
    ]),
    [BLOCK_TONE, "Blocked by you"],
  ];
  return (
    <ul aria-label="Calendar key" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {items.map(([tone, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-5 rounded ${tone}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

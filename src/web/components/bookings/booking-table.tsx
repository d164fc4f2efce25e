import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingListItem } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { currentLanguage } from "../../lib/i18n";
import { StatusBadge } from "./status-badge";
import { TransitionActions } from "./transition-actions";
import { ScamFlag } from "../scam-warning";

interface Columns {
  /** The renter's name (owners and admins see whose booking it is; renters know). */
  renter?: boolean;
  /** The moves the reader may make, as buttons. */
  actions?: boolean;
}

/**
 * Bookings as rows: the gear (linking to the booking at `linkTo(id)`), dates,
 * total, status and, as `columns` asks, the renter and the reader's moves. The
 * renter's, the owner's and the admin's lists are all this table.
 */
export function BookingTable({
  items,
  linkTo,
  columns = {},
}: {
  items: BookingListItem[];
  linkTo: (id: string) => string;
  columns?: Columns;
}) {
  const { t } = useTranslation("bookings");
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col">{t("table.gear")}</th>
            {columns.renter && <th scope="col">{t("table.renter")}</th>}
            <th scope="col">{t("table.dates")}</th>
            <th scope="col">{t("table.total")}</th>
            <th scope="col">{t("table.status")}</th>
            {columns.actions && (
              <th scope="col">
                <span className="sr-only">{t("table.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <BookingRow key={b.id} booking={b} href={linkTo(b.id)} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BookingRow({ booking: b, href, columns }: { booking: BookingListItem; href: string; columns: Columns }) {
  useTranslation(); // re-render on a language switch: the dates are written for the reader
  const lang = currentLanguage();
  return (
    <tr className="border-t border-slate-100 align-middle">
      <td className="py-2 pr-3">
        <Link to={href} className="font-semibold hover:underline">
          {b.gear.name}
        </Link>
      </td>
      {columns.renter && (
        <td className="pr-3">
          {b.renter.name}
          <ScamFlag bookingId={b.id} show={b.myPart === "owner"} />
        </td>
      )}
      <td className="pr-3 whitespace-nowrap">
        {formatDay(b.startDate, lang)} – {formatDay(b.endDate, lang)}
      </td>
      <td className="pr-3 whitespace-nowrap">{formatRM(b.price.total)}</td>
      <td className="pr-3">
        <StatusBadge status={b.status} late={b.late} />
      </td>
      {columns.actions && (
        <td className="py-2">
          <TransitionActions booking={b} />
        </td>
      )}
    </tr>
  );
}

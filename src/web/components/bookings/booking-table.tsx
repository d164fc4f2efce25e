import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingListItem } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { currentLanguage } from "../../lib/i18n";
import { BookingQuantity } from "./booking-quantity";
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
 * Bookings as rows: the gear (linking to the booking at `linkTo(id)`, with "× 2 units" or
 * "× 2 kits" for a booking of more than one), dates,
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
    <>
      {/* A phone has no room for six columns: the Approve/Decline buttons sat off-screen to the right
          with no hint (issue 30 item 2). Below `sm` each booking is a card; the table from there up. */}
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t("table.caption")}>
        {items.map((b) => (
          <BookingCard key={b.id} booking={b} href={linkTo(b.id)} columns={columns} />
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto sm:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="pr-3">
                {t("table.gear")}
              </th>
              {columns.renter && (
                <th scope="col" className="pr-3">
                  {t("table.renter")}
                </th>
              )}
              <th scope="col" className="pr-3">
                {t("table.dates")}
              </th>
              <th scope="col" className="pr-3">
                {t("table.total")}
              </th>
              <th scope="col" className="pr-3">
                {t("table.status")}
              </th>
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
    </>
  );
}

/** One booking on a phone: the same facts as a table row, stacked, with the reader's moves below. */
function BookingCard({ booking: b, href, columns }: { booking: BookingListItem; href: string; columns: Columns }) {
  const { t } = useTranslation("bookings");
  const lang = currentLanguage();
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm">
      <Link to={href} className="font-semibold hover:underline">
        {b.gear.name}
      </Link>{" "}
      <BookingQuantity booking={b} />
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {columns.renter && (
          <>
            <dt className="text-slate-600">{t("table.renter")}</dt>
            <dd>
              {b.renter.name}
              <ScamFlag bookingId={b.id} show={b.myPart === "owner"} />
            </dd>
          </>
        )}
        <dt className="text-slate-600">{t("table.dates")}</dt>
        <dd>
          {formatDay(b.startDate, lang)} – {formatDay(b.endDate, lang)}
        </dd>
        <dt className="text-slate-600">{t("table.total")}</dt>
        <dd>{formatRM(b.price.total)}</dd>
        <dt className="text-slate-600">{t("table.status")}</dt>
        <dd>
          <StatusBadge status={b.status} late={b.late} />
        </dd>
      </dl>
      {columns.actions && (
        <div className="mt-3">
          <TransitionActions booking={b} />
        </div>
      )}
    </li>
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
        </Link>{" "}
        <BookingQuantity booking={b} />
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

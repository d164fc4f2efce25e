import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { scamQueries } from "../api/scam-reports";

/**
 * The owner's warning on a booking request whose renter matched a confirmed scam
 * report (issue 13 item 1): that it matched, never which report or why. Asked
 * only by the booking's owner and the back office (`show`); for anyone else the
 * server answers 404 and nothing is shown.
 */
export function ScamWarning({ bookingId, show }: { bookingId: string; show: boolean }) {
  const { t } = useTranslation("scam");
  const q = useQuery({ ...scamQueries.warning(bookingId), enabled: show, retry: false });
  if (!show || !q.data?.matched) return null;
  return (
    <div role="alert" className="mt-3 rounded-md border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{t("warning.title")}</p>
      <p className="mt-1">{t("warning.body")}</p>
    </div>
  );
}

/**
 * A mark on a row of the owner's booking list when that request carries the
 * warning, so a request approved from the list is not approved blind. One
 * query for the whole list (`show` only for the owner's own rows).
 */
export function ScamFlag({ bookingId, show }: { bookingId: string; show: boolean }) {
  const { t } = useTranslation("scam");
  const q = useQuery({ ...scamQueries.flagged(), enabled: show, retry: false });
  if (!show || !q.data?.bookingIds.includes(bookingId)) return null;
  return (
    <span
      className="ml-2 inline-block rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white"
      title={t("warning.title")}
    >
      {t("warning.badge")}
    </span>
  );
}

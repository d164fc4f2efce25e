import { useTranslation } from "react-i18next";
import type { BookingStatus } from "../../../shared/booking-lifecycle";

const TONE: Record<BookingStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  active: "bg-indigo-100 text-indigo-900",
  completed: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
};

/** The booking's status; `late` adds a "Late" badge (handed over, not returned after its return day). */
export function StatusBadge({ status, late = false }: { status: BookingStatus; late?: boolean }) {
  const { t } = useTranslation("bookings");
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
        {t(`status.${status}`)}
      </span>
      {late && (
        <span className="inline-block rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          {t("late.badge")}
        </span>
      )}
    </span>
  );
}

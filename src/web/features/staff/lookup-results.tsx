import { useTranslation } from "react-i18next";
import { formatRM } from "../../../shared/money";
import { formatDate, formatDay } from "../../../shared/i18n/format";
import type { BookingLookupItem, UserLookupItem } from "../../../shared/staff-contracts";
import { BookingQuantity } from "../../components/bookings/booking-quantity";
import { StatusBadge } from "../../components/bookings/status-badge";
import { PresenceStatus } from "../../components/presence/presence-status";
import { currentLanguage } from "../../lib/i18n";

/** Bookings found: one card each, so a phone needs no sideways scroll. */
export function BookingResults({ items }: { items: BookingLookupItem[] }) {
  const { t } = useTranslation("staff");
  const lang = currentLanguage();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((b) => (
        <li key={b.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-xs break-all">{t("booking.number", { id: b.id })}</p>
            <StatusBadge status={b.status} />
          </div>
          <p className="mt-1">
            <span className="font-medium">{b.gear.name}</span> <BookingQuantity booking={b} />
          </p>
          <p>{t("booking.dates", { start: formatDay(b.startDate, lang), end: formatDay(b.endDate, lang) })}</p>
          <p className="break-words">
            {b.renter ? t("booking.renter", { name: b.renter.name, email: b.renter.email }) : t("booking.formerRenter")}
          </p>
          <p className="break-words">{t("booking.owner", { name: b.owner.name, username: b.owner.username })}</p>
          <p>
            {t("booking.total", { total: formatRM(b.total) })}
            {b.invoiceNumber && <> · {t("booking.invoice", { number: b.invoiceNumber })}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Accounts found, with whether each is online, role and verification standing. */
export function UserResults({ items }: { items: UserLookupItem[] }) {
  const { t } = useTranslation("staff");
  const lang = currentLanguage();
  // One presence request for the whole list (the badges share it).
  const ids = items.map((u) => u.id);
  return (
    <ul className="flex flex-col gap-3">
      {items.map((u) => (
        <li key={u.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-medium">{u.name}</p>
          <PresenceStatus userId={u.id} among={ids} />
          <p className="break-all text-slate-700">{u.email}</p>
          <p>
            {t("user.role", { role: t(`roles.${u.role}`) })} ·{" "}
            {t("user.verification", { status: t(`verificationStatuses.${u.verificationStatus}`) })}
          </p>
          {u.ownerUsername && <p>{t("user.owner", { username: u.ownerUsername })}</p>}
          <p className="text-slate-600">{t("user.joined", { date: formatDate(u.createdAt, lang) })}</p>
        </li>
      ))}
    </ul>
  );
}

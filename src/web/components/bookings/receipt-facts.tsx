import { useTranslation } from "react-i18next";
import type { BookingDetail } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { amountDue, bookingReference } from "../../../shared/payment-reference";
import { currentLanguage } from "../../lib/i18n";

type Receipt = BookingDetail["receipts"][number];

/**
 * A receipt's review beside the booking: the amount due, what the renter says
 * they paid, and the reference they quoted with whether it is this booking's,
 * side by side, so the owner matches the transfer before accepting.
 */
export function ReceiptFacts({ receipt: r, booking: b }: { receipt: Receipt; booking: BookingDetail }) {
  const { t } = useTranslation("bookings");
  const due = amountDue(b.price);
  const reference = b.payment?.reference ?? bookingReference(b.id);
  const none = t("detail.notStated");
  return (
    <dl className="mt-2 grid grid-cols-2 gap-2 rounded border border-slate-200 p-2 sm:grid-cols-4">
      <div>
        <dt className="font-medium">{t("detail.amountDue")}</dt>
        <dd>{formatRM(due)}</dd>
      </div>
      <div>
        <dt className="font-medium">{t("detail.receiptAmount")}</dt>
        <dd className={r.statedAmount !== null && r.statedAmount !== due ? "font-semibold text-amber-800" : ""}>
          {r.statedAmount === null ? none : formatRM(r.statedAmount)}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{t("detail.receiptPaidOn")}</dt>
        <dd>{r.paidOn ? formatDay(r.paidOn, currentLanguage()) : none}</dd>
      </div>
      <div>
        <dt className="font-medium">{t("detail.receiptReference")}</dt>
        <dd className="[overflow-wrap:anywhere]">{r.reference ?? none}</dd>
        {r.referenceMatches !== null && (
          <dd className={r.referenceMatches ? "text-emerald-800" : "font-semibold text-amber-800"}>
            {r.referenceMatches ? t("detail.referenceMatch") : t("detail.referenceMismatch", { reference })}
          </dd>
        )}
      </div>
    </dl>
  );
}

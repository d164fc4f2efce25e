import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "../../../shared/booking-contracts";
import { formatQrAmount } from "../../../shared/duitnow-qr";
import { formatRM } from "../../../shared/money";
import { Card } from "../ui/page";
import { CopyText } from "./copy-text";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * Where to pay: the booking's own DuitNow QR while payment is due (amount and
 * reference inside, so nothing is typed), the amount and the reference as text
 * to copy, and the bank details for a transfer by account number. Without a QR
 * the reference leads, as it is then the only way the owner can match the money.
 */
export function PaymentCard({ payment: p }: { payment: NonNullable<BookingDetail["payment"]> }) {
  const { t } = useTranslation("bookings");
  const amount = formatRM(p.amountDue);
  return (
    <Card title={t("detail.payment")}>
      <div className="flex flex-col gap-4">
        {p.bookingQr && (
          <figure className="flex flex-col items-start gap-2">
            <figcaption className="text-sm text-slate-700">{t("detail.bookingQrIntro")}</figcaption>
            {/* 288 px fits a 375 px screen with the page's padding; the PNG is ~680 px, sharp at 2×. */}
            <img
              src={p.bookingQr.url}
              alt={t("detail.bookingQrAlt", { amount, reference: p.reference })}
              className="h-72 w-72 max-w-full rounded border border-slate-200 bg-white object-contain"
            />
            <a
              href={p.bookingQr.url}
              download={`duitnow-${p.reference}.png`}
              className="text-sm font-medium text-sky-800 underline"
            >
              {t("detail.downloadQr")}
            </a>
          </figure>
        )}
        {!p.bookingQr && !p.qrUrl && <p className="text-sm font-medium text-slate-800">{t("detail.noQr")}</p>}
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <CopyText label={t("detail.reference")} value={p.reference} />
          <CopyText label={t("detail.amountDue")} value={amount} copyValue={formatQrAmount(p.amountDue)} />
        </dl>
        <p className="text-xs text-slate-600">
          {t("detail.referenceHint")} {t("detail.amountDueHint")}
        </p>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <Fact term={t("detail.bank")}>{p.bank ?? "—"}</Fact>
          <Fact term={t("detail.accountHolder")}>{p.accountHolder ?? "—"}</Fact>
          <Fact term={t("detail.accountNumber")}>{p.accountNumber ?? "—"}</Fact>
          <Fact term={t("detail.duitnowId")}>{p.duitnowId ?? "—"}</Fact>
        </dl>
        {p.qrUrl && <img src={p.qrUrl} alt={t("detail.qrAlt")} className="h-48 w-48 rounded border" />}
      </div>
    </Card>
  );
}

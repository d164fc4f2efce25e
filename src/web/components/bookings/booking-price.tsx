import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "../../../shared/booking-contracts";
import { formatRM } from "../../../shared/money";
import { quantityText } from "./booking-quantity";

function Line({ label, amount, className = "" }: { label: ReactNode; amount: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" className={`text-left ${className ? "" : "font-normal"}`.trim()}>
        {label}
      </th>
      <td className="text-right">{amount}</td>
    </tr>
  );
}

/**
 * The booking's price as quoted when it was requested: the days, the lines that
 * apply, the total and the deposit. Once the deposit is returned, `refunded` is
 * what came back (the deposit's settlement: less what the owner kept), so a
 * partial claim is never shown as the whole deposit returned (issue 30 item 3).
 */
export function BookingPrice({
  booking: b,
  refunded,
}: {
  booking: Pick<BookingDetail, "days" | "price" | "depositReturned" | "units"> & {
    gear: Pick<BookingDetail["gear"], "kind">;
  };
  refunded?: number | null;
}) {
  const { t } = useTranslation("bookings");
  const p = b.price;
  const days = { count: b.days, rate: formatRM(p.rate) };
  const perDays = p.rateSource === "student" ? t("price.daysStudent", days) : t("price.days", days);
  // k units (issue 32): the rate and the deposit are per unit, so each line says k × it.
  // Both are k times a whole number of sen, so the per-unit deposit is exact. A kit's are kits.
  const units = b.units > 1 ? quantityText(t, b.gear.kind, b.units) : null;
  const depositLabel = (returned: boolean) =>
    units
      ? t(returned ? "price.depositUnitsReturned" : "price.depositUnits", {
          units,
          each: formatRM(p.deposit / b.units),
        })
      : t(returned ? "price.depositReturned" : "price.deposit");
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">{t("price.caption")}</caption>
      <tbody>
        <Line label={units ? t("price.unitsTimes", { units, days: perDays }) : perDays} amount={formatRM(p.subtotal)} />
        {p.discount > 0 && <Line label={t("price.voucher")} amount={`−${formatRM(p.discount)}`} />}
        {p.serviceFee > 0 && <Line label={t("price.serviceFee")} amount={formatRM(p.serviceFee)} />}
        {p.sst > 0 && <Line label={t("price.sst")} amount={formatRM(p.sst)} />}
        <Line label={t("price.total")} amount={formatRM(p.total)} className="border-t border-slate-200 font-semibold" />
        {b.depositReturned && refunded != null ? (
          <>
            <Line label={depositLabel(false)} amount={formatRM(p.deposit)} />
            {refunded < p.deposit && <Line label={t("price.depositKept")} amount={formatRM(p.deposit - refunded)} />}
            <Line label={t("price.depositRefunded")} amount={formatRM(refunded)} />
          </>
        ) : (
          <Line label={depositLabel(b.depositReturned)} amount={formatRM(p.deposit)} />
        )}
      </tbody>
    </table>
  );
}

import type { ReactNode } from "react";
import type { BookingDetail } from "../../../shared/booking-contracts";
import { formatRM } from "../../../shared/money";

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

/** The booking's price as quoted when it was requested: the days, the lines that apply, the total and the deposit. */
export function BookingPrice({ booking: b }: { booking: Pick<BookingDetail, "days" | "price" | "depositReturned"> }) {
  const p = b.price;
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">Price</caption>
      <tbody>
        <Line
          label={`${b.days} day${b.days === 1 ? "" : "s"} × ${formatRM(p.rate)}${p.rateSource === "student" ? " (student rate)" : ""}`}
          amount={formatRM(p.subtotal)}
        />
        {p.discount > 0 && <Line label="Voucher" amount={`−${formatRM(p.discount)}`} />}
        {p.serviceFee > 0 && <Line label="Service fee" amount={formatRM(p.serviceFee)} />}
        {p.sst > 0 && <Line label="SST" amount={formatRM(p.sst)} />}
        <Line label="Total" amount={formatRM(p.total)} className="border-t border-slate-200 font-semibold" />
        <Line label={`Refundable deposit${b.depositReturned ? " (returned)" : ""}`} amount={formatRM(p.deposit)} />
      </tbody>
    </table>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { InvoiceResponse } from "../../../shared/booking-contracts";
import { formatRM } from "../../../shared/money";
import { invoiceQueries } from "../../api/invoices";
import { Button } from "../../components/ui/button";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

/** /invoices/:number — printable (the browser's Print, with the app chrome hidden by print styles). */
export function InvoicePage() {
  const { number = "" } = useParams();
  const q = useQuery(invoiceQueries.detail(number));
  return (
    <Page title={q.data ? `Invoice ${q.data.number}` : "Invoice"}>
      <QueryState query={q}>{(inv) => <InvoiceView inv={inv} />}</QueryState>
    </Page>
  );
}

function InvoiceView({ inv }: { inv: InvoiceResponse }) {
  const a = inv.amounts;
  const rows: [string, number][] = [
    [`${inv.booking.gearName}: ${inv.booking.days} day(s) × ${formatRM(inv.booking.rate)}`, a.subtotal],
    ...(a.discount ? ([["Voucher", -a.discount]] as [string, number][]) : []),
    ...(a.serviceFee ? ([["Service fee", a.serviceFee]] as [string, number][]) : []),
    ...(a.sst ? ([["SST", a.sst]] as [string, number][]) : []),
  ];
  return (
    <>
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap justify-between gap-4 text-sm">
          <div>
            <p className="font-semibold">From</p>
            <p>{inv.seller.name}</p>
            <p>@{inv.seller.username} on SewaGear</p>
          </div>
          <div>
            <p className="font-semibold">To</p>
            <p>{inv.buyer.name}</p>
            {inv.buyer.email && <p>{inv.buyer.email}</p>}
          </div>
          <div>
            <p>
              <span className="font-semibold">Issued</span> {new Date(inv.issuedAt).toLocaleDateString("en-MY")}
            </p>
            <p>
              <span className="font-semibold">Rental</span> {inv.booking.startDate} to {inv.booking.endDate}
            </p>
            <p>
              <span className="font-semibold">Status</span> {inv.status}
            </p>
          </div>
        </div>
        <table className="mt-6 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col">Item</th>
              <th scope="col" className="text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, sen]) => (
              <tr key={label}>
                <td>{label}</td>
                <td className="text-right">{formatRM(sen)}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-300 font-semibold">
              <td>Total</td>
              <td className="text-right">{formatRM(a.total)}</td>
            </tr>
            <tr className="text-slate-600">
              <td>Refundable deposit (not part of the total)</td>
              <td className="text-right">{formatRM(a.deposit)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <Button className="mt-4 print:hidden" onClick={() => window.print()}>
        Print
      </Button>
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { InvoiceResponse } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { LOCALE } from "../../../shared/i18n/languages";
import { formatRM } from "../../../shared/money";
import { invoiceQueries } from "../../api/invoices";
import { Button } from "../../components/ui/button";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { currentLanguage } from "../../lib/i18n";

/** /invoices/:number — printable (the browser's Print, with the app chrome hidden by print styles). */
export function InvoicePage() {
  const { t } = useTranslation("invoices");
  const { number = "" } = useParams();
  const q = useQuery(invoiceQueries.detail(number));
  return (
    <Page title={q.data ? t("title", { number: q.data.number }) : t("titleLoading")}>
      <QueryState query={q}>{(inv) => <InvoiceView inv={inv} />}</QueryState>
    </Page>
  );
}

function InvoiceView({ inv }: { inv: InvoiceResponse }) {
  const { t } = useTranslation("invoices");
  const lang = currentLanguage();
  const a = inv.amounts;
  const { gearName, days, rate, startDate, endDate } = inv.booking;
  const rows: [string, number][] = [
    [t("line", { gearName, days, rate: formatRM(rate) }), a.subtotal],
    ...(a.discount ? ([[t("voucher"), -a.discount]] as [string, number][]) : []),
    ...(a.serviceFee ? ([[t("serviceFee"), a.serviceFee]] as [string, number][]) : []),
    ...(a.sst ? ([[t("sst"), a.sst]] as [string, number][]) : []),
  ];
  // Rental days stay as the calendar dates they are (2026-12-01); the issue date is written for the reader.
  const issued = new Date(inv.issuedAt).toLocaleDateString(LOCALE[currentLanguage()]);
  const status = inv.status === "issued" ? t("statuses.issued") : inv.status;
  return (
    <>
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap justify-between gap-4 text-sm">
          <div>
            <p className="font-semibold">{t("from")}</p>
            <p>{inv.seller.name}</p>
            <p>{t("sellerOn", { username: inv.seller.username })}</p>
          </div>
          <div>
            <p className="font-semibold">{t("to")}</p>
            <p>{inv.buyer.name}</p>
            {inv.buyer.email && <p>{inv.buyer.email}</p>}
          </div>
          <div>
            <p>
              <span className="font-semibold">{t("issued")}</span> {issued}
            </p>
            <p>
              <span className="font-semibold">{t("rental")}</span>{" "}
              {t("rentalDates", { start: formatDay(startDate, lang), end: formatDay(endDate, lang) })}
            </p>
            <p>
              <span className="font-semibold">{t("status")}</span> {status}
            </p>
          </div>
        </div>
        <table className="mt-6 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col">{t("item")}</th>
              <th scope="col" className="text-right">
                {t("amount")}
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
              <td>{t("total")}</td>
              <td className="text-right">{formatRM(a.total)}</td>
            </tr>
            <tr className="text-slate-600">
              <td>{t("deposit")}</td>
              <td className="text-right">{formatRM(a.deposit)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <Button className="mt-4 print:hidden" onClick={() => window.print()}>
        {t("print")}
      </Button>
    </>
  );
}

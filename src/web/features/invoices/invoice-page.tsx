import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../shared/i18n/format";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { InvoiceDocument } from "../../../shared/invoice-contracts";
import { formatRM } from "../../../shared/money";
import { invoiceQueries } from "../../api/invoices";
import { DepositInvoiceRow } from "../../components/deposits/deposit-invoice-row";
import { currentLanguage } from "../../lib/i18n";
import {
  AmountTable,
  DOCUMENT_CLASS,
  DocumentPage,
  DocumentParties,
  MetaLine,
  PrintButton,
  useRentalLine,
} from "./document-parts";
import { InvoiceSettlementLines } from "./settlement-lines";

/** /invoices/:number — printable (the browser's Print, with the app chrome hidden by print styles). */
export function InvoicePage() {
  const { t } = useTranslation("invoices");
  const { number = "" } = useParams();
  return (
    <DocumentPage
      query={useQuery(invoiceQueries.detail(number))}
      title={(inv) => t("title", { number: inv.number })}
      loadingTitle={t("titleLoading")}
    >
      {(inv) => <InvoiceView inv={inv} />}
    </DocumentPage>
  );
}

function InvoiceView({ inv }: { inv: InvoiceDocument }) {
  const { t } = useTranslation("invoices");
  const { t: tv } = useTranslation("vouchers");
  // The discount line names its voucher and who gives the discount (an owner or SewaGear).
  const voucherLine = inv.voucher
    ? tv("invoice.line", { code: inv.voucher.code, bearer: tv(`invoice.bearers.${inv.voucher.bornBy}`) })
    : t("voucher");
  const a = inv.amounts;
  const rental = useRentalLine(inv.booking);
  const lines = [
    { label: rental, sen: a.subtotal, kitItems: inv.booking.kitItems },
    ...(a.discount ? [{ label: voucherLine, sen: -a.discount }] : []),
    ...(a.serviceFee ? [{ label: t("serviceFee"), sen: a.serviceFee }] : []),
    ...(a.sst ? [{ label: t("sst"), sen: a.sst }] : []),
  ];
  // The issue date is an instant, written as its day in Malaysia (where the invoice is issued), wherever it is read.
  const issued = formatDate(inv.issuedAt, currentLanguage());
  return (
    <>
      <div className={DOCUMENT_CLASS}>
        <DocumentParties inv={inv}>
          <MetaLine label={t("issued")}>{issued}</MetaLine>
          <MetaLine label={t("status")}>{t(`statuses.${inv.status}`)}</MetaLine>
        </DocumentParties>
        <AmountTable lines={lines} totalLabel={t("total")} total={a.total}>
          <tr className="text-slate-600">
            <td>{t("deposit")}</td>
            <td className="text-right">{formatRM(a.deposit)}</td>
          </tr>
          <DepositInvoiceRow bookingId={inv.booking.id} />
        </AmountTable>
        <InvoiceSettlementLines settlement={inv.settlement} />
      </div>
      <PrintButton />
    </>
  );
}

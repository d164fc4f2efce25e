import { type CsvColumn, ringgitCell, toCsv } from "../../lib/csv";
import { translator } from "../../lib/i18n";
import { todayInMalaysia } from "../../../shared/dates";
import type { Language } from "../../../shared/i18n/languages";
import type { AdminInvoiceItem } from "../../../shared/invoice-contracts";
import type { InvoiceListRow } from "./repository";

/**
 * The filtered admin list as CSV, one invoice a line, headings in the caller's language. Each
 * line carries the figures the list shows (total, status, settlement) plus the invoice's other
 * money lines; amounts are ringgit with two decimals, days are Malaysian calendar days.
 */
export function invoicesCsv(rows: { row: InvoiceListRow; item: AdminInvoiceItem }[], lang: Language): string {
  const t = translator(lang, "invoices");
  const columns: CsvColumn<(typeof rows)[number]>[] = [
    { header: t("csv.number"), cell: ({ item }) => item.number },
    { header: t("csv.status"), cell: ({ item }) => t(`statuses.${item.status}`) },
    { header: t("csv.issuedOn"), cell: ({ row }) => todayInMalaysia(row.inv.issuedAt) },
    { header: t("csv.owner"), cell: ({ item }) => item.owner.name },
    { header: t("csv.renter"), cell: ({ item }) => item.renter.name },
    { header: t("csv.gear"), cell: ({ item }) => item.gearName },
    { header: t("csv.bookingId"), cell: ({ item }) => item.bookingId },
    { header: t("csv.subtotal"), cell: ({ row }) => ringgitCell(row.inv.subtotal) },
    { header: t("csv.discount"), cell: ({ row }) => ringgitCell(row.inv.discount) },
    { header: t("csv.serviceFee"), cell: ({ row }) => ringgitCell(row.inv.serviceFee) },
    { header: t("csv.sst"), cell: ({ row }) => ringgitCell(row.inv.sst) },
    { header: t("csv.total"), cell: ({ item }) => ringgitCell(item.total) },
    { header: t("csv.deposit"), cell: ({ row }) => ringgitCell(row.inv.deposit) },
    { header: t("csv.paidOn"), cell: ({ item }) => item.settlement.paidOn },
    { header: t("csv.reference"), cell: ({ item }) => item.settlement.paymentReference },
    {
      header: t("csv.referenceMatched"),
      cell: ({ item }) => (item.referenceMatched === null ? null : t(item.referenceMatched ? "csv.yes" : "csv.no")),
    },
    { header: t("csv.creditNote"), cell: ({ item }) => item.settlement.creditNote?.number },
    { header: t("csv.voidReason"), cell: ({ item }) => item.settlement.voidReason },
  ];
  return toCsv(columns, rows);
}

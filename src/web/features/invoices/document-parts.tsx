import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InvoiceResponse } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { quantityText } from "../../components/bookings/booking-quantity";
import { Button } from "../../components/ui/button";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { currentLanguage } from "../../lib/i18n";

/** The sheet a printable document sits on: a card on screen, plain paper in print (the app's bars are hidden there). */
export const DOCUMENT_CLASS =
  "rounded-lg border border-slate-200 bg-white p-6 print:border-0 print:p-0 print:shadow-none";

/**
 * The rental's line of an invoice or credit note: "FX3: 3 days × RM 250.00", and for several
 * units or kits "Aputure 600d: 2 units × 3 days × RM 85.00", so the line adds up to its amount
 * (ADR 047). A kit booking is the one with its components listed.
 */
export function useRentalLine(booking: InvoiceResponse["booking"]): string {
  const { t } = useTranslation("invoices");
  const { t: tb } = useTranslation("bookings");
  const { gearName, days, rate, units, kitItems } = booking;
  const values = { gearName, count: days, rate: formatRM(rate) };
  if (!(units > 1)) return t("line", values);
  return t("lineUnits", { ...values, units: quantityText(tb, kitItems ? "kit" : "listing", units) });
}

/** One "Label value" line in a document's header. */
export function MetaLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="font-semibold">{label}</span> {children}
    </p>
  );
}

/**
 * A document's header: who it is from (the owner), who it is to (the renter), and `children`
 * (dates, status) beside them, then the rental it is about.
 */
export function DocumentParties({ inv, children }: { inv: InvoiceResponse; children: ReactNode }) {
  const { t } = useTranslation("invoices");
  const lang = currentLanguage();
  const { startDate, endDate } = inv.booking;
  return (
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
        {children}
        <MetaLine label={t("rental")}>
          {t("rentalDates", { start: formatDay(startDate, lang), end: formatDay(endDate, lang) })}
        </MetaLine>
      </div>
    </div>
  );
}

/** The browser's Print, for a page laid out to print (the button itself is not printed). */
export function PrintButton() {
  const { t } = useTranslation("invoices");
  return (
    <Button className="mt-4 print:hidden" onClick={() => window.print()}>
      {t("print")}
    </Button>
  );
}

/** One line of a document's amounts: what it is and its amount (sen; negative for what is taken off). */
export interface AmountLine {
  label: string;
  sen: number;
  /** A kit's components under its line (issue 32 item 2), as booked. */
  kitItems?: { name: string; quantity: number }[];
}

/** "In this kit: Sony FX3 body, NP-FZ100 battery × 2", under a kit's line: the whole booking's quantities. */
function KitItems({ items }: { items: { name: string; quantity: number }[] }) {
  const { t } = useTranslation(["invoices", "gear"]);
  return (
    <div className="text-xs text-slate-600">
      <p>{t("kitItems")}:</p>
      <ul className="list-disc pl-5">
        {items.map((i, n) => (
          <li key={n} className="[overflow-wrap:anywhere]">
            {i.quantity === 1
              ? t("gear:kits.line", { name: i.name })
              : t("gear:kits.lineMany", { name: i.name, quantity: i.quantity })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A document's amounts as a two-column table: the lines, the total line in bold, then `children`
 * (rows other areas add, such as the deposit's).
 */
export function AmountTable({
  lines,
  totalLabel,
  total,
  children,
}: {
  lines: AmountLine[];
  totalLabel: string;
  total: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation("invoices");
  return (
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
        {lines.map((line) => (
          <tr key={line.label} className="align-top">
            <td>
              {line.label}
              {line.kitItems && line.kitItems.length > 0 && <KitItems items={line.kitItems} />}
            </td>
            <td className="text-right">{formatRM(line.sen)}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-300 font-semibold">
          <td>{totalLabel}</td>
          <td className="text-right">{formatRM(total)}</td>
        </tr>
        {children}
      </tbody>
    </table>
  );
}

/** A printable document's page: its heading once loaded (`title`), the loading and error states, then the document. */
export function DocumentPage<T>({
  query,
  title,
  loadingTitle,
  children,
}: {
  query: UseQueryResult<T>;
  title: (doc: T) => string;
  loadingTitle: string;
  children: (doc: T) => ReactNode;
}) {
  return (
    <Page title={query.data ? title(query.data) : loadingTitle}>
      <QueryState query={query}>{(doc) => children(doc)}</QueryState>
    </Page>
  );
}

import { useTranslation } from "react-i18next";
import type { AdminInvoiceItem } from "../../../shared/invoice-contracts";
import { formatDate, formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { TextLink } from "../../components/ui/text-link";
import { currentLanguage } from "../../lib/i18n";
import { MarkPaidAction, VoidAction } from "./invoice-actions";

const cell = "px-3 py-2 align-top";

/** The table's columns, each headed by `invoices:admin.columns.<key>`. */
const COLUMNS = ["number", "issued", "owner", "renter", "gear", "total", "status", "actions"] as const;

/** How the row's invoice was settled: paid on a day with a reference, or void with its credit note. */
function Settlement({ item }: { item: AdminInvoiceItem }) {
  const { t } = useTranslation("invoices");
  const s = item.settlement;
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium">{t(`statuses.${item.status}`)}</span>
      {s.paidOn && (
        <span className="text-xs text-slate-600">
          {t("settlement.paid", { date: formatDay(s.paidOn, currentLanguage()), reference: s.paymentReference })}
        </span>
      )}
      {item.referenceMatched !== null && (
        <span className={`text-xs ${item.referenceMatched ? "text-emerald-800" : "text-amber-800"}`}>
          {t(item.referenceMatched ? "settlement.referenceMatched" : "settlement.referenceNotMatched")}
        </span>
      )}
      {s.creditNote && (
        <TextLink to={s.creditNote.url} className="text-xs">
          {t("settlement.creditNote", { number: s.creditNote.number })}
        </TextLink>
      )}
    </div>
  );
}

/**
 * The page of invoices as a table that scrolls sideways inside its own box on a narrow
 * screen, the page itself never; every row starts with a link, so the keyboard reaches into
 * the box and scrolls it.
 */
export function InvoiceTable({ items, onDone }: { items: AdminInvoiceItem[]; onDone: (message: string) => void }) {
  const { t } = useTranslation("invoices");
  return (
    <div
      role="region"
      aria-label={t("admin.tableLabel")}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-slate-300 bg-slate-50">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`${cell} ${c === "total" ? "text-right" : ""}`}>
                {t(`admin.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.number} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                <TextLink to={`/invoices/${item.number}`}>{item.number}</TextLink>
              </th>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(item.issuedAt, currentLanguage())}</td>
              <td className={cell}>{item.owner.name}</td>
              <td className={cell}>{item.renter.name}</td>
              <td className={cell}>{item.gearName}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>{formatRM(item.total)}</td>
              <td className={cell}>
                <Settlement item={item} />
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-2">
                  {item.canMarkPaid && <MarkPaidAction item={item} onDone={onDone} />}
                  {item.canVoid && <VoidAction item={item} onDone={onDone} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

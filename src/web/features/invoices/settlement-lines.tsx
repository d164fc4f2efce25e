import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/i18n/format";
import type { InvoiceSettlement } from "../../../shared/invoice-contracts";
import { TextLink } from "../../components/ui/text-link";
import { currentLanguage } from "../../lib/i18n";

/** Under an invoice's lines: when and with which reference it was paid; why it was voided and by which credit note. */
export function InvoiceSettlementLines({ settlement: s }: { settlement: InvoiceSettlement }) {
  const { t } = useTranslation("invoices");
  if (!s.paidOn && !s.voidReason) return null;
  return (
    <div className="mt-6 flex flex-col gap-1 border-t border-slate-200 pt-4 text-sm">
      {s.paidOn && (
        <p>{t("settlement.paid", { date: formatDay(s.paidOn, currentLanguage()), reference: s.paymentReference })}</p>
      )}
      {s.voidReason && <p className="font-semibold text-red-800">{t("settlement.voided", { reason: s.voidReason })}</p>}
      {s.creditNote && (
        <p>
          <TextLink to={s.creditNote.url}>{t("settlement.creditNote", { number: s.creditNote.number })}</TextLink>
        </p>
      )}
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../shared/money";
import { depositQueries } from "../../api/deposits";

/** The invoice's line under the deposit: where the deposit stands now, and what was refunded. */
export function DepositInvoiceRow({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation("deposits");
  const { data: d } = useQuery(depositQueries.detail(bookingId));
  if (!d || d.state === "none") return null;
  return (
    <tr className="text-slate-600">
      <td>{t("invoice.state")}</td>
      <td className="text-right">
        {t(`state.${d.state}`)}
        {d.refund ? ` (${formatRM(d.refund.amount)})` : ""}
      </td>
    </tr>
  );
}

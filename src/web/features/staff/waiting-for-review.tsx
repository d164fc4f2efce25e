import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { depositQueries } from "../../api/deposits";
import { scamQueries } from "../../api/scam-reports";
import { Card } from "../../components/ui/page";
import { TextLink } from "../../components/ui/text-link";

/**
 * What waits for support elsewhere: scam reports to review and deposit
 * disputes to decide (staff may act on both, PRODUCT.md and issue 13), each a
 * link with how many wait. A count that cannot be read leaves the link alone.
 */
export function WaitingForReview() {
  const { t } = useTranslation("staff");
  const reports = useQuery(scamQueries.review("pending"));
  const disputes = useQuery(depositQueries.disputes());
  const rows = [
    { to: "/admin/scammer-reports", label: t("scamReports"), count: reports.data?.items.length },
    { to: "/admin/deposit-disputes", label: t("depositDisputes"), count: disputes.data?.items.length },
  ];
  return (
    <Card title={t("toReviewTitle")}>
      <ul className="flex flex-col gap-2 text-sm">
        {rows.map((r) => (
          <li key={r.to} className="flex flex-wrap items-center justify-between gap-2">
            <TextLink to={r.to}>{r.label}</TextLink>
            {r.count !== undefined && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                {t("waiting", { count: r.count })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/i18n/format";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { verificationQueries } from "../../api/verification";
import { QueryCard } from "../../components/ui/query-card";
import { currentLanguage } from "../../lib/i18n";

/** Seed section 9: verification lists hold 20 (the server sends no more). */
const PENDING_LIST_LIMIT = 20;

/**
 * Seed section 7: pending verifications (20), linking to the review page. Under
 * the verification key root, so every verification event refetches it (lib/live.ts).
 */
export function PendingVerifications() {
  const { t } = useTranslation(["admin", "verification"]);
  return (
    <QueryCard
      title={t("pendingVerifications.title")}
      query={useQuery(verificationQueries.queue())}
      emptyText={t("verification:review.empty")}
    >
      {({ items }) => (
        <ul aria-label={t("pendingVerifications.listLabel")} className="divide-y divide-slate-100 text-sm">
          {items.slice(0, PENDING_LIST_LIMIT).map((v) => (
            <li key={v.id} className="flex justify-between py-2">
              <Link to="/admin/enhanced-verification" className="hover:underline">
                {v.fullName}
              </Link>
              <span className="text-slate-600">{formatDateTime(v.submittedAt, currentLanguage())}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { verificationQueries } from "../../api/verification";
import { QueryCard } from "../../components/ui/query-card";

/** Seed section 9: verification lists hold 20 (the server sends no more). */
const PENDING_LIST_LIMIT = 20;

/**
 * Seed section 7: pending verifications (20), linking to the review page. Under
 * the verification key root, so every verification event refetches it (lib/live.ts).
 */
export function PendingVerifications() {
  return (
    <QueryCard
      title="Pending verifications"
      query={useQuery(verificationQueries.queue())}
      emptyText="No verification requests are waiting."
    >
      {({ items }) => (
        <ul aria-label="Verification requests waiting" className="divide-y divide-slate-100 text-sm">
          {items.slice(0, PENDING_LIST_LIMIT).map((v) => (
            <li key={v.id} className="flex justify-between py-2">
              <Link to="/admin/enhanced-verification" className="hover:underline">
                {v.fullName}
              </Link>
              <span className="text-slate-600">{new Date(v.submittedAt).toLocaleString("en-MY")}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

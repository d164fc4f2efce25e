import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { presenceQueries } from "../../api/analytics";

/**
 * "Active today" / "Active 3 days ago" for an owner, so a renter can pick a
 * responsive one. The server gives a day count only; an owner never seen says
 * nothing, and so does a failed lookup (it is a hint, not the page's content).
 */
export function OwnerLastActive({
  ownerId,
  className = "text-sm text-slate-600",
}: {
  ownerId: string;
  className?: string;
}) {
  const { t } = useTranslation("analytics");
  const { data } = useQuery(presenceQueries.owner(ownerId));
  if (!data || data.daysAgo === null) return null;
  return (
    <p className={className}>
      {data.daysAgo === 0 ? t("ownerActivity.today") : t("ownerActivity.daysAgo", { count: data.daysAgo })}
    </p>
  );
}

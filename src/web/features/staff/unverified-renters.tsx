import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { adminQueries } from "../../api/admin";
import { PresenceStatus } from "../../components/presence/presence-status";
import { QueryCard } from "../../components/ui/query-card";

/** Renters still to verify, with whether each is online now (support may reach them while they are). */
export function UnverifiedRenters() {
  const { t } = useTranslation("backoffice");
  const q = useQuery(adminQueries.staffOverview());
  return (
    <QueryCard
      title={t("staff.unverifiedTitle")}
      query={q}
      isEmpty={(data) => data.unverifiedUsers.length === 0}
      emptyText={t("staff.allVerified")}
    >
      {({ unverifiedUsers }) => (
        <ul className="divide-y divide-slate-200 text-sm">
          {unverifiedUsers.map((u) => (
            <li key={u.id} className="py-2">
              {u.name} <span className="break-all text-slate-600">{u.email}</span>{" "}
              <PresenceStatus userId={u.id} among={unverifiedUsers.map((s) => s.id)} />
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

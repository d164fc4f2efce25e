import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../shared/i18n/format";
import { useTranslation } from "react-i18next";
import type { RoleApplicationView } from "../../../shared/admin-contracts";
import { adminQueries, useDecideApplication } from "../../api/admin";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryCard } from "../../components/ui/query-card";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { PresenceStatus } from "../../components/presence/presence-status";

/** Pending staff and accountant applications, each approved or refused in place. */
export function ApplicationsPanel() {
  const { t } = useTranslation("admin");
  const list = useQuery(adminQueries.applications("pending"));
  const decide = useDecideApplication();

  return (
    <QueryCard
      title={t("applications.title")}
      query={list}
      emptyText={t("applications.empty")}
      notice={decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
    >
      {({ items }) => (
        <ul className="divide-y divide-slate-200">
          {items.map((a) => (
            <ApplicationRow key={a.id} application={a} decide={decide} among={items.map((i) => i.user.id)} />
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function ApplicationRow({
  application: a,
  decide,
  among,
}: {
  application: RoleApplicationView;
  decide: ReturnType<typeof useDecideApplication>;
  /** Every applicant's id, for one presence lookup for the whole list. */
  among: string[];
}) {
  const { t } = useTranslation("admin");
  const role = t(`applications.role.${a.role}`);
  const applied = { role, date: formatDate(a.createdAt, currentLanguage()) };
  const named = { name: a.user.name, role };
  const approve = () => decide.mutate({ id: a.id, decision: "approve" });
  const refuse = () => decide.mutate({ id: a.id, decision: "refuse" });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">
          {a.user.name} <span className="text-slate-600">({a.user.email})</span>
        </p>
        <p className="text-sm text-slate-600">
          {a.user.emailVerified
            ? t("applications.appliedAs", applied)
            : t("applications.appliedAsEmailUnverified", applied)}
        </p>
        <PresenceStatus userId={a.user.id} among={among} />
      </div>
      <div className="flex gap-2">
        <Button onClick={approve} disabled={decide.isPending} aria-label={t("applications.approveLabel", named)}>
          {t("applications.approve")}
        </Button>
        <Button
          variant="secondary"
          onClick={refuse}
          disabled={decide.isPending}
          aria-label={t("applications.refuseLabel", named)}
        >
          {t("applications.refuse")}
        </Button>
      </div>
    </li>
  );
}

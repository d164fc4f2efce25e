import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { auditQueries } from "../../api/audit";
import { Page } from "../../components/ui/page";
import { Pager, pageCount } from "../../components/ui/pager";
import { QueryState } from "../../components/ui/query-state";
import { usePagedSearch } from "../../lib/search-params";
import { AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";

/** /admin/audit: what admins and staff did, newest first; read-only. */
export function AuditPage() {
  const { t } = useTranslation("audit");
  const { params, search, setParams, page, hrefOf } = usePagedSearch();
  // The filters' action list comes with the answer: keep the last one while a new filter loads.
  const q = useQuery({ ...auditQueries.list(search), placeholderData: keepPreviousData });
  return (
    <Page title={t("title")}>
      <p className="mb-4 text-sm text-slate-700">{t("intro")}</p>
      <AuditFilters
        key={`${search}|${q.data?.actions.length ?? 0}`}
        params={params}
        actions={q.data?.actions ?? []}
        onApply={setParams}
      />
      <QueryState query={q} emptyText={t("table.empty")}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {t("table.count", { total: data.total })}
            </p>
            <AuditTable items={data.items} />
            <Pager page={page} pages={pageCount(data.total, data.pageSize)} hrefOf={hrefOf} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

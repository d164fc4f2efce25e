import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSetGearStatus } from "../../api/gear";
import { ownerQueries } from "../../api/owners";
import type { OwnerGearItem } from "../../../shared/gear-contracts";
import { formatRM } from "../../../shared/money";
import { lowestRate } from "../../../shared/pricing";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryState } from "../../components/ui/query-state";
import { errorMessage } from "../../lib/api";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { KitBadge } from "../../components/kit-badge";

const linkClass =
  "inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100";

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("gear");
  const archived = status === "archived";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${archived ? "bg-slate-200 text-slate-700" : "bg-green-100 text-green-800"}`}
    >
      {archived ? t("list.archived") : t("list.active")}
    </span>
  );
}

function GearRow({ item }: { item: OwnerGearItem }) {
  const setStatus = useSetGearStatus(item.id);
  const { t } = useTranslation("gear");
  const names = useCatalogueNames();
  const archived = item.status === "archived";
  const toggle = archived ? "restore" : "archive";
  return (
    <li className="flex flex-wrap items-center gap-4 py-3">
      <div className="h-16 w-20 shrink-0 overflow-hidden rounded bg-slate-100">
        {item.coverThumbUrl ? <img src={item.coverThumbUrl} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">
          {item.name} {item.kind === "kit" && <KitBadge />} <StatusBadge status={item.status} />
        </h3>
        <p className="text-sm text-slate-600">
          {t("list.perDay", { price: formatRM(lowestRate(item)) })} · {names.category(item.category)} ·{" "}
          {t("list.photos", { count: item.photoCount })}
        </p>
        {setStatus.isError && <Alert tone="error">{errorMessage(setStatus.error)}</Alert>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/owners/dashboard?gear=${item.id}`}
          className={linkClass}
          aria-label={t("list.editLabel", { name: item.name })}
        >
          {t("list.edit")}
        </Link>
        {!archived && (
          <Link to={`/gear/${item.id}`} className={linkClass} aria-label={t("list.viewLabel", { name: item.name })}>
            {t("list.view")}
          </Link>
        )}
        <Button
          variant="secondary"
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate(toggle)}
          aria-label={t(archived ? "list.restoreLabel" : "list.archiveLabel", { name: item.name })}
        >
          {archived ? t("list.restore") : t("list.archive")}
        </Button>
      </div>
    </li>
  );
}

/** The owner's listings, active and archived, newest first. */
export function OwnerGearList() {
  const list = useQuery(ownerQueries.gear());
  const { t } = useTranslation("gear");
  return (
    <QueryState query={list} loadingLabel={t("list.loading")} emptyText={t("list.empty")}>
      {(items) => (
        <ul className="divide-y divide-slate-200" aria-label={t("list.label")}>
          {items.map((item) => (
            <GearRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSetGearStatus } from "../../api/gear";
import { ownerQueries } from "../../api/owners";
import type { OwnerGearItem } from "../../../shared/gear-contracts";
import { categoryLabel } from "../../../shared/gear";
import { formatRM } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryState } from "../../components/ui/query-state";
import { errorMessage } from "../../lib/api";

const linkClass =
  "inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100";

function StatusBadge({ status }: { status: string }) {
  const archived = status === "archived";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${archived ? "bg-slate-200 text-slate-700" : "bg-green-100 text-green-800"}`}
    >
      {archived ? "Archived" : "Active"}
    </span>
  );
}

function GearRow({ item }: { item: OwnerGearItem }) {
  const setStatus = useSetGearStatus(item.id);
  const archived = item.status === "archived";
  return (
    <li className="flex flex-wrap items-center gap-4 py-3">
      <div className="h-16 w-20 shrink-0 overflow-hidden rounded bg-slate-100">
        {item.coverThumbUrl ? <img src={item.coverThumbUrl} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          {item.name} <StatusBadge status={item.status} />
        </h3>
        <p className="text-sm text-slate-600">
          {formatRM(item.pricePerDay)} per day · {categoryLabel(item.category)} · {item.photoCount}{" "}
          {item.photoCount === 1 ? "photo" : "photos"}
        </p>
        {setStatus.isError && <Alert tone="error">{errorMessage(setStatus.error)}</Alert>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/owners/dashboard?gear=${item.id}`} className={linkClass} aria-label={`Edit ${item.name}`}>
          Edit
        </Link>
        {!archived && (
          <Link to={`/gear/${item.id}`} className={linkClass} aria-label={`View the public page of ${item.name}`}>
            View
          </Link>
        )}
        <Button
          variant="secondary"
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate(archived ? "restore" : "archive")}
          aria-label={`${archived ? "Restore" : "Archive"} ${item.name}`}
        >
          {archived ? "Restore" : "Archive"}
        </Button>
      </div>
    </li>
  );
}

/** The owner's listings, active and archived, newest first. */
export function OwnerGearList() {
  const list = useQuery(ownerQueries.gear());
  return (
    <QueryState
      query={list}
      loadingLabel="Loading your gear"
      empty={<p className="text-sm text-slate-600">You have not listed any gear yet.</p>}
    >
      {(items) => (
        <ul className="divide-y divide-slate-200" aria-label="Your gear">
          {items.map((item) => (
            <GearRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

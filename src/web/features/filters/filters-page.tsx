import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { categoryLabel } from "../../../shared/gear";
import { formatRM } from "../../../shared/money";
import { searchFromQueryString } from "../../../shared/search-contracts";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { Page } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

interface SavedFilter {
  id: number;
  name: string;
  query: string;
  createdAt: string;
}

/** "Cameras · Selangor · RM 50.00 – RM 200.00 · 2026-12-01 to 2026-12-03" */
function describe(query: string): string {
  const f = searchFromQueryString(query);
  const parts = [
    f.q ? `“${f.q}”` : null,
    f.category ? categoryLabel(f.category) : "All categories",
    f.state ?? "All of Malaysia",
    f.minPrice !== undefined || f.maxPrice !== undefined ? `${f.minPrice !== undefined ? formatRM(f.minPrice) : "any"} – ${f.maxPrice !== undefined ? formatRM(f.maxPrice) : "any"} a day` : null,
    f.from && f.to ? `free ${f.from} to ${f.to}` : null,
    f.student ? "student rate" : null,
  ];
  return parts.filter(Boolean).join(" · ");
}

/** /filters: the user's saved /learnmore filters — run, rename, delete. */
export function FiltersPage() {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ["filters"], queryFn: () => api<{ items: SavedFilter[] }>("/api/filters") });
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ["filters"] });
  const update = useMutation({ mutationFn: ({ id, ...body }: { id: number; name?: string }) => api(`/api/filters/${id}`, { method: "PATCH", body }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => api(`/api/filters/${id}`, { method: "DELETE" }), onSuccess: () => (setDeleting(null), refresh()) });

  function onRename(e: FormEvent<HTMLFormElement>, id: number) {
    e.preventDefault();
    update.mutate({ id, name: String(new FormData(e.currentTarget).get("name")) }, { onSuccess: () => setRenaming(null) });
  }

  return (
    <Page title="Saved filters">
      {(update.isError || remove.isError) && <Alert tone="error">{errorMessage(update.error ?? remove.error)}</Alert>}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error)}</Alert>
      ) : list.data.items.length === 0 ? (
        <p className="text-slate-700">
          No saved filters yet. Set a filter on{" "}
          <Link to="/learnmore" className="text-sky-800 underline">
            Available Gear
          </Link>{" "}
          and save it.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.items.map((f) => (
            <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-4">
              {renaming === f.id ? (
                <form onSubmit={(e) => onRename(e, f.id)} className="flex flex-wrap items-end gap-2">
                  <TextField label="New name" name="name" defaultValue={f.name} required maxLength={60} autoFocus />
                  <Button type="submit">Save name</Button>
                  <Button variant="secondary" onClick={() => setRenaming(null)}>
                    Cancel
                  </Button>
                </form>
              ) : (
                <h2 className="font-semibold">{f.name}</h2>
              )}
              <p className="text-sm text-slate-600">{describe(f.query)}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Link to={`/learnmore${f.query ? `?${f.query}` : ""}`} className="rounded-md bg-ink px-3 py-1.5 text-sm font-semibold text-white" aria-label={`Run ${f.name}`}>
                  Run
                </Link>
                <Button variant="secondary" onClick={() => setRenaming(f.id)} aria-label={`Rename ${f.name}`}>
                  Rename
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(f)} aria-label={`Delete ${f.name}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal title={`Delete “${deleting?.name ?? ""}”?`} isOpen={!!deleting} onOpenChange={(o) => !o && setDeleting(null)} role="alertdialog">
        <p className="text-sm">The saved filter is removed; the gear it found is not affected.</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => deleting && remove.mutate(deleting.id)} disabled={remove.isPending}>
            Delete filter
          </Button>
        </div>
      </Modal>
    </Page>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SavedFilter } from "../../../shared/search-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { api, ApiError, errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";

/** Keep the current filter under a name (signed in), to run it again from /filters; visitors get a login link back here. */
export function SaveFilter({ query }: { query: string }) {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return null;
  if (!session) {
    return (
      <p className="text-sm">
        <Link
          to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          className="text-sky-800 underline"
        >
          Log in to save this filter
        </Link>
      </p>
    );
  }
  // A new filter gets a fresh form, without the last filter's "saved" message.
  return <SaveFilterForm key={query} query={query} />;
}

function SaveFilterForm({ query }: { query: string }) {
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const save = useMutation({
    mutationFn: () => api<SavedFilter>("/api/filters", { body: { name, query } }),
    onSuccess: () => {
      setName("");
      // /filters keys its list so (features/filters/filters-api.ts).
      return qc.invalidateQueries({ queryKey: ["saved-filters"] });
    },
  });
  const nameError = save.error instanceof ApiError ? (save.error.fields.name ?? null) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <TextField
        label="Save this filter as"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={60}
        hint="A name for your list of saved filters"
        error={nameError}
      />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save this filter
      </Button>
      {save.isSuccess && (
        <Alert tone="success">
          Saved “{save.data.name}”.{" "}
          <Link to="/filters" className="underline">
            See my saved filters
          </Link>
        </Alert>
      )}
      {save.isError && !nameError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
    </form>
  );
}

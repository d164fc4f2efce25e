import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { categoryLabel, GEAR_CATEGORY_IDS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { type BoardFilter, wantedQueries } from "../../api/wanted";
import { Alert } from "../../components/ui/feedback";
import { SelectField } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { type Session, useSession } from "../../lib/session";
import { PostWantedForm } from "./post-wanted-form";
import { WantedBoardPages } from "./wanted-board-pages";
import { WantedPostCard } from "./wanted-post-card";

const STATUS_LABELS: Record<string, string> = { open: "Open requests", closed: "Closed requests" };

/** The board's filter from the URL, so a filtered board can be shared and survives a reload. */
function readFilter(params: URLSearchParams): BoardFilter {
  return {
    status: params.get("status") === "closed" ? "closed" : "open",
    category: params.get("category") ?? "",
    state: params.get("state") ?? "",
    page: Math.max(1, Math.floor(Number(params.get("page") ?? 1)) || 1),
  };
}

/** /wanted: renters say what they need; owners answer with a listing. Public; `?post=<id>` opens one post. */
export function WantedPage() {
  const { data: session, isPending: sessionPending } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const linkedId = Math.max(0, Math.floor(Number(params.get("post") ?? 0)) || 0);
  const board = useQuery(wantedQueries.board(filter));
  const linked = useQuery({ ...wantedQueries.post(linkedId), enabled: linkedId > 0 });
  const linkedOffBoard =
    linked.data && board.data && !board.data.items.some((p) => p.id === linkedId) ? linked.data.post : null;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A new filter starts again at the first page.
    if (key !== "page") next.delete("page");
    setParams(next);
  };

  return (
    <Page title="Wanted">
      <p className="mb-6 text-slate-700">
        Can’t find what you need? Post a wanted request: owners answer with one of their listings.
      </p>
      <div className="mb-8">
        {!sessionPending && <PostingArea session={session ?? null} onPosted={() => setParams(new URLSearchParams())} />}
      </div>

      {linkedId > 0 && linked.isError && (
        <Alert tone="error">That wanted request was not found. It may have been removed.</Alert>
      )}
      {linkedOffBoard && (
        <section aria-label="The request you followed" className="mb-8">
          <WantedPostCard post={linkedOffBoard} session={session ?? null} focused />
        </section>
      )}

      <form
        role="search"
        aria-label="Filter wanted requests"
        onSubmit={(e) => e.preventDefault()}
        className="mb-4 grid gap-3 sm:grid-cols-3"
      >
        <SelectField
          label="Show"
          value={filter.status}
          onChange={(e) => setParam("status", e.target.value === "open" ? "" : e.target.value)}
          options={["open", "closed"]}
          optionLabel={(s) => STATUS_LABELS[s] ?? s}
        />
        <SelectField
          label="Category"
          value={filter.category}
          onChange={(e) => setParam("category", e.target.value)}
          options={GEAR_CATEGORY_IDS}
          optionLabel={categoryLabel}
          placeholder="All categories"
        />
        <SelectField
          label="State"
          value={filter.state}
          onChange={(e) => setParam("state", e.target.value)}
          options={MALAYSIAN_STATES}
          placeholder="All states"
        />
      </form>

      <QueryState
        query={board}
        loadingLabel="Loading wanted requests"
        empty={<p className="text-slate-600">No {filter.status} wanted requests match.</p>}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {data.total} {filter.status} request{data.total === 1 ? "" : "s"}
            </p>
            <ul className="flex flex-col gap-4">
              {data.items.map((p) => (
                <li key={p.id}>
                  <WantedPostCard post={p} session={session ?? null} focused={p.id === linkedId} />
                </li>
              ))}
            </ul>
            <WantedBoardPages
              page={filter.page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={(n) => setParam("page", n === 1 ? "" : String(n))}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** The form for renters and owners; a way in for visitors; a note for platform staff. */
function PostingArea({ session, onPosted }: { session: Session | null; onPosted: () => void }) {
  if (!session) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <Link to="/auth/login?redirect=%2Fwanted" className="font-semibold text-sky-800 underline">
          Log in to post
        </Link>{" "}
        a wanted request, or browse what renters are looking for below.
      </p>
    );
  }
  if (session.role === "user" || session.role === "owner") return <PostWantedForm onPosted={onPosted} />;
  return <p className="text-sm text-slate-600">Wanted requests are posted by renter and owner accounts.</p>;
}

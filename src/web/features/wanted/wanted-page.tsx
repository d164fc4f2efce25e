import { Link, useSearchParams } from "react-router";
import { categoryLabel, GEAR_CATEGORIES } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { SelectField } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { PostWantedForm } from "./post-wanted-form";
import { useWantedBoard } from "./wanted-api";
import { WantedPostCard } from "./wanted-post-card";

/** /wanted: renters say what they need; owners answer with a listing. Filters live in the URL. */
export function WantedPage() {
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? "";
  const state = params.get("state") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const focused = Number(params.get("post") ?? 0);
  const board = useWantedBoard(category, state, page);
  const canPost = session?.role === "user" || session?.role === "owner";

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A new filter starts again at the first page.
    if (key !== "page") next.delete("page");
    setParams(next);
  };
  const pages = board.data ? Math.max(1, Math.ceil(board.data.total / board.data.pageSize)) : 1;

  return (
    <Page title="Wanted">
      <p className="mb-6 text-slate-700">Renters post the gear they are looking for; owners answer with one of their listings.</p>
      <div className="mb-6">
        {canPost ? (
          <PostWantedForm />
        ) : !session ? (
          <p className="text-sm">
            <Link to="/auth/login?redirect=%2Fwanted" className="text-sky-800 underline">
              Log in to post
            </Link>{" "}
            a wanted request.
          </p>
        ) : null}
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <SelectField label="Category" value={category} onChange={(e) => setFilter("category", e.target.value)} options={GEAR_CATEGORIES.map((c) => c.id)} optionLabel={categoryLabel} placeholder="All categories" />
        <SelectField label="State" value={state} onChange={(e) => setFilter("state", e.target.value)} options={MALAYSIAN_STATES} placeholder="All states" />
      </div>
      {board.isPending ? (
        <Spinner />
      ) : board.isError ? (
        <Alert tone="error">{errorMessage(board.error)}</Alert>
      ) : board.data.items.length === 0 ? (
        <p className="text-slate-600">No open wanted requests match.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {board.data.items.map((p) => (
              <li key={p.id}>
                <WantedPostCard post={p} session={session ?? null} focused={p.id === focused} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setFilter("page", String(page - 1))}>
                Previous
              </Button>
              <span className="text-sm">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setFilter("page", String(page + 1))}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}

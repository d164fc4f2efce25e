import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RichText } from "../../components/ui/rich-text";
import { type BoardFilter, wantedQueries } from "../../api/wanted";
import { CategoryField, StateField } from "../../components/catalogue-fields";
import { Alert, Spinner } from "../../components/ui/feedback";
import { SelectField } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { lazyNamed } from "../../lib/lazy-named";
import { type Session, useSession } from "../../lib/session";
import { Pager, pageCount } from "../../components/ui/pager";
import { pageHref } from "../../lib/search-params";
import { WantedPostCard } from "./wanted-post-card";
import { TextLink } from "../../components/ui/text-link";
import { readWantedFilter } from "../../../shared/ssr-contracts";
import { Form } from "../../components/ui/form";

const BOARD_STATUSES: BoardFilter["status"][] = ["open", "closed"];

/** /wanted: renters say what they need; owners answer with a listing. Public; `?post=<id>` opens one post. */
export function WantedPage() {
  const { t } = useTranslation("wanted");
  const { data: session, isPending: sessionPending } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = readWantedFilter(params);
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
  // The board's controls; "open" and page 1 are the defaults, left out of the URL.
  const set = {
    status: (value: string) => setParam("status", value === "open" ? "" : value),
    category: (value: string) => setParam("category", value),
    state: (value: string) => setParam("state", value),
  };

  return (
    <Page title={t("page.title")}>
      <p className="mb-6 text-slate-700">{t("page.intro")}</p>
      <div className="mb-8">
        {!sessionPending && <PostingArea session={session ?? null} onPosted={() => setParams(new URLSearchParams())} />}
      </div>

      {linkedId > 0 && linked.isError && <Alert tone="error">{t("page.notFound")}</Alert>}
      {linkedOffBoard && (
        <section aria-label={t("page.followed")} className="mb-8">
          <WantedPostCard post={linkedOffBoard} session={session ?? null} focused />
        </section>
      )}

      <Form
        role="search"
        aria-label={t("board.filterLabel")}
        onSubmit={(e) => e.preventDefault()}
        className="mb-4 grid gap-3 sm:grid-cols-3"
      >
        <SelectField
          label={t("board.show")}
          value={filter.status}
          onChange={(e) => set.status(e.target.value)}
          options={BOARD_STATUSES}
          optionLabel={(s) => t(`board.status.${s as BoardFilter["status"]}`)}
        />
        <CategoryField
          label={t("board.category")}
          value={filter.category}
          onChange={(e) => set.category(e.target.value)}
          placeholder={t("board.allCategories")}
        />
        <StateField
          label={t("board.state")}
          value={filter.state}
          onChange={(e) => set.state(e.target.value)}
          placeholder={t("board.allStates")}
        />
      </Form>

      <QueryState
        query={board}
        loadingLabel={t("board.loading")}
        empty={<p className="text-slate-600">{t(`board.empty.${filter.status}`)}</p>}
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {filter.status === "open"
                ? t("board.countOpen", { count: data.total })
                : t("board.countClosed", { count: data.total })}
            </p>
            <ul className="flex flex-col gap-4">
              {data.items.map((p) => (
                <li key={p.id}>
                  <WantedPostCard post={p} session={session ?? null} focused={p.id === linkedId} />
                </li>
              ))}
            </ul>
            <Pager
              page={filter.page}
              pages={pageCount(data.total, data.pageSize)}
              hrefOf={(n) => pageHref(params, n)}
              label={t("board.pages")}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * The posting form and its schemas (Zod builds them as the module loads: tens of
 * milliseconds on a slow phone) load only for someone who may post; a visitor
 * reading the board never pays for them.
 */
const PostWantedForm = lazyNamed(() => import("./post-wanted-form"), "PostWantedForm");

/** The form for renters and owners; a way in for visitors; a note for platform staff. */
function PostingArea({ session, onPosted }: { session: Session | null; onPosted: () => void }) {
  const { t } = useTranslation("wanted");
  if (!session) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <RichText
          t={t}
          i18nKey="page.logInToPost"
          components={{
            login: <TextLink to="/auth/login?redirect=%2Fwanted" className="font-semibold" />,
          }}
        />
      </p>
    );
  }
  if (session.abilities.postWanted)
    return (
      <Suspense fallback={<Spinner label={t("page.formLoading")} />}>
        <PostWantedForm onPosted={onPosted} />
      </Suspense>
    );
  return <p className="text-sm text-slate-600">{t("page.staffNote")}</p>;
}

import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, formatNumericDate } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import type { WantedPostView } from "../../../shared/wanted-contracts";
import { Alert } from "../../components/ui/feedback";
import { errorMessage } from "../../lib/api";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { currentLanguage } from "../../lib/i18n";
import { lazyNamed } from "../../lib/lazy-named";
import type { Session } from "../../lib/session";
import { type AnswerOutcome, AnswerForm } from "./answer-form";
import { wantedQueries } from "../../api/wanted";
import { WantedAnswers } from "./wanted-answers";

// The poster's own Close button: React Aria's dialog code loads only for a post of theirs.
const CloseWantedButton = lazyNamed(() => import("./close-wanted-button"), "CloseWantedButton");

/**
 * One request on the board, with what its reader may do: the poster closes it
 * and reads every answer; an owner answers and sees their own answers.
 */
export function WantedPostCard({
  post,
  session,
  focused,
}: {
  post: WantedPostView;
  session: Session | null;
  focused: boolean;
}) {
  const { t } = useTranslation("wanted");
  const names = useCatalogueNames();
  const lang = currentLanguage();
  const ref = useRef<HTMLElement>(null);
  const isAnsweringOwner = (session?.abilities.answerWanted ?? false) && !post.isMine;
  // Without answers there is nothing private to fetch; the list already has the count.
  const details = useQuery({
    ...wantedQueries.post(post.id),
    enabled: (post.isMine || isAnsweringOwner) && post.answerCount > 0,
  });
  const answers = details.data?.answers ?? [];
  const [answerOutcome, setAnswerOutcome] = useState<AnswerOutcome>(null);

  useEffect(() => {
    // A deep link (/wanted?post=<id>, from the e-mail) brings the post into view and moves focus there.
    if (!focused || !ref.current) return;
    ref.current.scrollIntoView({ block: "start" });
    ref.current.focus({ preventScroll: true });
  }, [focused]);

  const headingId = `wanted-${post.id}`;
  return (
    <article
      ref={ref}
      tabIndex={focused ? -1 : undefined}
      aria-labelledby={headingId}
      className={`scroll-mt-20 rounded-lg border bg-white p-5 shadow-sm outline-none ${focused ? "border-sky-500 ring-2 ring-sky-200" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {post.title}
          </h2>
          <p className="text-xs text-slate-600">
            {t(post.isMine ? "post.metaMine" : "post.meta", {
              category: names.category(post.category),
              state: post.state ? names.state(post.state) : t("post.anywhere"),
              name: post.posterName,
              date: formatNumericDate(post.createdAt, lang),
            })}
          </p>
        </div>
        {post.status === "closed" ? (
          <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-800">
            {t("post.closed")}
          </span>
        ) : (
          post.isMine && (
            <Suspense fallback={null}>
              <CloseWantedButton postId={post.id} title={post.title} />
            </Suspense>
          )
        )}
      </div>
      <p className="mt-2 whitespace-pre-wrap text-sm">{post.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600">{t("post.dates")}</dt>
          <dd>
            {post.startDate && post.endDate
              ? t("post.dateRange", { from: formatDay(post.startDate, lang), to: formatDay(post.endDate, lang) })
              : t("post.flexible")}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">{t("post.budget")}</dt>
          <dd>
            {post.budgetPerDay ? t("post.budgetPerDay", { amount: formatRM(post.budgetPerDay) }) : t("post.budgetOpen")}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">{t("post.answers")}</dt>
          <dd>{post.answerCount}</dd>
        </div>
      </dl>
      {details.isError && <Alert tone="error">{errorMessage(details.error)}</Alert>}
      {answers.length > 0 && <WantedAnswers answers={answers} title={post.title} isPoster={post.isMine} />}
      {post.isMine && post.answerCount === 0 && <p className="mt-3 text-sm text-slate-600">{t("post.noAnswers")}</p>}
      {isAnsweringOwner && post.status === "open" && !details.isLoading && (
        <AnswerForm
          postId={post.id}
          offeredGearIds={answers.flatMap((a) => (a.gear ? [a.gear.id] : []))}
          message={answerOutcome}
          setMessage={setAnswerOutcome}
        />
      )}
    </article>
  );
}

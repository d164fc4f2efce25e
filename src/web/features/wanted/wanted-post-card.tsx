import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { categoryLabel } from "../../../shared/gear";
import { formatRM } from "../../../shared/money";
import type { WantedPostView } from "../../../shared/wanted-contracts";
import { GearCardView } from "../../components/gear-card";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField } from "../../components/ui/field";
import { api, ApiError, errorMessage } from "../../lib/api";
import type { Session } from "../../lib/session";
import { useMyActiveListings, useWantedPost } from "./wanted-api";

/** One request on the board, with what its reader may do: close and read answers (poster), answer (owner). */
export function WantedPostCard({ post, session, focused }: { post: WantedPostView; session: Session | null; focused: boolean }) {
  const qc = useQueryClient();
  const ref = useRef<HTMLElement>(null);
  const isOwner = session?.role === "owner" && !post.isMine;
  const details = useWantedPost(post.id, post.isMine || isOwner);
  const close = useMutation({
    mutationFn: () => api(`/api/wanted/${post.id}/close`, { body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["wanted"] }),
  });
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: "start" });
  }, [focused]);

  const headingId = `wanted-${post.id}`;
  return (
    <article ref={ref} aria-labelledby={headingId} className={`rounded-lg border bg-white p-5 shadow-sm ${focused ? "border-sky-500" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {post.title}
          </h2>
          <p className="text-xs text-slate-600">
            {categoryLabel(post.category)} · {post.state ?? "Anywhere in Malaysia"} · posted by {post.posterName} on {new Date(post.createdAt).toLocaleDateString("en-MY")}
            {post.status === "closed" ? " · closed" : ""}
          </p>
        </div>
        {post.isMine && post.status === "open" && (
          <Button variant="secondary" onClick={() => close.mutate()} disabled={close.isPending}>
            Close request
          </Button>
        )}
      </div>
      <p className="mt-2 whitespace-pre-wrap text-sm">{post.description}</p>
      <p className="mt-2 text-sm text-slate-700">
        {post.startDate ? `${post.startDate} to ${post.endDate}` : "Dates flexible"}
        {post.budgetPerDay ? ` · budget ${formatRM(post.budgetPerDay)} a day` : ""} · {post.answerCount} answer{post.answerCount === 1 ? "" : "s"}
      </p>
      {close.isError && <Alert tone="error">{errorMessage(close.error)}</Alert>}
      {details.data && details.data.answers.length > 0 && (
        <section aria-label={`Answers to ${post.title}`} className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">{post.isMine ? "Answers from owners" : "Your answer"}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {details.data.answers.map((a) => (
              <li key={a.id} className="flex flex-col gap-2">
                <p className="text-sm">
                  <Link to={`/owner/${a.owner.username}`} className="font-medium underline">
                    {a.owner.displayName}
                  </Link>
                  : {a.message}
                </p>
                {a.gear && <GearCardView gear={a.gear} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {isOwner && post.status === "open" && <AnswerForm postId={post.id} />}
    </article>
  );
}

function AnswerForm({ postId }: { postId: number }) {
  const qc = useQueryClient();
  const listings = useMyActiveListings(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setError(null);
    try {
      await api(`/api/wanted/${postId}/answers`, { body: { gearId: f.get("gearId"), message: f.get("message") } });
      setDone(true);
      await qc.invalidateQueries({ queryKey: ["wanted"] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : errorMessage(err));
    }
  }
  if (done) return <Alert tone="success">Your answer was sent. The renter has been notified.</Alert>;
  if (!listings.data || listings.data.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">List gear on your dashboard to answer wanted requests.</p>;
  }
  const names = new Map(listings.data.map((g) => [g.id, g.name]));
  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-3">
      <p className="text-sm font-semibold">Answer with one of my listings</p>
      <SelectField label="Listing" name="gearId" required options={listings.data.map((g) => g.id)} optionLabel={(id) => names.get(id) ?? id} />
      <TextAreaField label="Message to the renter" name="message" required maxLength={1000} rows={2} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="self-start">
        Send answer
      </Button>
    </form>
  );
}

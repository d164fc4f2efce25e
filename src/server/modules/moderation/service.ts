import type { Db } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import type {
  ModeratedReview,
  ModeratedReviewList,
  ModeratedReviewsQuery,
  ModerateReviewRequest,
  ModerateReviewResponse,
} from "../../../shared/moderation-contracts";
import { MODERATION_PAGE_SIZE } from "../../../shared/moderation-contracts";
import type { ReviewSubject } from "../../../shared/booking-contracts";
import { recordAudit } from "../audit/record";
import { notify } from "../notifications/service";
import { assertChangesVisibility } from "./policy";
import { findLatestModerations, findReviewsForModeration, lockReview, recordModeration } from "./repository";

/** /debug-reviews: every review, newest first, as the filters narrow it, with its latest moderation. */
export async function listModeratedReviews(db: Db, q: ModeratedReviewsQuery): Promise<ModeratedReviewList> {
  const { rows, total } = await findReviewsForModeration(db, q);
  const latest = new Map(
    (
      await findLatestModerations(
        db,
        rows.map(({ r }) => r.id),
      )
    ).map((m) => [m.reviewId, m]),
  );
  const items: ModeratedReview[] = rows.map(({ r, authorName, subjectName }) => {
    const m = latest.get(r.id);
    return {
      id: r.id,
      bookingId: r.bookingId,
      subjectType: r.subjectType as ReviewSubject,
      subjectId: r.subjectId,
      subjectName,
      rating: r.rating,
      text: r.text,
      author: r.authorId && authorName ? { id: r.authorId, name: authorName } : null,
      createdAt: r.createdAt.toISOString(),
      hidden: r.hidden,
      lastModeration: m
        ? { action: m.action as "hidden" | "restored", reason: m.reason, by: m.by, at: m.at.toISOString() }
        : null,
    };
  });
  return { items, total, page: q.page, pageSize: MODERATION_PAGE_SIZE };
}

/** Where the author sees what they reviewed: the gear page, the owner's profile, or (an owner's review of a renter) their dashboard. */
const pageOf = (subjectType: string, subjectId: string) =>
  subjectType === "gear" ? `/gear/${subjectId}` : subjectType === "owner" ? `/owner/${subjectId}` : "/owners/dashboard";

/**
 * Hide a review from every public page and average, or restore it. The
 * visibility, its history, the audit entry, the author's notification and
 * e-mail are one transaction: all of them happen, or none.
 */
export async function moderateReview(
  db: Db,
  admin: Actor,
  id: number,
  { action, reason }: ModerateReviewRequest,
): Promise<ModerateReviewResponse> {
  return db.transaction(async (tx) => {
    const found = await lockReview(tx, id);
    if (!found) throw notFound(msg("moderation", "errors.thatReview"));
    const { r } = found;
    assertChangesVisibility(r.hidden, action);
    const hidden = action === "hide";
    await recordModeration(tx, { reviewId: r.id, hidden, reason, actorId: admin.user.id });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: hidden ? "review.hidden" : "review.restored",
      subjectType: "review",
      subjectId: r.id,
      before: { hidden: r.hidden },
      after: { hidden },
      detail: { reason, rating: r.rating, about: `${r.subjectType}:${r.subjectId}` },
    });
    if (r.authorId) {
      const url = pageOf(r.subjectType, r.subjectId);
      await notify(tx, r.authorId, {
        kind: hidden ? "review.hidden" : "review.restored",
        title: msg("moderation", hidden ? "notify.hiddenTitle" : "notify.restoredTitle"),
        body: reason,
        link: url,
      });
      await enqueueEmailTo(tx, "review_moderated", r.authorId, {
        outcome: hidden ? "hidden" : "restored",
        reason,
        url,
      });
    }
    // Open pages showing these reviews refetch them (the "review" event refreshes every review list).
    await publish(tx, ["role:admin", ...(r.authorId ? [`user:${r.authorId}` as const] : [])], {
      type: "review",
      id: String(r.id),
    });
    return { id: r.id, hidden };
  });
}

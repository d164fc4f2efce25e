import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { containing } from "../../db/like";
import { firstRow } from "../../db/query";
import { gear, reviewModerations, reviews, users } from "../../db/schema";
import { MODERATION_PAGE_SIZE, type ModeratedReviewsQuery } from "../../../shared/moderation-contracts";

const author = alias(users, "author");
const subjectPerson = alias(users, "subject_person");
const moderator = alias(users, "moderator");

function filters(q: ModeratedReviewsQuery): SQL | undefined {
  const term = q.q ? containing(q.q) : null;
  return and(
    q.subjectType ? eq(reviews.subjectType, q.subjectType) : undefined,
    q.rating ? eq(reviews.rating, q.rating) : undefined,
    q.visibility === "all" ? undefined : eq(reviews.hidden, q.visibility === "hidden"),
    term
      ? or(ilike(reviews.text, term), ilike(author.name, term), ilike(gear.name, term), ilike(subjectPerson.name, term))
      : undefined,
  );
}

/** Joins the author and what the review is about: gear by its name, an owner or renter by theirs. */
function withNames<T extends PgSelect>(qb: T) {
  return qb
    .leftJoin(author, eq(author.id, reviews.authorId))
    .leftJoin(gear, and(eq(reviews.subjectType, "gear"), eq(gear.id, reviews.subjectId)))
    .leftJoin(subjectPerson, and(sql`${reviews.subjectType} <> 'gear'`, eq(subjectPerson.id, reviews.subjectId)));
}

/** The page of reviews the filters select, newest first, with the total; names of author and subject joined. */
export async function findReviewsForModeration(db: Db, q: ModeratedReviewsQuery) {
  const where = filters(q);
  const [rows, total] = await Promise.all([
    withNames(
      db
        .select({
          r: reviews,
          authorName: author.name,
          subjectName: sql<string | null>`coalesce(${gear.name}, ${subjectPerson.name})`,
        })
        .from(reviews)
        .$dynamic(),
    )
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((q.page - 1) * MODERATION_PAGE_SIZE),
    withNames(db.select({ n: count() }).from(reviews).$dynamic()).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The newest hide or restore of each review in `ids`, with the moderator's name. */
export async function findLatestModerations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([reviewModerations.reviewId], {
      reviewId: reviewModerations.reviewId,
      action: reviewModerations.action,
      reason: reviewModerations.reason,
      by: moderator.name,
      at: reviewModerations.createdAt,
    })
    .from(reviewModerations)
    .leftJoin(moderator, eq(moderator.id, reviewModerations.actorId))
    .where(inArray(reviewModerations.reviewId, ids))
    .orderBy(reviewModerations.reviewId, desc(reviewModerations.id));
}

/** A review locked for its moderation, with its author's name and e-mail (none once the account is gone). */
export function lockReview(tx: Tx, id: number) {
  return firstRow(
    tx
      .select({ r: reviews, author: { name: author.name, email: author.email } })
      .from(reviews)
      .leftJoin(author, eq(author.id, reviews.authorId))
      .where(eq(reviews.id, id))
      .for("update", { of: reviews }),
  );
}

/** Set the review's visibility and keep the decision in its history. */
export async function recordModeration(
  tx: Tx,
  { reviewId, hidden, reason, actorId }: { reviewId: number; hidden: boolean; reason: string; actorId: string },
) {
  await tx.update(reviews).set({ hidden }).where(eq(reviews.id, reviewId));
  await tx.insert(reviewModerations).values({ reviewId, action: hidden ? "hidden" : "restored", reason, actorId });
}

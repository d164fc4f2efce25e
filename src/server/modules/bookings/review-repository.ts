import { and, avg, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { reviews, users } from "../../db/schema";
import type { ReviewSubject } from "../../../shared/booking-contracts";

/** Count, average and the newest 20 visible reviews of one subject, with their authors' names. */
export async function readReviewSummary(db: Db, subjectType: ReviewSubject, subjectId: string, limit: number) {
  const where = and(eq(reviews.subjectType, subjectType), eq(reviews.subjectId, subjectId), eq(reviews.hidden, false));
  const [[stats], items] = await Promise.all([
    db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(where),
    db
      .select({ r: reviews, author: users.name })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(desc(reviews.createdAt))
      .limit(limit),
  ]);
  return { stats, items };
}

/** The review, or null when this booking already has one of this subject (one each, also under a race). */
export async function insertReview(tx: Tx, row: typeof reviews.$inferInsert) {
  const [inserted] = await tx.insert(reviews).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

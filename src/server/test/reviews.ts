import { count, eq } from "drizzle-orm";
import { auditLog, jobs, notifications, reviewModerations, reviews } from "../db/schema";
import { buildBooking } from "./factories";
import type { TestApp } from "./test-app";

/** A review of a completed booking written directly (reviews.test.ts covers posting them through the API). */
export async function buildReview(
  ctx: TestApp,
  r: { authorId: string; subjectType: "gear" | "owner" | "renter"; subjectId: string; rating: number; text?: string },
  createdAt = new Date(),
) {
  const b = await buildBooking(ctx, { status: "completed" });
  const [row] = await ctx.db
    .insert(reviews)
    .values({ bookingId: b.id, text: "", ...r, createdAt })
    .returning();
  return row!;
}

/** What a moderation writes: the review's flag, its history, the trail, the author's notice and e-mail. */
export async function moderationState(ctx: TestApp, reviewId: number) {
  const n = async (table: typeof reviewModerations | typeof auditLog | typeof notifications | typeof jobs) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  const [review] = await ctx.db.select({ hidden: reviews.hidden }).from(reviews).where(eq(reviews.id, reviewId));
  return {
    hidden: review?.hidden,
    moderations: await n(reviewModerations),
    audit: await n(auditLog),
    notifications: await n(notifications),
    jobs: await n(jobs),
  };
}

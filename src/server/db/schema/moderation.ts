import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, optionalRef, serialId } from "./columns";
import { users } from "./auth";
import { reviews } from "./bookings";

/**
 * Every hide and restore of a review, with the admin's reason: the review's own
 * `hidden` flag is what the public reads filter on; this is the history behind
 * it (the moderation page shows the latest reason, the audit trail keeps the rest).
 */
export const reviewModerations = pgTable(
  "review_moderations",
  {
    id: serialId(),
    reviewId: bigint("review_id", { mode: "number" })
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** hidden | restored */
    action: text("action").notNull(),
    reason: text("reason").notNull(),
    actorId: optionalRef("actor_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("review_moderations_review_idx").on(t.reviewId, t.id)],
);

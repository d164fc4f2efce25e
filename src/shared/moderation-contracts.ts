import { z } from "zod";
import { ReviewSubject } from "./booking-contracts";
import { Timestamp } from "./contracts";
import { msg } from "./i18n/message";

/** Rows per page of the moderation list. */
export const MODERATION_PAGE_SIZE = 20;

export const REVIEW_VISIBILITIES = ["all", "visible", "hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** GET /api/admin/reviews: every review, newest first, narrowed by the filters given. */
export const ModeratedReviewsQuery = z.object({
  subjectType: ReviewSubject.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  visibility: z.enum(REVIEW_VISIBILITIES).default("all"),
  /** Words in the review's text, its author's name or what it is about. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ModeratedReviewsQuery = z.infer<typeof ModeratedReviewsQuery>;

export const MODERATION_ACTIONS = ["hidden", "restored"] as const;

/** A review as the moderator sees it: whole names (it is not a public page), and the latest decision on it. */
export const ModeratedReview = z.object({
  id: z.number(),
  bookingId: z.string(),
  subjectType: ReviewSubject,
  subjectId: z.string(),
  /** The gear's name, or the owner's or renter's name; null when the subject is gone. */
  subjectName: z.string().nullable(),
  rating: z.number(),
  text: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: Timestamp,
  hidden: z.boolean(),
  lastModeration: z
    .object({
      action: z.enum(MODERATION_ACTIONS),
      reason: z.string(),
      by: z.string().nullable(),
      at: Timestamp,
    })
    .nullable(),
});
export type ModeratedReview = z.infer<typeof ModeratedReview>;

export const ModeratedReviewList = z.object({
  items: z.array(ModeratedReview),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ModeratedReviewList = z.infer<typeof ModeratedReviewList>;

export const ReviewIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/admin/reviews/:id/moderation: hide or restore, always with a reason (the author is told it). */
export const ModerateReviewRequest = z.object({
  action: z.enum(["hide", "restore"]),
  reason: z
    .string()
    .trim()
    .min(1, msg("moderation", "errors.reasonRequired"))
    .max(500, msg("moderation", "errors.reasonTooLong", { max: 500 })),
});
export type ModerateReviewRequest = z.infer<typeof ModerateReviewRequest>;

export const ModerateReviewResponse = z.object({ id: z.number(), hidden: z.boolean() });
export type ModerateReviewResponse = z.infer<typeof ModerateReviewResponse>;

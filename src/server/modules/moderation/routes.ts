import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import {
  ModeratedReviewList,
  ModeratedReviewsQuery,
  ModerateReviewRequest,
  ModerateReviewResponse,
  ReviewIdParams,
} from "../../../shared/moderation-contracts";
import { MODERATOR_ROLES } from "./policy";
import { listModeratedReviews, moderateReview } from "./service";

/** /debug-reviews: admins list every review and hide or restore one with a reason. */
export async function moderationRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);
  const moderators = forRoles(...MODERATOR_ROLES);

  moderators.get(
    "/api/admin/reviews",
    {
      schema: {
        summary: "List reviews to moderate",
        querystring: ModeratedReviewsQuery,
        response: { 200: ModeratedReviewList },
      },
    },
    (req) => listModeratedReviews(db, req.query),
  );

  moderators.post(
    "/api/admin/reviews/:id/moderation",
    {
      schema: {
        summary: "Hide or restore a review",
        params: ReviewIdParams,
        body: ModerateReviewRequest,
        response: { 200: ModerateReviewResponse },
      },
    },
    (req, admin) => moderateReview(db, admin, req.params.id, req.body),
  );
}

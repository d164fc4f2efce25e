import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { requestLanguage } from "../../plugins/request-language";
import {
  BookingIdParams,
  CreatedIdResponse,
  PostReviewRequest,
  ReviewSummary,
  ReviewSummaryQuery,
} from "../../../shared/booking-contracts";
import { postReview, reviewSummary } from "./review-service";
import { bookingFor } from "./booking-guard";

// The window is a lifecycle rule in src/shared; its tests read it here, beside the routes it governs.
export { REVIEW_WINDOW_DAYS } from "../../../shared/booking-lifecycle";

export async function reviewRoutes(app: FastifyInstance) {
  const { db, r, guarded } = moduleRoutes(app);

  r.get(
    "/api/reviews",
    { schema: { querystring: ReviewSummaryQuery, response: { 200: ReviewSummary } } },
    async (req) => reviewSummary(db, req.query.subjectType, req.query.subjectId, await requestLanguage(req)),
  );

  guarded(bookingFor(db, "review")).post(
    "/api/bookings/:id/reviews",
    { schema: { params: BookingIdParams, body: PostReviewRequest, response: { 201: CreatedIdResponse } } },
    async (req, { actor, booking, party }, reply) =>
      reply.status(201).send({ id: await postReview(db, actor, booking, party, req.body) }),
  );
}

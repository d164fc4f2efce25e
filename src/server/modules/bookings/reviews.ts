import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/actor";
import { requestLanguage } from "../../plugins/request-language";
import {
  BookingIdParams,
  CreatedIdResponse,
  PostReviewRequest,
  ReviewSummary,
  ReviewSummaryQuery,
} from "../../../shared/booking-contracts";
import { postReview, reviewSummary } from "./review-service";
import { loadBookingFor } from "./service";

// The window is a lifecycle rule in src/shared; its tests read it here, beside the routes it governs.
export { REVIEW_WINDOW_DAYS } from "../../../shared/booking-lifecycle";

export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    "/api/reviews",
    { schema: { querystring: ReviewSummaryQuery, response: { 200: ReviewSummary } } },
    async (req) => reviewSummary(db, req.query.subjectType, req.query.subjectId, await requestLanguage(req)),
  );

  r.post(
    "/api/bookings/:id/reviews",
    { schema: { params: BookingIdParams, body: PostReviewRequest, response: { 201: CreatedIdResponse } } },
    async (req, reply) => {
      const actor = await requireActor(req);
      const { booking, party } = await loadBookingFor({ db, actor, bookingId: req.params.id, ability: "review" });
      return reply.status(201).send({ id: await postReview(db, actor, booking, party, req.body) });
    },
  );
}

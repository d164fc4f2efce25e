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
import { cachedReviewSummary, postReview } from "./review-service";
import { readCacheOf } from "../../lib/read-cache";
import { serializeOnceCompiler } from "../../lib/kept-answers";
import { bookingFor } from "./booking-guard";

// The window is a lifecycle rule in src/shared; its tests read it here, beside the routes it governs.
export { REVIEW_WINDOW_DAYS } from "../../../shared/booking-lifecycle";

export async function reviewRoutes(app: FastifyInstance) {
  const { db, database, r, guarded } = moduleRoutes(app);
  const cache = readCacheOf(database);

  // Through the read cache (cachedReviewSummary); kept answers are the same objects: serialised once.
  r.get(
    "/api/reviews",
    {
      serializerCompiler: serializeOnceCompiler,
      schema: { summary: "List reviews", querystring: ReviewSummaryQuery, response: { 200: ReviewSummary } },
    },
    async (req) =>
      cachedReviewSummary({ db, cache }, req.query.subjectType, req.query.subjectId, await requestLanguage(req)),
  );

  guarded(bookingFor(db, "review")).post(
    "/api/bookings/:id/reviews",
    {
      schema: {
        summary: "Review a booking",
        params: BookingIdParams,
        body: PostReviewRequest,
        response: { 201: CreatedIdResponse },
      },
    },
    async (req, { actor, booking, party }, reply) =>
      reply.status(201).send({ id: await postReview(db, actor, booking, party, req.body) }),
  );
}

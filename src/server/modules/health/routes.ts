import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthResponse, HealthUnavailableResponse } from "../../../shared/contracts";
import { ApiErrorBody } from "../../../shared/errors";
import { isDatabaseReachable } from "./repository";

/** 200 once migrations ran (the app is built after them) and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    // A 503 is ours (database down) or the error handler's (draining, overloaded: ADR 029).
    {
      schema: {
        summary: "Check that the server and its database answer",
        response: { 200: HealthResponse, 503: HealthUnavailableResponse.or(ApiErrorBody) },
      },
    },
    async (_req, reply) =>
      (await isDatabaseReachable(app.deps.db))
        ? { status: "ok" as const }
        : reply
            .status(503)
            .header("retry-after", String(app.deps.config.RETRY_AFTER_SECONDS))
            .send({ status: "unavailable" as const }),
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthResponse, HealthUnavailableResponse } from "../../../shared/contracts";
import { isDatabaseReachable } from "./repository";

/** 200 once migrations ran (the app is built after them) and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { schema: { response: { 200: HealthResponse, 503: HealthUnavailableResponse } } },
      async (_req, reply) =>
        (await isDatabaseReachable(app.deps.db))
          ? { status: "ok" as const }
          : reply.status(503).send({ status: "unavailable" as const }),
    );
}

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { getActor } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import { AnalyticsSummary, VisitRequest } from "../../../shared/analytics-contracts";
import { ANALYTICS_READERS } from "./policy";
import { getAnalyticsSummary, recordVisit } from "./service";

/** A page view's body is tiny; anything larger is not from the app. */
const VISIT_BODY_LIMIT = 2048;

/** Page-visit analytics: the app records page views; admins read the figures. */
export async function analyticsRoutes(app: FastifyInstance) {
  const { db, r, forRoles } = moduleRoutes(app);

  // navigator.sendBeacon posts text/plain or a JSON blob, and a body that does
  // not parse must still get its 204: in this plugin (encapsulated, so no other
  // route is affected) every body arrives as text and the service parses it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: VISIT_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  r.post(
    "/api/analytics/visits",
    {
      config: { access: "optional", errors: [] },
      schema: {
        summary: "Record a page view",
        description:
          "Record a page view. Always 204: a bot, a back-office page, a bad body or a failure is dropped silently.",
        body: VisitRequest.optional(),
        response: { 204: z.null() },
      },
      // The body is read by the service, never refused by the route's validator.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (req, reply) => {
      await recordVisit({
        db,
        body: req.body,
        userAgent: req.headers["user-agent"],
        actor: () => getActor(req),
        log: req.log,
      });
      return reply.status(204).send(null);
    },
  );

  forRoles(...ANALYTICS_READERS).get(
    "/api/analytics/summary",
    { schema: { summary: "Read visit analytics", response: { 200: AnalyticsSummary } } },
    () => getAnalyticsSummary(db),
  );
}

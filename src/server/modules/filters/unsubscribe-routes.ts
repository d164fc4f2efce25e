import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import { msg } from "../../../shared/i18n/message";
import { digestTokenOwner, stopDigestEmails } from "./unsubscribe";

const TokenParams = z.object({ token: z.string().min(1).max(200) });
const Stopped = z.object({ stopped: z.number().int() });

/**
 * The digest's unsubscribe address (RFC 8058). A mail app's button POSTs
 * `List-Unsubscribe=One-Click` to it with no cookie, so the token is the only proof;
 * an older app opens it in a browser (GET), which changes nothing and is sent to
 * the page that asks first.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  const { db, r } = moduleRoutes(app);

  // Mail apps post a form body (urlencoded or multipart); our page posts JSON. The
  // body says nothing the token does not, so in this plugin (encapsulated: no other
  // route is affected) any small body is read as text and left unused.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => done(null, body));

  r.get(
    "/api/filters/unsubscribe/:token",
    {
      schema: {
        summary: "Open the digest's unsubscribe link (sent on to the page that asks first)",
        params: TokenParams,
        response: {
          303: z.null().meta({ description: "Sent on to /unsubscribe/{token}, the web page that asks first." }),
        },
      },
    },
    async (req, reply) => {
      await reply.redirect(`/unsubscribe/${encodeURIComponent(req.params.token)}`, 303);
    },
  );

  r.post(
    "/api/filters/unsubscribe/:token",
    {
      // Stopping what is stopped already is no conflict; a body over the parser's 1 KB is a 413.
      config: { errors: [413] },
      schema: {
        summary: "Stop the saved-filter e-mail digest (one-click, RFC 8058)",
        description: "Stop the saved-filter e-mail digest for the person the token was made for (one-click, RFC 8058).",
        params: TokenParams,
        response: { 200: Stopped },
      },
    },
    async (req) => {
      const userId = await digestTokenOwner(db, req.params.token);
      if (!userId) throw new AppError("NOT_FOUND", 404, msg("search", "savedFilters.badUnsubscribeLink"));
      return { stopped: await stopDigestEmails(db, userId) };
    },
  );
}

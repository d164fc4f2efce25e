import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Auth } from "../modules/auth/auth";
import { badInputFrom, notFound, unavailable } from "../lib/errors";
import { translator } from "../lib/i18n";
import { metrics } from "../lib/metrics";
import { type ErrorCode, toErrorCode } from "../../shared/errors";
import { DEFAULT_LANGUAGE } from "../../shared/i18n/languages";
import { beginSignInAttempt } from "../modules/auth/throttle";
import { knownDeviceId, rememberDeviceCookie } from "../modules/auth/known-device";
import { revokeResetLinks } from "../modules/auth/reset-links";
import { queueResetRequest, RESET_REQUESTED, ResetRequestBody } from "../modules/auth/reset-request-jobs";
import { markOffline } from "../modules/presence/repository";
import { isDatabaseReachable } from "../modules/health/repository";
import { getActor } from "./actor";
import { toFetchHeaders } from "./fetch-headers";
import { requestLanguage } from "./request-language";

/**
 * The message of an accounts-library refusal for the caller. The library speaks
 * English only: an English reader gets its words as they are (the seed's "Invalid
 * email or password" among them), a reader of another language our text for the code.
 */
async function authErrorMessage(req: FastifyRequest, code: ErrorCode, libraryMessage: string | undefined) {
  const lang = await requestLanguage(req);
  if (lang === DEFAULT_LANGUAGE && libraryMessage) return libraryMessage;
  return translator(lang, "errors")(code);
}

/** Copy a Fetch response onto the reply, every Set-Cookie included. */
async function sendFetchResponse(req: FastifyRequest, reply: FastifyReply, res: Response, extraCookies: string[] = []) {
  if (res.status >= 500) {
    // Same rule as the error handler: details go to the log, never to the client.
    reply.log.error({ status: res.status, body: (await res.text()).slice(0, 500) }, "auth: server error");
    const message = translator(await requestLanguage(req), "errors")("INTERNAL");
    return reply.status(500).send({ error: { code: "INTERNAL", message } });
  }
  // better-auth's own per-address limits (modules/auth/auth.ts), counted with ours.
  if (res.status === 429) metrics.rateLimited.inc({ limit: "auth" });
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length" && key !== "content-encoding") reply.header(key, value);
  });
  const cookies = [...res.headers.getSetCookie(), ...extraCookies];
  if (cookies.length) reply.header("set-cookie", cookies);
  const body = await res.text();
  // Errors in our shape, so the client reads one format everywhere.
  if (res.status >= 400 && body.startsWith("{")) {
    const parsed = JSON.parse(body) as { code?: string; message?: string };
    const code = res.status === 429 ? "RATE_LIMITED" : toErrorCode(parsed.code);
    return reply.send({ error: { code, message: await authErrorMessage(req, code, parsed.message) } });
  }
  return reply.send(body);
}

/**
 * An unconfirmed account's right password answers as a wrong one, status, headers and
 * body (ADR 046): a 403 "not verified" would tell an address registered a moment ago
 * (by whoever asks) from one registered by someone else. It counts as a failure on the
 * throttle too, so the throttle cannot tell them apart either. The person whose address
 * it is confirms it by the e-mailed link, or asks for a new one on the login page.
 */
async function unconfirmedAsWrongPassword(res: Response): Promise<Response> {
  if (res.status !== 403) return res;
  const body = await res.clone().text();
  if (!body.includes('"EMAIL_NOT_VERIFIED"')) return res;
  // The library's words for a wrong password (the seed's text); sendFetchResponse reshapes both alike.
  const wrong = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };
  return new Response(JSON.stringify(wrong), { status: 401, statusText: "Unauthorized", headers: res.headers });
}

/**
 * The better-auth endpoints the app uses. Everything else it ships (delete-user,
 * update-user, change-email, sign-up …) stays unreachable: those writes go through
 * our own endpoints, which apply our rules (the admin self-delete refusal, the
 * sign-in throttle, the owner and application sign-ups).
 */
const EXPOSED = new Set([
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "GET /api/auth/get-session",
  "GET /api/auth/verify-email",
  "POST /api/auth/send-verification-email",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "POST /api/auth/change-password",
]);

/**
 * A changed password ends the account's other sessions whatever the client asks
 * (issue 29): a password is usually changed because of a worry, and a thief's session
 * must not outlive it. better-auth then re-issues the current device's session cookie.
 */
function forcedBody(url: URL, body: unknown): unknown {
  if (url.pathname !== "/api/auth/change-password" || typeof body !== "object" || body === null) return body;
  return { ...body, revokeOtherSessions: true };
}

/** A reset request: checked here, queued for the worker (modules/auth/reset-request-jobs.ts says why). */
async function requestReset(req: FastifyRequest, reply: FastifyReply, db: Db) {
  const parsed = ResetRequestBody.safeParse(req.body ?? {});
  if (!parsed.success) throw badInputFrom(parsed.error);
  await queueResetRequest(db, parsed.data.email);
  return reply.send(RESET_REQUESTED);
}

/**
 * Mounts better-auth at /api/auth/*, with the per-account sign-in throttle in
 * front of /sign-in/email (better-auth's own limits are per client address).
 */
export async function registerAuthBridge(
  app: FastifyInstance,
  { auth, db, config, secret }: { auth: Auth; db: Db; config: Config; secret: string },
) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    // better-auth's own endpoints; the ones exposed are listed in the document's description.
    schema: { hide: true },
    async handler(req, reply) {
      const url = new URL(req.url, config.publicUrl);
      if (!EXPOSED.has(`${req.method} ${url.pathname}`)) throw notFound();
      if (url.pathname === "/api/auth/request-password-reset") return requestReset(req, reply, db);
      const isSignIn = url.pathname === "/api/auth/sign-in/email";
      const email = isSignIn ? String((req.body as { email?: unknown } | undefined)?.email ?? "") : "";
      const knownDevice = email ? knownDeviceId(secret, req, email) : null;
      const attempt = email ? await beginSignInAttempt(db, email, req.ip, { knownDevice }) : null;
      // Who changes their password, read before the change can end the session.
      const changer = url.pathname === "/api/auth/change-password" ? await getActor(req) : null;
      // Who signs out, read while the session still exists.
      const leaver = url.pathname === "/api/auth/sign-out" ? await getActor(req) : null;
      let res: Response;
      try {
        res = await auth.handler(
          new Request(url, {
            method: req.method,
            headers: toFetchHeaders(req),
            body:
              req.method === "POST" && req.body !== undefined ? JSON.stringify(forcedBody(url, req.body)) : undefined,
          }),
        );
      } catch (err) {
        await attempt?.abandoned();
        throw err;
      }
      if (isSignIn) res = await unconfirmedAsWrongPassword(res);
      // better-auth catches its own failures and answers 500; when the database is why,
      // answer 503 + Retry-After like every other route (ADR 029).
      if (res.status >= 500 && !(await isDatabaseReachable(db))) throw unavailable();
      // This process forgets the account's kept sessions before it answers; the others
      // when the sessions table's trigger notification reaches them (decision record 026).
      const ended = res.ok ? (changer ?? leaver) : null;
      if (ended) app.actors.cache.dropUser(ended.user.id);
      // A changed password ends the reset links sent before (a used link does so in auth.ts).
      if (res.ok && changer) await revokeResetLinks(db, changer.user.id);
      if (res.ok && leaver) await markOffline(db, leaver.user.id);
      const remember: string[] = [];
      if (attempt) {
        if (res.status === 401) await attempt.failed();
        else if (res.ok) await attempt.succeeded();
        else await attempt.abandoned();
        // This browser now knows the account: an attacker elsewhere cannot lock it out (known-device.ts).
        if (res.ok) remember.push(rememberDeviceCookie(secret, req, email, config.publicUrl.startsWith("https://")));
      }
      return sendFetchResponse(req, reply, res, remember);
    },
  });
}

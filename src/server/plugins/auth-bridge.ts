import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Auth } from "../modules/auth/auth";
import { clearSignInFailures, isSignInThrottled, recordSignInFailure, THROTTLED_MESSAGE } from "../modules/auth/throttle";

/** Node headers → Fetch headers, with the client address better-auth should see. */
export function toFetchHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === "x-sewagear-ip") continue;
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else headers.set(k, String(v));
  }
  // req.ip honours TRUST_PROXY; a client cannot forge this header (stripped above).
  headers.set("x-sewagear-ip", req.ip);
  return headers;
}

/** Copy a Fetch response onto the reply, every Set-Cookie included. */
export async function sendFetchResponse(reply: FastifyReply, res: Response) {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length" && key !== "content-encoding") reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  const body = await res.text();
  // Errors in our shape, so the client reads one format everywhere.
  if (res.status >= 400 && body.startsWith("{")) {
    const parsed = JSON.parse(body) as { code?: string; message?: string };
    return reply.send({ error: { code: parsed.code ?? "AUTH_ERROR", message: parsed.message ?? "Request failed" } });
  }
  return reply.send(body);
}

/**
 * Mounts better-auth at /api/auth/*, with the per-account sign-in throttle in
 * front of /sign-in/email (better-auth's own limits are per client address).
 */
export async function registerAuthBridge(app: FastifyInstance, { auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    async handler(req, reply) {
      const url = new URL(req.url, config.publicUrl);
      const isSignIn = req.method === "POST" && url.pathname === "/api/auth/sign-in/email";
      const email = isSignIn ? String((req.body as { email?: unknown } | undefined)?.email ?? "") : "";
      if (isSignIn && email && (await isSignInThrottled(db, email))) {
        return reply.status(429).send({ error: { code: "SIGN_IN_THROTTLED", message: THROTTLED_MESSAGE } });
      }
      const res = await auth.handler(
        new Request(url, {
          method: req.method,
          headers: toFetchHeaders(req),
          body: req.method === "POST" && req.body !== undefined ? JSON.stringify(req.body) : undefined,
        }),
      );
      if (isSignIn && email) {
        if (res.status === 401) await recordSignInFailure(db, email);
        else if (res.ok) await clearSignInFailures(db, email);
      }
      return sendFetchResponse(reply, res);
    },
  });
}

import type { FastifyRequest } from "fastify";

// Its own module: the actor plugin and the auth bridge both need it, and the
// bridge also reads the actor (a cycle if this lived in either).

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

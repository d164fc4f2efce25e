import type { FastifyInstance } from "fastify";
import { findUnsafeText } from "../../shared/text-safety";
import { msg } from "../../shared/i18n/message";
import { AppError } from "../lib/errors";

/**
 * Every string a request carries — path parameters, query string, JSON body —
 * is checked once here, before any contract: a NUL byte, a lone surrogate or a
 * text of invisible characters only is a 400 naming the field. One hook instead
 * of a refinement on each of the hundreds of `z.string()` in the contracts, so a
 * contract written tomorrow is covered too. (Multipart fields are read by their
 * handlers; the database guard in errors.ts is the last resort for those.)
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", (req, _reply, done) => {
    const sources = { params: req.params, query: req.query, body: req.body } as const;
    for (const [where, value] of Object.entries(sources)) {
      const found = findUnsafeText(value);
      if (!found) continue;
      const field = where === "body" ? found.path || "body" : `${where}.${found.path}`;
      const message = msg("hardening", found.why);
      return done(new AppError("BAD_INPUT", 400, message, { [field]: message }));
    }
    done();
  });
}

/**
 * PostgreSQL's refusals of text it cannot store (22021: a NUL or bad byte in
 * text; 22P05: a NUL in jsonb), wherever they are wrapped (drizzle puts the
 * driver's error in `cause`). Reaching one means input slipped past the guard
 * above: the caller still gets a 400, not a 500.
 */
export function isUnstorableText(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

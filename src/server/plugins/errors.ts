import type { FastifyInstance, FastifyError, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "../../shared/errors";
import { errors as englishErrors } from "../../shared/i18n/en/errors";
import { AppError } from "../lib/errors";
import { translator } from "../lib/i18n";
import { requestLanguage } from "./request-language";

/** Codes whose message is always the generic one: said in the caller's language. */
const ALWAYS_GENERIC = new Set<ErrorCode>(["UNAUTHENTICATED", "INTERNAL", "RATE_LIMITED", "FOREIGN_ORIGIN"]);
/** Codes whose message is generic only when a service did not write a specific one. */
const GENERIC_BY_DEFAULT = new Set<ErrorCode>(["FORBIDDEN", "NOT_FOUND"]);

/**
 * The error's message in the caller's language, as a first step: the generic
 * messages of the `errors` catalogue are translated; specific ones stay English.
 */
async function localise(req: FastifyRequest, body: ApiErrorBody): Promise<ApiErrorBody> {
  const { code, message } = body.error;
  const generic = ALWAYS_GENERIC.has(code) || (GENERIC_BY_DEFAULT.has(code) && message === englishErrors[code]);
  if (!generic) return body;
  const lang = await requestLanguage(req);
  if (lang === "en") return body;
  return { error: { ...body.error, message: translator(lang, "errors")(code) } };
}

/** The answer for an error: its status and `{ error: { code, message, fields?, details? } }`. */
function describe(err: FastifyError): { status: number; body: ApiErrorBody } | null {
  if (err instanceof AppError) {
    const { code, message, fields, details } = err;
    return { status: err.status, body: { error: { code, message, fields, details } } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
      fields[key] ??= issue.message ?? "Invalid value";
    }
    const first = Object.values(fields)[0] ?? "Invalid input";
    return { status: 400, body: { error: { code: "BAD_INPUT", message: first, fields } } };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    const code =
      err.statusCode === 413
        ? "TOO_LARGE"
        : err.statusCode === 415
          ? "UNSUPPORTED_MEDIA"
          : err.statusCode === 429
            ? "RATE_LIMITED"
            : "BAD_REQUEST";
    return { status: err.statusCode, body: { error: { code, message: err.message } } };
  }
  return null;
}

/**
 * One place maps errors to `{ error: { code, message, fields? } }`. Validation
 * errors keep their field messages (they are the user-facing texts); anything
 * unexpected is logged in full and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    let answer = describe(err);
    if (!answer) {
      req.log.error({ err }, "unhandled error");
      answer = { status: 500, body: { error: { code: "INTERNAL", message: englishErrors.INTERNAL } } };
    }
    return reply.status(answer.status).send(await localise(req, answer.body));
  });
}

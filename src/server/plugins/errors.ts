import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "../../shared/errors";
import { fieldErrorsOf } from "../../shared/field-errors";
import { DEFAULT_LANGUAGE } from "../../shared/i18n/languages";
import { isMessage, msg, translateMessage } from "../../shared/i18n/message";
import { isDatabaseUnavailable } from "../lib/db-unavailable";
import { redactError } from "../lib/redact";
import { AppError, unavailable } from "../lib/errors";
import { messageTranslator, translator } from "../lib/i18n";
import { getActor } from "./actor";
import { isUnstorableText } from "./input-guard";
import { requestLanguage, resolveLanguage } from "./request-language";

/** Codes whose message is always the generic one: whatever a library said, the caller reads ours. */
const ALWAYS_GENERIC = new Set<ErrorCode>([
  "UNAUTHENTICATED",
  "INTERNAL",
  "RATE_LIMITED",
  "FOREIGN_ORIGIN",
  "UNAVAILABLE",
]);

/**
 * The error in the caller's language (their saved one, else Accept-Language):
 * the message and every field message are `msg(…)` strings, translated here.
 * A text that is not a `msg` is a library's own words (Fastify's, zod's defaults),
 * which are English: an English reader gets them unchanged, any other reader our
 * text for the code (for a field, "Invalid value"), never English.
 */
async function localise(req: FastifyRequest, body: ApiErrorBody): Promise<ApiErrorBody> {
  const { code, message, fields } = body.error;
  // A body that fails its contract is refused before the handler looks up the caller:
  // look them up now (the error path only), so their saved language wins there too.
  if (code === "BAD_INPUT" && !req.actorPromise && req.headers.cookie) await getActor(req).catch(() => null);
  const lang = await requestLanguage(req);
  const t = messageTranslator(lang);
  const byCode = translator(lang, "errors");
  const text = (m: string, otherwise: string) =>
    isMessage(m) ? translateMessage(m, t) : lang === DEFAULT_LANGUAGE ? m : otherwise;
  return {
    error: {
      ...body.error,
      message: ALWAYS_GENERIC.has(code) ? byCode(code) : text(message, byCode(code)),
      fields:
        fields && Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, text(v, byCode("invalidValue"))])),
    },
  };
}

/** The answer for an error: its status and `{ error: { code, message, fields?, details? } }`. */
function describe(err: FastifyError): { status: number; body: ApiErrorBody } | null {
  if (err instanceof AppError) {
    const { code, message, fields, details } = err;
    return { status: err.status, body: { error: { code, message, fields, details } } };
  }
  if (isUnstorableText(err)) {
    const message = msg("hardening", "nul");
    return { status: 400, body: { error: { code: "BAD_INPUT", message } } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = fieldErrorsOf(
      err.validation.map((issue) => ({
        path: issue.instancePath.split("/").filter(Boolean),
        message: issue.message ?? msg("errors", "invalidValue"),
      })),
    );
    const first = Object.values(fields)[0] ?? msg("errors", "invalidInput");
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
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    let err = error;
    if (isDatabaseUnavailable(err)) {
      // Expected during a database restart: one line, no stack, and the caller is told to come back.
      req.log.warn({ err: redactError(err) }, "database unavailable");
      err = unavailable() as unknown as FastifyError;
    }
    let answer = describe(err);
    if (answer?.body.error.code === "UNAVAILABLE") {
      reply.header("retry-after", String(req.server.deps?.config.RETRY_AFTER_SECONDS ?? 5));
    }
    if (!answer) {
      req.log.error({ err: redactError(err) }, "unhandled error");
      answer = { status: 500, body: { error: { code: "INTERNAL", message: msg("errors", "INTERNAL") } } };
    }
    return reply.status(answer.status).send(await localise(req, answer.body));
  });
}

/**
 * The router's own refusals, answered before any route, hook or error handler of ours
 * runs (a path parameter past maxParamLength → 414, a malformed URL → 400): in our
 * format too, in the caller's language, without echoing the path, with the security
 * headers every other answer has (`headers`, security.ts: no hook of ours runs first) (issue 29).
 */
export const answerFrameworkError =
  (headers: Record<string, string>) => (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    const lang = resolveLanguage({ cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    const message = translator(lang, "errors")("BAD_REQUEST");
    void reply
      .status(status)
      .headers(headers)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ error: { code: "BAD_REQUEST", message } }));
  };

/** Node's parser's refusals, by its error code: what the status line says. */
const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Requests Node's HTTP parser refuses before Fastify sees a request (a URL or
 * headers past 16 KB → 431, a malformed request line → 400): Fastify's default
 * answers them in its own JSON shape, without the security headers. Here they
 * get our format and every answer's headers too (the second probe of issue 29).
 * There is no request to read a language from: English, the default.
 */
export const answerClientError =
  (headers: Record<string, string>) => (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status = CLIENT_ERROR_STATUS[err.code ?? ""] ?? 400;
    const body = JSON.stringify({
      error: { code: "BAD_REQUEST", message: translator(DEFAULT_LANGUAGE, "errors")("BAD_REQUEST") },
    } satisfies ApiErrorBody);
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "connection: close",
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  };

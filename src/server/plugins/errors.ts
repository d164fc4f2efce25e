import type { FastifyInstance, FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors";

/**
 * One place maps errors to `{ error: { code, message, fields? } }`. Validation
 * errors keep their field messages (they are the user-facing texts); anything
 * unexpected is logged in full and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .send({ error: { code: err.code, message: err.message, fields: err.fields, details: err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? "Invalid input";
      return reply.status(400).send({ error: { code: "BAD_INPUT", message: first, fields } });
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
      return reply.status(err.statusCode).send({ error: { code, message: err.message } });
    }
    req.log.error({ err }, "unhandled error");
    return reply
      .status(500)
      .send({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } });
  });
}

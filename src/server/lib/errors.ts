import type { z } from "zod";
import type { ErrorCode, ErrorDetails, FieldErrors } from "../../shared/errors";
import { fieldErrorsOf } from "../../shared/field-errors";
import { msg } from "../../shared/i18n/message";

/**
 * The one error type services throw; the error handler maps it to
 * `{ error: { code, message, fields?, details? } }` with `status`.
 * `code` is one of src/shared/errors.ts ERROR_CODES. `message` and the field
 * messages are `msg(…)` strings (src/shared/i18n/message.ts): the error handler
 * translates them into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra machine-readable facts for the client, e.g. `{ missingFields: [...] }`. */
    readonly details?: ErrorDetails,
  ) {
    // An answer, not a fault: no stack trace (capturing one was ~2 % of a booking request's CPU,
    // and the presenter builds several refusals per booking only to learn what the caller may do).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

/** 401: no session. */
export const unauthenticated = () => new AppError("UNAUTHENTICATED", 401, msg("errors", "UNAUTHENTICATED"));
/** 403: signed in, but this role may not do it. */
export const forbidden = (message = msg("errors", "FORBIDDEN")) => new AppError("FORBIDDEN", 403, message);
/** 404: absent, or not the caller's to see. `what` is a msg() naming the thing ("That gear"). */
export const notFound = (what?: string) =>
  new AppError("NOT_FOUND", 404, what ? msg("errors", "thingNotFound", { what }) : msg("errors", "NOT_FOUND"));
/** 409: conflicts with the current state (taken, already decided …). */
export const conflict = (message: string, fields?: FieldErrors) => new AppError("CONFLICT", 409, message, fields);
/** 400 with field messages. */
export const badInput = (message: string, fields?: FieldErrors) => new AppError("BAD_INPUT", 400, message, fields);
/**
 * 400 for input its contract refused (parsed by hand: multipart fields, a JSON part):
 * each field's first message on its field (shared/field-errors.ts), the first as the message.
 */
export function badInputFrom(error: z.ZodError, whole = "body"): AppError {
  const fields = fieldErrorsOf(error.issues, whole);
  return badInput(Object.values(fields)[0] ?? msg("errors", "invalidInput"), fields);
}
/** 503: not now (database unreachable, overloaded, shutting down); the error handler adds Retry-After. */
export const unavailable = () => new AppError("UNAVAILABLE", 503, msg("errors", "UNAVAILABLE"));

import { z } from "zod";

/**
 * Every error code the API answers with, and what it means. The server throws
 * `AppError` with one of these; the web's `ApiError` carries it, so a page
 * compares codes from this list instead of free strings.
 */
export const ERROR_CODES = {
  /** 400: a field or the request is invalid; `fields` names each bad field. */
  BAD_INPUT: "bad input",
  /** 400: malformed request the contract did not describe (e.g. unreadable JSON). */
  BAD_REQUEST: "malformed request",
  /** 401: no session; sign in. */
  UNAUTHENTICATED: "not signed in",
  /** 401: the session's account row is gone (seed text "User document not found"). */
  USER_NOT_FOUND: "account row missing under a live session",
  /** 401: sign-in with a wrong e-mail or password (better-auth). */
  INVALID_EMAIL_OR_PASSWORD: "wrong e-mail or password",
  /** 400: the current password given to change it is wrong (better-auth). */
  INVALID_PASSWORD: "wrong current password",
  /** 400: a reset or verification link is expired or already used (better-auth). */
  INVALID_TOKEN: "expired or used link",
  /** 4xx: any other refusal from the accounts library, passed on with its message. */
  AUTH_ERROR: "other accounts-library refusal",
  /** 403: signed in, but not allowed to do this. */
  FORBIDDEN: "not allowed",
  /** 403: a request from another site's origin. */
  FOREIGN_ORIGIN: "cross-site request refused",
  /** 403: booking needs a verified renter with a complete profile; `details.missingFields`. */
  PROFILE_INCOMPLETE: "profile incomplete for booking",
  /** 404: absent, or not the caller's to see. */
  NOT_FOUND: "not found or not yours",
  /** 404: no owner has this id or username (seed's owner-profile message). */
  OWNER_NOT_FOUND: "owner profile not found",
  /** 409: conflicts with the current state (taken, already decided, impossible move). */
  CONFLICT: "conflicts with current state",
  /** 409: the dates overlap a booking hold or an owner's block. */
  DATES_TAKEN: "dates no longer available",
  /** 413: upload too large (bytes or pixels). */
  TOO_LARGE: "upload too large",
  /** 415: not a supported file type. */
  UNSUPPORTED_MEDIA: "unsupported upload type",
  /** 422: an image with no usable DuitNow QR (unreadable, not DuitNow, broken CRC, not ringgit); `details.problem` says which. */
  QR_REFUSED: "not a usable DuitNow QR",
  /** 429: too many requests from this address. */
  RATE_LIMITED: "rate limited",
  /** 429: a once-a-day request made again within the day (data export); `details.nextRequestAt`. */
  TOO_SOON: "asked again too soon",
  /** 429: too many failed sign-ins for this account. */
  SIGN_IN_THROTTLED: "sign-in throttled",
  /** 503: the username uniqueness check could not run. */
  USERNAME_CHECK_FAILED: "username check failed",
  /** 503: the database is unreachable, the server is overloaded or shutting down; `Retry-After` says when to try again. */
  UNAVAILABLE: "temporarily unavailable",
  /** 500: our fault; details are logged, never sent. */
  INTERNAL: "server error",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ErrorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** better-auth codes we name; any other of its codes reaches the client as AUTH_ERROR. */
export function toErrorCode(code: string | undefined): ErrorCode {
  return code && code in ERROR_CODES ? (code as ErrorCode) : "AUTH_ERROR";
}

/** Field name → the message to show beside that field. */
export const FieldErrors = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrors>;

/** Machine-readable facts beside the message, e.g. `{ missingFields: [...] }` with PROFILE_INCOMPLETE. */
export const ErrorDetails = z.object({ missingFields: z.array(z.string()).optional() }).catchall(z.unknown());
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** The body of every non-2xx answer. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: FieldErrors.optional(),
    details: ErrorDetails.optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

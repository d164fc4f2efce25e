import type { ApiErrorBody, ErrorCode, ErrorDetails, FieldErrors } from "../../shared/errors";
import { isLanguage } from "../../shared/i18n/languages";
import { msg } from "../../shared/i18n/message";
import { i18n, translate } from "./i18n";
import { storedLanguage } from "./language-choice";

/** Codes the client makes itself: no answer at all, or an answer not in our error shape. */
export type ClientErrorCode = "NETWORK" | "HTTP_ERROR";

/**
 * An API answer other than 2xx: the server's code (src/shared/errors.ts), its
 * user-facing message, the message per field, and machine-readable details
 * (e.g. `details.missingFields` with PROFILE_INCOMPLETE).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

/**
 * The language the page is shown in (a /ms/ address, or the one chosen on this
 * device), so a signed-out caller's errors come in it too (server: request-language.ts).
 */
function languageHeader(): Record<string, string> {
  const lang = isLanguage(i18n.language) ? i18n.language : storedLanguage();
  return isLanguage(lang) ? { "accept-language": lang } : {};
}

/** JSON (or, for uploads, FormData) over fetch with the session cookie; throws ApiError on any failure. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      // FormData (file uploads) sets its own multipart content type.
      headers: {
        ...(init.body === undefined || isForm ? {} : { "content-type": "application/json" }),
        ...languageHeader(),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", msg("errors", "NETWORK"));
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const e = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      res.status,
      e?.code ?? "HTTP_ERROR",
      e?.message ?? msg("errors", "HTTP_ERROR"),
      e?.fields ?? {},
      e?.details ?? {},
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The message to show for any thrown value, in the language shown (the server's are translated already). */
export const errorMessage = (err: unknown) => translate(err instanceof Error ? err.message : msg("errors", "INTERNAL"));

/**
 * The queries' retry rule: a network failure or a 5xx may pass, so try up to
 * three times; any other 4xx (not found, forbidden, signed out, bad input) will
 * answer the same again, so show it at once instead of after ~7 s of back-off.
 */
export function shouldRetry(failureCount: number, err: unknown): boolean {
  const isFinal =
    err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
  return !isFinal && failureCount < 3;
}

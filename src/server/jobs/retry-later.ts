/**
 * Thrown by a job handler that was told when to try again (a push service's
 * `Retry-After` on 429/503): the worker reschedules the job for then instead of
 * its own backoff, so we do not come back sooner than the service asked.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/** The longest wait a `Retry-After` may impose: beyond a day the push or e-mail is stale anyway. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * `Retry-After` (RFC 9110 §10.2.3) as milliseconds from `now`: delay-seconds or an
 * HTTP-date, capped at a day; null when absent or unreadable.
 */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

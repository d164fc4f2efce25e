/** Socket-level failures: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong query": class 08
 * (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now
 * — starting up or shutting down), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says, without a code, when a connection dies or never comes. */
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Connection terminated due to connection timeout",
];

/**
 * Whether `err` (or anything in its `cause` chain — drizzle wraps the driver's
 * error in DrizzleQueryError) says the database cannot be reached right now.
 * Those are answered 503 with Retry-After, not 500: nothing is wrong with the
 * request, and it will work again once the database is back (ADR 029).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 8; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === "string" && PG_MESSAGES.some((m) => message.startsWith(m))) return true;
    // AggregateError (a host with several addresses, all refusing).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}

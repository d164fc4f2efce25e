const SECRET_PARAMS = /([?&](?:token|code|password|secret)=)[^&#]*/gi;

/** A URL fit for a log line: one-time tokens and the like are replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

/** Text fit for a log line: e-mail addresses (an SMTP refusal quotes them) become "[e-mail]". */
export function redactText(text: string): string {
  return text.replace(EMAIL, "[e-mail]");
}

/**
 * An error fit for a log line. A failed query's message (DrizzleQueryError) ends
 * with its parameters — addresses, names, password hashes — so they are cut off;
 * what is left is masked like any text. The cause's message and code stay: they
 * say what went wrong.
 */
export function redactError(err: unknown): { type: string; message: string; code?: string; stack?: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: redactText(String(err)) };
  const clean = (s: string) => redactText(s.replace(/\nparams: [\s\S]*$/, ""));
  const cause = err.cause instanceof Error ? `; cause: ${clean(err.cause.message)}` : "";
  const code = (err as { code?: unknown }).code ?? (err.cause as { code?: unknown } | undefined)?.code;
  return {
    type: err.constructor.name,
    message: clean(err.message) + cause,
    ...(typeof code === "string" ? { code } : {}),
    // The stack's first line repeats the message: keep only the frames.
    ...(err.stack
      ? {
          stack: err.stack
            .split("\n")
            .filter((l) => /^\s+at /.test(l))
            .join("\n"),
        }
      : {}),
  };
}

const SECRET_PARAMS = /([?&](?:token|code|password|secret)=)[^&#]*/gi;

/** A URL fit for a log line: one-time tokens and the like are replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

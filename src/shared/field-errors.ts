import type { FieldErrors } from "./errors";

/** What a zod issue (or a JSON-schema validation error turned into one) says about a field. */
interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Issues → `{ "pricingTiers.0.price": message }`: the first message per field, keyed by
 * its whole dotted path (a nested field's message lands on that field, not on its
 * parent), `whole` for an issue about the value itself. The one rule the error
 * handler, the routes that parse multipart fields and the web's forms share, so a
 * server's field error always finds the input it belongs to.
 */
export function fieldErrorsOf(issues: readonly FieldIssue[], whole = "body"): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || whole] ??= issue.message;
  return fields;
}

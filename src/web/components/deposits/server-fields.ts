import { ApiError } from "../../lib/api";
import { translate } from "../../lib/i18n";

/**
 * The server's message for each field of a failed step, in the language shown
 * (the deposit forms are small, without react-hook-form): `fieldsOf(err).amount`.
 */
export function fieldsOf(err: unknown): Partial<Record<string, string>> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translate(v)]));
}

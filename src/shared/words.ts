/**
 * Whether `value` is one of `words` (a status, a role, a kind, a query parameter):
 * narrows it to the list's union, so callers need no cast. The one widening cast is
 * here, and safe: `includes` only compares.
 */
export const isOneOf = <W extends string>(words: readonly W[], value: unknown): value is W =>
  (words as readonly unknown[]).includes(value);

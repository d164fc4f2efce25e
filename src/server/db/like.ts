/**
 * LIKE / ILIKE patterns from what a person typed: their `%`, `_` and `\` are
 * letters to match, not wildcards (Postgres' default escape character is `\`).
 */
const literal = (typed: string) => typed.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches text containing `typed` anywhere. */
export const containing = (typed: string) => `%${literal(typed)}%`;

/** Matches text starting with `typed`. */
export const startingWith = (typed: string) => `${literal(typed)}%`;

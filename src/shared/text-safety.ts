/**
 * Text no contract accepts, whatever the field: a NUL byte (PostgreSQL cannot
 * store one in text and its driver fails on it), a lone UTF-16 surrogate (not a
 * character; it cannot be encoded as UTF-8), and text made only of invisible
 * characters (zero-width spaces, joiners, direction marks, Hangul fillers …),
 * which reads as empty to a person but not to a length check.
 */
const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Format characters (Cf) and the blank-looking letters that are not whitespace.
 * An alternation, not a class: U+034F is a combining mark, and a class holding
 * one reads as a combined character.
 */
const INVISIBLE_CHAR = String.raw`(?:\p{Cf}|\u115F|\u1160|\u3164|\uFFA0|\u2800|\u034F)`;
const INVISIBLE = new RegExp(INVISIBLE_CHAR, "u");
const INVISIBLE_OR_SPACE = new RegExp(String.raw`^(?:\s|${INVISIBLE_CHAR})+$`, "u");

export type UnsafeText = "nul" | "surrogate" | "invisible";

/** Why a text is refused, or null when it is fine. Plain whitespace is left to each contract. */
export function unsafeText(value: string): UnsafeText | null {
  if (value.includes(NUL)) return "nul";
  if (LONE_SURROGATE.test(value)) return "surrogate";
  if (INVISIBLE.test(value) && INVISIBLE_OR_SPACE.test(value)) return "invisible";
  return null;
}

/** The first unsafe string anywhere in a parsed value, with its dotted path ("items.0.name"). */
export function findUnsafeText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string; why: UnsafeText } | null {
  if (typeof value === "string") {
    const why = unsafeText(value);
    return why ? { path: path.join("."), why } : null;
  }
  // Bodies are at most 1 MB; the depth cap only stops a pathological nesting from recursing forever.
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    const keyWhy = unsafeText(key);
    if (keyWhy) return { path: [...path, key].join("."), why: keyWhy };
    const found = findUnsafeText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

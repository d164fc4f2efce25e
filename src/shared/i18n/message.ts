import type { Namespace, resources } from "./resources";

type Catalogue = (typeof resources)["en"];
/** Every key path of a catalogue tree: "photo.required" for `{ photo: { required: "…" } }`. */
type KeyPaths<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeyPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** i18next's plural suffixes: a key with `count` is asked for by its base ("rentals" for "rentals_one"). */
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type PluralBase<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** A key of namespace N, checked against the English catalogue (a plural's base name included). */
export type MessageKey<N extends Namespace> = PluralBase<KeyPaths<Catalogue[N]>>;
/** Interpolation values; a value that is itself a message (from `msg`) is translated too. */
export type MessageParams = Record<string, string | number>;

const PREFIX = "i18n:";

/**
 * A translatable text as one string, so it fits wherever a message string goes
 * today: a zod schema's error, an AppError's message, a field error, a stored
 * notification. Whoever shows it translates it for its reader (`translateMessage`):
 * the server's error handler in the caller's language, the web in the one shown,
 * an e-mail in the recipient's saved one.
 *
 * `msg("gear", "form.nameRequired")` → "i18n:gear:form.nameRequired"
 * `msg("validation", "textMax", { field: msg("gear", "fields.brand"), max: 80 })`
 */
export function msg<N extends Namespace>(ns: N, key: MessageKey<N>, params?: MessageParams): string {
  return `${PREFIX}${ns}:${key}${params ? `|${JSON.stringify(params)}` : ""}`;
}

/** Whether a string is a message made by `msg` (and not already a text). */
export const isMessage = (text: string) => text.startsWith(PREFIX);

/** A translate function: i18next's `t` with "ns:key" and interpolation values. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The text of a message for one reader: a `msg` string through `t` (its
 * parameters first, when they are messages too); any other string is already a
 * text and comes back unchanged.
 */
export function translateMessage(text: string, t: Translate): string {
  if (!isMessage(text)) return text;
  const body = text.slice(PREFIX.length);
  const bar = body.indexOf("|");
  const key = bar < 0 ? body : body.slice(0, bar);
  let params: MessageParams | undefined;
  if (bar >= 0) {
    try {
      params = JSON.parse(body.slice(bar + 1)) as MessageParams;
    } catch {
      params = undefined;
    }
  }
  const values = params
    ? Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === "string" ? translateMessage(v, t) : v]),
      )
    : undefined;
  return t(key, values);
}

/** Every message of a field map translated: `{ email: msg(…) }` → `{ email: "…" }`. */
export function translateFields(fields: Record<string, string>, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v, t)]));
}

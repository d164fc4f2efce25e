import { type MessageKey, msg } from "./i18n/message";

/** The values whose names group G of the catalogue namespace holds ("category" → "cameras" | "lenses" | …). */
type NamedIn<G extends string> =
  MessageKey<"catalogue"> extends infer K ? (K extends `${G}.${infer V}` ? V : never) : never;

/**
 * A fixed list of stored values named in the catalogue namespace under `group`
 * (catalogue:category.cameras, catalogue:state.Johor): its type guard and a
 * value's name as a `msg`. Only values the catalogue names are accepted, so a
 * new value without a name does not compile. Categories, conditions and states
 * all work this way; a value outside the list (free text in an older row) stays as is.
 */
export function catalogueValues<G extends string, const V extends NamedIn<G>>(group: G, values: readonly V[]) {
  const is = (value: string): value is V => (values as readonly string[]).includes(value);
  return {
    is,
    /** The name as a `msg`, for texts translated by their reader; an unknown value stays as is. */
    msg: (value: string) => (is(value) ? msg("catalogue", `${group}.${value}` as MessageKey<"catalogue">) : value),
  };
}

/**
 * An id-label list of the catalogue (categories, conditions): its ids as a
 * tuple (what z.enum takes), the type guard, the name as a `msg` and the English
 * label (the seed's text; a reader's language goes through `msg` or the web's useCatalogueNames).
 */
export function catalogueList<G extends string, const T extends readonly { id: NamedIn<G>; label: string }[]>(
  group: G,
  items: T,
) {
  type Id = T[number]["id"];
  const ids = items.map((item) => item.id) as [Id, ...Id[]];
  return { ids, ...catalogueValues(group, ids), label: (id: string) => items.find((i) => i.id === id)?.label ?? id };
}

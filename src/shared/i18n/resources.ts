import { en } from "./en";
import type { Language } from "./languages";
import { ms } from "./ms";

/**
 * Every catalogue, per language and namespace (a namespace per feature). English
 * is the source: the seed's texts stay verbatim there; Malay mirrors its keys.
 */
export const resources = { en, ms } satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)["en"];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

import { common as enCommon } from "./en/common";
import { errors as enErrors } from "./en/errors";
import { nav as enNav } from "./en/nav";
import type { Language } from "./languages";
import { common as msCommon } from "./ms/common";
import { errors as msErrors } from "./ms/errors";
import { nav as msNav } from "./ms/nav";

/**
 * Every catalogue, per language and namespace (a namespace per feature). English
 * is the source: the seed's texts stay verbatim there; Malay mirrors its keys.
 */
export const resources = {
  en: { common: enCommon, errors: enErrors, nav: enNav },
  ms: { common: msCommon, errors: msErrors, nav: msNav },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)["en"];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

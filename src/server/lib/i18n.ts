import { createInstance, type TFunction } from "i18next";
import type { Language } from "../../shared/i18n/languages";
import { type Translate, translateMessage } from "../../shared/i18n/message";
import { addFormats } from "../../shared/i18n/i18next-formats";
import { I18N_OPTIONS } from "../../shared/i18n/options";
import { type Namespace, NAMESPACES, resources } from "../../shared/i18n/resources";

/**
 * The server's one i18next instance over the shared catalogues. Bundled resources
 * and `initAsync: false` make it ready as soon as this module loads, so no request
 * waits for it; each caller takes a fixed `t` for a language and namespace.
 */
const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, ns: NAMESPACES });
addFormats(i18n);

/** A `t` bound to one language and namespace: `translator("ms", "errors")("FORBIDDEN")`. */
export function translator<N extends Namespace>(lang: Language, ns: N): TFunction<N> {
  return i18n.getFixedT(lang, ns);
}

/** A `Translate` for `msg(…)` strings ("ns:key" with parameters) in one language. */
export function messageTranslator(lang: Language): Translate {
  const t = i18n.getFixedT(lang);
  return (key, params) => t(key as never, params as never) as unknown as string;
}

/** A `msg(…)` string (or a plain text, unchanged) in `lang`: for e-mails and other texts made on the server. */
export const translateFor = (lang: Language, text: string) => translateMessage(text, messageTranslator(lang));

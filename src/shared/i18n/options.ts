import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

/**
 * The i18next settings the server and the web share: the same default namespace,
 * languages, fallback and interpolation, so a message renders alike on both. Each
 * side adds its resources (the server all of them; the web English, then Malay).
 * `initAsync: false`: with resources in hand, `t` works as soon as init returns.
 */
export const I18N_OPTIONS = {
  defaultNS: "common",
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  lng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

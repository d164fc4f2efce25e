import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from "../../shared/i18n/languages";
import { NAMESPACES, resources } from "../../shared/i18n/resources";
import { rememberLanguage, resolveLanguage, storedLanguage } from "./language-choice";

declare module "i18next" {
  /** `t()` knows every key of the English catalogues (Malay mirrors them). */
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}

const initial = resolveLanguage({ stored: storedLanguage(), browser: navigator.languages });

/**
 * The web app's one i18next instance. The catalogues are bundled and
 * `initAsync: false`, so the first render already has its texts.
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  ns: NAMESPACES,
  defaultNS: "common",
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  lng: initial,
  initAsync: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = initial;

/** Show the app in `lang`: texts, `<html lang>` (screen readers, hyphenation) and the device's choice. */
export function applyLanguage(lang: Language) {
  rememberLanguage(lang);
  document.documentElement.lang = lang;
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** The language the app shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

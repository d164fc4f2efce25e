import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from "../../shared/i18n/languages";
import { translateMessage } from "../../shared/i18n/message";
import { NAMESPACES, resources } from "../../shared/i18n/resources";
import { applyAppIdentity } from "./app-identity";
import { rememberLanguage, resolveLanguage, storedLanguage } from "./language-choice";

declare module "i18next" {
  /** `t()` knows every key of the English catalogues (Malay mirrors them). */
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}

// Guarded so modules that import this one also load in Node (unit tests of lib/api.ts).
const inBrowser = typeof document !== "undefined";
const initial = resolveLanguage({ stored: storedLanguage(), browser: inBrowser ? navigator.languages : [] });

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
if (inBrowser) {
  document.documentElement.lang = initial;
  applyAppIdentity(initial);
  // Until a page sets its own (index.html's is English).
  document.title = resources[initial].meta.defaultTitle;
}

/**
 * Show the app in `lang`: texts, `<html lang>` (screen readers, hyphenation), the
 * manifest and description, and the device's choice.
 */
export function applyLanguage(lang: Language) {
  rememberLanguage(lang);
  document.documentElement.lang = lang;
  applyAppIdentity(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** The language the app shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * A `msg(…)` string (a zod or server field message, a stored notification) in
 * the language shown; a plain text comes back unchanged. Components call it
 * during render under `useTranslation()`, so a language switch re-renders them.
 */
export const translate = (text: string) =>
  translateMessage(text, (key, params) => i18n.t(key as never, params as never) as unknown as string);

import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import { translateMessage } from "../../shared/i18n/message";
import { I18N_OPTIONS } from "../../shared/i18n/options";
import { en } from "../../shared/i18n/en";
import { applyAppIdentity } from "./app-identity";
import { nextTask } from "./next-task";
import { rememberLanguage, resolveLanguage, serverRenderedLanguage, storedLanguage } from "./language-choice";

declare module "i18next" {
  /** `t()` knows every key of the English catalogues (Malay mirrors them). */
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en;
  }
}

// Guarded so modules that import this one also load in Node (unit tests of lib/api.ts).
const inBrowser = typeof document !== "undefined";

/**
 * The web app's one i18next instance. English is bundled (it is also the fallback
 * for any key); Malay is its own chunk, loaded before the first render when it is
 * the language shown and otherwise only when someone switches to it.
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: { en }, ns: Object.keys(en) });

let malay: Promise<void> | undefined;
/** The catalogues of `lang` in the instance (Malay fetched once; a failed fetch is tried again next time). */
export function loadCatalogues(lang: Language): Promise<void> {
  if (lang === "en") return Promise.resolve();
  malay ??= import("../../shared/i18n/ms").then(
    ({ ms }) => {
      for (const [ns, texts] of Object.entries(ms)) i18n.addResourceBundle("ms", ns, texts, true, true);
    },
    (err: unknown) => {
      malay = undefined;
      throw err;
    },
  );
  return malay;
}

/** Show `lang` once its texts are here: the switch happens in one step, never half in English. */
async function showLanguage(lang: Language) {
  try {
    await loadCatalogues(lang);
  } catch {
    return; // Offline before the Malay texts were ever fetched: stay in the language shown.
  }
  document.documentElement.lang = lang;
  applyAppIdentity(lang, i18n.t("meta:app.description", { lng: lang }));
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

const rendered = serverRenderedLanguage();
const stored = storedLanguage();
/**
 * A server-rendered page is hydrated in the language it was rendered in, unless
 * this device keeps another choice the server could not see (made before the
 * language cookie existed): then the page is rendered afresh in that choice, and
 * the cookie is written so the server renders in it from now on.
 */
export const hydratesServerHtml = rendered !== null && !(isLanguage(stored) && stored !== rendered);
const initial = hydratesServerHtml
  ? rendered!
  : resolveLanguage({ stored, browser: inBrowser ? navigator.languages : [] });
if (rendered !== null && !hydratesServerHtml) rememberLanguage(initial);

/** Resolves when the first language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = inBrowser
  ? // In a task of its own: the modules' evaluation (this one's included) is already one long task.
    nextTask()
      .then(() => showLanguage(initial))
      .then(() => {
        // Until a page sets its own (index.html's is English); a server-rendered page came with its own.
        if (!rendered) document.title = i18n.t("meta:defaultTitle");
      })
  : Promise.resolve();

/**
 * Show the app in `lang`: texts, `<html lang>` (screen readers, hyphenation), the
 * manifest and description, and the device's choice.
 */
export function applyLanguage(lang: Language) {
  rememberLanguage(lang);
  void showLanguage(lang);
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

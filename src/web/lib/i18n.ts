import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { type CatalogueGroup, groupOf, PUBLIC_NAMESPACES, REST_NAMESPACES } from "../../shared/i18n/groups";
import { languageOfPath } from "../../shared/i18n/language-paths";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import { translateMessage } from "../../shared/i18n/message";
import { addFormats } from "../../shared/i18n/i18next-formats";
import { I18N_OPTIONS } from "../../shared/i18n/options";
import type { en } from "../../shared/i18n/en";
import { applyAppIdentity } from "./app-identity";
import { reloadOnceForNewVersion } from "./chunk-reload";
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
 * Each group of each language is its own chunk (ADR 010): a page in Malay never
 * waits for English texts. (The service worker keeps both languages' public
 * groups, fetched in the background, so the app starts offline in either.)
 */
const CHUNKS: Record<Language, Record<CatalogueGroup, () => Promise<Record<string, object>>>> = {
  en: {
    public: () => import("../../shared/i18n/en/public").then((m) => m.enPublic),
    rest: () => import("../../shared/i18n/en/rest").then((m) => m.enRest),
  },
  ms: {
    public: () => import("../../shared/i18n/ms/public").then((m) => m.msPublic),
    rest: () => import("../../shared/i18n/ms/rest").then((m) => m.msRest),
  },
};

/**
 * The web app's one i18next instance. No texts are bundled with it: the public
 * group of the language shown is loaded before the first render, the rest with
 * the first page that needs it. A text asked for before its group is here is a
 * bug (that page forgot its group): it is logged, its group loaded, and the
 * components re-render with it (`bindI18nStore: "added"`).
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources: {},
  ns: [...PUBLIC_NAMESPACES, ...REST_NAMESPACES],
  // Malay is as complete as English (the type check says so): a Malay reader needs no English fallback.
  fallbackLng: false,
  saveMissing: true,
  missingKeyHandler: (_languages, ns) => {
    const group = groupOf(ns);
    if (!group || groups.has(group)) return;
    console.error(`The "${ns}" texts were asked for before their group ("${group}") was loaded`);
    void loadGroup(group);
  },
  react: { bindI18nStore: "added" },
});
addFormats(i18n);

/** The groups the app has needed so far: a language switch loads each of them first. */
const groups = new Set<CatalogueGroup>(["public"]);
/** The language shown, or being switched to: a group needed meanwhile is loaded in it. */
let target: Language = DEFAULT_LANGUAGE;
const loading = new Map<string, Promise<void>>();

/** One group of `lang`'s texts in the instance (fetched once; a failed fetch is tried again next time). */
export function loadCatalogues(lang: Language, group: CatalogueGroup = "public"): Promise<void> {
  const key = `${lang}/${group}`;
  let done = loading.get(key);
  if (!done) {
    done = CHUNKS[lang][group]().then(
      (texts) => {
        // Each namespace arrives whole and is never changed: no deep merge, no defensive copy
        // (i18next's defaults, ~30 ms at start on a slow phone).
        for (const [ns, bundle] of Object.entries(texts))
          i18n.addResourceBundle(lang, ns, bundle, false, true, { skipCopy: true });
      },
      (err: unknown) => {
        loading.delete(key);
        throw err;
      },
    );
    loading.set(key, done);
  }
  return done;
}

/** `group`'s texts in the language shown, and in any language switched to later. */
export function loadGroup(group: CatalogueGroup): Promise<void> {
  groups.add(group);
  return loadCatalogues(target, group);
}

const loadShown = (lang: Language) => Promise.all([...groups].map((group) => loadCatalogues(lang, group)));

/** Show `lang` once its texts are here: the switch happens in one step, never half in one language. */
async function showLanguage(lang: Language) {
  const before = target;
  target = lang;
  try {
    await loadShown(lang);
  } catch {
    target = before;
    return; // Offline before these texts were ever fetched: stay in the language shown.
  }
  document.documentElement.lang = lang;
  applyAppIdentity(lang, i18n.t("meta:app.description", { lng: lang }));
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

const rendered = serverRenderedLanguage();
const stored = storedLanguage();
/** A page under /ms is Malay whatever this device chose (its own URL, issue 33). */
const ofUrl = inBrowser ? languageOfPath(window.location.pathname) : null;
/**
 * A server-rendered page is hydrated in the language it was rendered in, unless
 * this device keeps another choice the server could not see (made before the
 * language cookie existed): then the page is rendered afresh in that choice, and
 * the cookie is written so the server renders in it from now on.
 */
export const hydratesServerHtml = rendered !== null && (!!ofUrl || !(isLanguage(stored) && stored !== rendered));
const initial = hydratesServerHtml
  ? rendered!
  : resolveLanguage({ url: ofUrl, stored, browser: inBrowser ? navigator.languages : [] });
if (rendered !== null && !hydratesServerHtml) rememberLanguage(initial);

/** Resolves when the first language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = inBrowser
  ? // In a task of its own: the modules' evaluation (this one's included) is already one long task.
    nextTask()
      .then(() => startIn(initial))
      .then(() => {
        // Until a page sets its own (index.html's is English); a server-rendered page came with its own.
        if (!rendered) document.title = i18n.t("meta:defaultTitle");
      })
  : Promise.resolve();

/**
 * The first language's texts, with one more try if the network dropped the
 * fetch; if that fails too, the page was most likely built before a deploy
 * that replaced these chunks, and one reload picks up the new build.
 */
async function startIn(lang: Language) {
  target = lang;
  try {
    await loadShown(lang).catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => loadShown(lang)));
  } catch {
    reloadOnceForNewVersion();
    return;
  }
  await showLanguage(lang);
}

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

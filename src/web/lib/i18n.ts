import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  type CatalogueGroup,
  FRAME_NAMESPACES,
  groupOf,
  isPublicNamespace,
  PUBLIC_NAMESPACES,
  REST_NAMESPACES,
} from "../../shared/i18n/groups";
import { languageOfPath } from "../../shared/i18n/language-paths";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import { translateMessage } from "../../shared/i18n/message";
import { addFormats } from "../../shared/i18n/i18next-formats";
import { I18N_OPTIONS } from "../../shared/i18n/options";
import type { en } from "../../shared/i18n/en";
import { applyAppIdentity } from "./app-identity";
import { reloadOnceForNewVersion } from "./chunk-reload";
import { idleTask, nextTask } from "./next-task";
import { rememberLanguage, resolveLanguage, serverRenderedLanguage, storedLanguage } from "./language-choice";
import { serverState } from "./server-state-read";
import { NAMESPACE_CHUNKS } from "./text-chunks";

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
 * Each group of each language is its own chunk (ADR 010), and each namespace of
 * the public group one of its own (ADR 043): a page in Malay never waits for
 * English texts, and a server-rendered page's first view evaluates only the
 * namespaces its render read. (The service worker keeps both languages' public
 * namespaces, fetched in the background, so the app starts offline in either.)
 */
const REST_CHUNKS: Record<Language, () => Promise<Record<string, object>>> = {
  en: () => import("../../shared/i18n/en/rest").then((m) => m.enRest),
  ms: () => import("../../shared/i18n/ms/rest").then((m) => m.msRest),
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
    if (!group) return;
    if (group === "public" && !isPublicNamespace(ns)) return;
    if (group === "public" ? loaded.has(`${target}/${ns}`) : groups.has(group)) return;
    // A first view has the public namespaces its server render read; a text of another
    // one asked for before the idle load brought it (data that changed since) is no bug.
    if (group !== "public")
      console.error(`The "${ns}" texts were asked for before their group ("${group}") was loaded`);
    // Said out loud, even when a silent background load is bringing it: what asked re-renders.
    void loadGroup(group).then(() => (i18n.store as unknown as Emitter).emit("added", target, ns));
  },
  react: { bindI18nStore: "added" },
});
addFormats(i18n);

type Emitter = { emit: (event: string, ...args: unknown[]) => void };

/** The groups the app has needed so far: a language switch loads each of them first. */
const groups = new Set<CatalogueGroup>(["public"]);
/** The language shown, or being switched to: a group needed meanwhile is loaded in it. */
let target: Language = DEFAULT_LANGUAGE;
const loading = new Map<string, Promise<void>>();

/** Namespaces (`en/gear`) in the instance. */
const loaded = new Set<string>();

/**
 * Some public namespaces of `lang` in the instance, each fetched once (a failed
 * fetch is tried again next time). `silent`: no component re-renders for them
 * (a background load of texts nothing on screen has asked for).
 */
export function loadNamespaces(lang: Language, namespaces: readonly string[], silent = false): Promise<void> {
  return Promise.all(
    namespaces.filter(isPublicNamespace).map((ns) => {
      const key = `${lang}/${ns}`;
      let done = loading.get(key);
      if (!done) {
        done = NAMESPACE_CHUNKS[lang][ns]().then(
          (bundle) => {
            // Each namespace arrives whole and is never changed: no deep merge, no defensive copy
            // (i18next's defaults, ~30 ms at start on a slow phone).
            i18n.addResourceBundle(lang, ns, bundle, false, true, { skipCopy: true, silent });
            loaded.add(key);
          },
          (err: unknown) => {
            loading.delete(key);
            throw err;
          },
        );
        loading.set(key, done);
      }
      return done;
    }),
  ).then(() => {});
}

/** One group of `lang`'s texts in the instance (fetched once; a failed fetch is tried again next time). */
export function loadCatalogues(lang: Language, group: CatalogueGroup = "public", silent = false): Promise<void> {
  if (group === "public") return loadNamespaces(lang, PUBLIC_NAMESPACES, silent);
  const key = `${lang}/${group}`;
  let done = loading.get(key);
  if (!done) {
    done = REST_CHUNKS[lang]().then(
      (texts) => {
        for (const [ns, bundle] of Object.entries(texts))
          i18n.addResourceBundle(lang, ns, bundle, false, true, { skipCopy: true, silent });
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

/**
 * After a first view that hydrated with only its server render's strings: the
 * whole of the namespaces it said and the frame's at once (a signed-in reader's
 * nav, rendered only now, says more of them, and the next page may say more of
 * them too), then the rest of the public group one namespace per idle period:
 * fetched together, their chunks were evaluated in one task of ~170 ms on a 4×
 * slowed CPU (issue 33). Silently, as what is on screen already has its texts.
 * (Loading the first view's ones by idle periods too let a page opened at once,
 * the login page after Book Now, show a raw key for more than 5 s in 1 of 5
 * runs: the missing-key path's re-render did not come in time; see the closing
 * note of 2026-12-04.)
 */
export function loadPublicTextsWhenIdle() {
  const first = firstViewTexts ? [...new Set([...FRAME_NAMESPACES, ...Object.keys(firstViewTexts)])] : [];
  if (first.length > 0) void loadNamespaces(target, first, true).catch(() => {});
  const rest = PUBLIC_NAMESPACES.filter((ns) => !first.includes(ns));
  void (async () => {
    for (const ns of rest) {
      await idleTask();
      await loadNamespaces(target, [ns], true).catch(() => {});
    }
  })();
}

/** `group`'s texts in the language shown, and in any language switched to later. */
export function loadGroup(group: CatalogueGroup): Promise<void> {
  groups.add(group);
  return loadCatalogues(target, group);
}

const loadShown = (lang: Language) => Promise.all([...groups].map((group) => loadCatalogues(lang, group)));

/**
 * Show `lang` once its texts are here (`load`: by default every group needed so
 * far): the switch happens in one step, never half in one language.
 */
async function showLanguage(lang: Language, load: (lang: Language) => Promise<unknown> = loadShown) {
  const before = target;
  target = lang;
  try {
    await load(lang);
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

/**
 * What the first view needs: a hydrated page, the strings its server render read,
 * carried in its state (ADR 043) and put in as partial namespaces, so it fetches
 * no texts before it hydrates; the whole namespaces follow (loadPublicTextsWhenIdle),
 * and a key asked for meanwhile that the render did not read loads its namespace
 * (missingKeyHandler: a partial one is not in `loaded`). Any other start, the whole
 * public group.
 */
const firstViewTexts = hydratesServerHtml && serverState?.texts ? serverState.texts : null;
const firstView = (lang: Language): Promise<unknown> => {
  if (!firstViewTexts) return loadShown(lang);
  for (const [ns, bundle] of Object.entries(firstViewTexts))
    // Never over a whole namespace already here: startIn asks twice.
    if (!i18n.hasResourceBundle(lang, ns))
      i18n.addResourceBundle(lang, ns, bundle, false, true, { skipCopy: true, silent: true });
  return Promise.resolve();
};

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
    await firstView(lang).catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => firstView(lang)));
  } catch {
    reloadOnceForNewVersion();
    return;
  }
  await showLanguage(lang, firstView);
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

import { isLanguage, type Language, pickLanguage } from "../../shared/i18n/languages";
import { LANGUAGE_COOKIE, SERVER_STATE_ID } from "../../shared/ssr-contracts";

/** Where a choice made on this device is kept, signed in or not. */
export const LANGUAGE_STORAGE_KEY = "sewagear.language";

/**
 * The language to show: the account's saved language when signed in, else the
 * language of the URL (a page under /ms), else the one chosen on this device,
 * else the first of the browser's languages that SewaGear speaks, else English.
 */
export function resolveLanguage(sources: {
  saved?: string | null;
  url?: Language | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  if (isLanguage(sources.saved)) return sources.saved;
  if (sources.url) return sources.url;
  if (isLanguage(sources.stored)) return sources.stored;
  return pickLanguage(sources.browser ?? []);
}

/** The language chosen on this device, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be refused (private modes, policies): the browser's languages decide.
    return null;
  }
}

/**
 * Keep the choice on this device (best effort, see storedLanguage), and in a
 * cookie too: the server renders the public pages in it (ADR 023).
 */
export function rememberLanguage(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* not kept: the next visit falls back to the browser's languages */
  }
}

/**
 * The language a server-rendered page was rendered in (its `<html lang>`), else
 * null. Hydration starts in it, whatever this device chose, or the texts would
 * not match the server's HTML.
 */
export function serverRenderedLanguage(): Language | null {
  if (typeof document === "undefined" || !document.getElementById(SERVER_STATE_ID)) return null;
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : null;
}

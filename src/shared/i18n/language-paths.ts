import type { Language } from "./languages";

/**
 * Each language's pages at their own URLs (issue 33): Malay under `/ms`
 * (`/ms`, `/ms/gear/:id`), English at the paths without a prefix, which are
 * also the `x-default` (they follow the visitor's cookie or Accept-Language,
 * as before). A crawler sends neither, so it sees English there and Malay
 * under `/ms`; each page names both as `hreflang` alternates.
 */
export const MALAY_PREFIX = "/ms";

/** The language a path's prefix names (`/ms/...` is Malay), or null for a path without one. */
export function languageOfPath(pathname: string): Language | null {
  return pathname === MALAY_PREFIX || pathname.startsWith(`${MALAY_PREFIX}/`) ? "ms" : null;
}

/** The path without its language prefix (`/ms/gear/x` → `/gear/x`, `/ms` → `/`). */
export function withoutLanguagePrefix(path: string): string {
  if (!languageOfPath(path.split(/[?#]/)[0]!)) return path;
  const rest = path.slice(MALAY_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** `path` (with or without a prefix, query kept) at `lang`'s URL: `/ms/gear/x` in Malay, `/gear/x` in English. */
export function pathInLanguage(path: string, lang: Language): string {
  const bare = withoutLanguagePrefix(path);
  if (lang === "en") return bare;
  return bare === "/" || bare.startsWith("/?") || bare.startsWith("/#")
    ? `${MALAY_PREFIX}${bare.slice(1)}`
    : `${MALAY_PREFIX}${bare}`;
}

/** The router's basename for a path: `/ms` under the Malay prefix, else none. */
export const routerBasename = (pathname: string): string | undefined =>
  languageOfPath(pathname) ? MALAY_PREFIX : undefined;

/** The server-rendered public pages (ADR 023), without a prefix: the ones with a URL in each language. */
const PUBLIC_PAGE = /^\/(?:learnmore|wanted|gear\/[^/]+|owner\/[^/]+)?$/;

/**
 * Where a language switch to `lang` goes from `pathname`: the other language's URL
 * of a public page (the switch goes between them), the unprefixed URL from any
 * page under /ms when switching to English, else null (the switch is in place).
 */
export function switchedPath(pathname: string, lang: Language): string | null {
  const ofPath = languageOfPath(pathname);
  if (ofPath === lang) return null;
  if (ofPath) return withoutLanguagePrefix(pathname);
  return lang !== "en" && PUBLIC_PAGE.test(pathname) ? pathInLanguage(pathname, lang) : null;
}

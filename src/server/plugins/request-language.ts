import type { FastifyRequest } from "fastify";
import { languageOfPath } from "../../shared/i18n/language-paths";
import {
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  pickLanguage,
} from "../../shared/i18n/languages";
import { LANGUAGE_COOKIE } from "../../shared/ssr-contracts";

/** What a request says about the language it wants, strongest first (see `resolveLanguage`). */
export interface LanguageSignals {
  /** The URL's path: a page under /ms is Malay (issue 33). */
  path?: string;
  /** The signed-in account's saved language, when the request has loaded it. */
  saved?: string | null;
  /** The Cookie header: the device's choice (`lang`, set by the web's language switch). */
  cookie?: string | null;
  /** The Accept-Language header: the browser's languages, or the web app's choice. */
  acceptLanguage?: string | null;
}

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`);

/**
 * The one rule for which language the server answers in (issue 27: it was
 * decided in four places, and API errors ignored the device's choice): a Malay
 * URL, else the account's saved language, else the device's choice, else the
 * browser's languages, else English. The web app decides the same way in the
 * browser (lib/language-choice.ts), where the account's language is the session's.
 */
export function resolveLanguage({ path, saved, cookie, acceptLanguage }: LanguageSignals): Language {
  const ofPath = path ? languageOfPath(path.split("?")[0]!) : null;
  if (ofPath) return ofPath;
  if (saved) return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  const chosen = COOKIE.exec(cookie ?? "")?.[1];
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(acceptLanguageTags(acceptLanguage ?? undefined));
}

/**
 * The language to answer a request in, by `resolveLanguage`. The account's
 * language counts when the request has already loaded its actor (no extra
 * query for anyone); the server-rendered pages are rendered signed out, so
 * their URL, the device's choice and the browser decide there.
 */
export async function requestLanguage(req: FastifyRequest): Promise<Language> {
  const actor = req.actorPromise ? await req.actorPromise.catch(() => null) : null;
  return resolveLanguage({
    path: req.url,
    saved: actor ? (actor.user.language ?? DEFAULT_LANGUAGE) : null,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
}

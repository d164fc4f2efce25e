import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import { languageOfHeader } from "../lib/i18n";

/**
 * The language to answer a request in: the signed-in account's saved language when
 * the request has already loaded its actor (no extra query for anyone), else what
 * the Accept-Language header asks for.
 */
export async function requestLanguage(req: FastifyRequest): Promise<Language> {
  if (req.actorPromise) {
    const actor = await req.actorPromise.catch(() => null);
    if (actor) return isLanguage(actor.user.language) ? actor.user.language : DEFAULT_LANGUAGE;
  }
  return languageOfHeader(req.headers["accept-language"]);
}

import type { Language } from "../../shared/i18n/languages";

/**
 * The web app manifest of each language (src/web/public): the installed app's name
 * and description in it. index.html links the English one.
 */
export const MANIFEST_HREF: Record<Language, string> = {
  en: "/manifest.webmanifest",
  ms: "/manifest.ms.webmanifest",
};

/** The part of `document` this touches, so a test can hand in its own. */
type Head = Pick<Document, "querySelector">;

/**
 * Name the app in `lang` where the page head does: the manifest an install reads,
 * and the description. Page titles are each page's own (components/ui/page.tsx).
 */
export function applyAppIdentity(lang: Language, description: string, head: Head = document) {
  head.querySelector('link[rel="manifest"]')?.setAttribute("href", MANIFEST_HREF[lang]);
  head.querySelector('meta[name="description"]')?.setAttribute("content", description);
}

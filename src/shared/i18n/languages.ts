/** The languages SewaGear speaks: English and Bahasa Melayu (Malaysian Malay, not Indonesian). */
export const LANGUAGES = ["en", "ms"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Intl locale per language: Malaysian conventions for dates and numbers in both. */
export const LOCALE: Record<Language, string> = { en: "en-MY", ms: "ms-MY" };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language to use for a list of preferred tags, best first (navigator.languages,
 * or an Accept-Language header's tags): the first that is Malay or English.
 * Indonesian (`id`) is not Malay: it falls through to English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, by descending q (`ms-MY,ms;q=0.9,en;q=0.8` → ["ms-MY","ms","en"]). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.tag && t.tag !== "*" && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

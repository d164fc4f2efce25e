import { type ReactNode, useEffect } from "react";
import { I18nProvider } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { isLanguage, LOCALE } from "../../shared/i18n/languages";
import { applyLanguage, currentLanguage } from "../lib/i18n";
import { useSession } from "../lib/session";

/**
 * The app in its language: a signed-in account's saved language wins when its
 * session arrives (and whenever it changes); React Aria's dates and numbers
 * (calendars, date fields) follow the same choice.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const saved = useSession().data?.language;
  // Re-renders the tree when the language changes.
  useTranslation();
  useEffect(() => {
    if (isLanguage(saved)) applyLanguage(saved);
  }, [saved]);
  return <I18nProvider locale={LOCALE[currentLanguage()]}>{children}</I18nProvider>;
}

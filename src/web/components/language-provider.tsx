import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "../../shared/i18n/languages";
import { useSaveLanguage } from "../api/profile";
import { applyLanguage } from "../lib/i18n";
import { useSession } from "../lib/session";

/**
 * A language chosen while the session was still being checked: whether it belongs
 * to an account is not known yet. When the session arrives it is saved on the
 * account, rather than the account's older choice undoing it.
 */
let chosenBeforeSession: Language | null = null;

/** Choose a language: shown at once, kept on this device, and saved on the account when signed in. */
export function useChooseLanguage() {
  const session = useSession();
  const save = useSaveLanguage();
  return (lang: Language) => {
    applyLanguage(lang);
    if (session.data) save.mutate({ language: lang });
    else if (session.isPending) chosenBeforeSession = lang;
  };
}

/**
 * The app in its language: a signed-in account's saved language wins when its
 * session arrives (and whenever it changes), unless the person chose one while the
 * session was on its way. React Aria's parts follow the same choice through
 * `AriaLocale` around each of them.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = !!session.data;
  const saved = session.data?.language;
  const { mutate: save } = useSaveLanguage();
  // Re-renders the tree when the language changes.
  useTranslation();
  useEffect(() => {
    if (session.isPending) return;
    const early = chosenBeforeSession;
    chosenBeforeSession = null;
    if (early && signedIn && early !== saved) save({ language: early });
    else if (!early && isLanguage(saved)) applyLanguage(saved);
  }, [session.isPending, signedIn, saved, save]);
  return children;
}

import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { switchedPath } from "../../shared/i18n/language-paths";
import { isLanguage, type Language } from "../../shared/i18n/languages";
import { useSaveLanguage } from "../api/profile";
import { applyLanguage } from "../lib/i18n";
import { useSession } from "../lib/session";

/**
 * A language chosen while the session was still being checked: whether it belongs
 * to an account is not known yet. When the session arrives it is saved on the
 * account, rather than the account's older choice undoing it, and only then does
 * the page move to that language's URL (a full load would lose the choice).
 */
let chosenBeforeSession: { lang: Language; go?: () => void } | null = null;

/**
 * Choose a language: shown at once, kept on this device, and saved on the account
 * when signed in. On a page with a URL in each language (issue 33) the switch then
 * goes to the other language's URL, once the account has the choice (the page
 * loaded there must not start from the account's older one).
 */
export function useChooseLanguage() {
  const session = useSession();
  const save = useSaveLanguage();
  return (lang: Language) => {
    const there = switchedPath(window.location.pathname, lang);
    const go = there ? () => window.location.assign(`${there}${window.location.search}`) : undefined;
    applyLanguage(lang);
    if (session.data) save.mutate({ language: lang }, { onSettled: go });
    else if (session.isPending) chosenBeforeSession = { lang, go };
    else go?.();
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
    if (!early) {
      if (isLanguage(saved)) applyLanguage(saved);
    } else if (signedIn && early.lang !== saved) save({ language: early.lang }, { onSettled: early.go });
    else early.go?.();
  }, [session.isPending, signedIn, saved, save]);
  return children;
}

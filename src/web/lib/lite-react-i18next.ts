/**
 * The part of react-i18next the web app uses (ADR 043), over lite-i18next.ts:
 * vite.config.ts resolves `react-i18next` here in the browser build and the
 * server render. `useTranslation(ns)` gives the first namespace's `t` (as
 * react-i18next does by default) and re-renders on a language change or on texts
 * added (`added`, unless added silently); there is no Suspense, as the app loads
 * a page's texts before it renders it.
 */
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import type { LiteI18n } from "./lite-i18next";

let shared: LiteI18n | undefined;
const I18nContext = createContext<LiteI18n | undefined>(undefined);

/** Registered with `i18n.use(initReactI18next)`: its instance is the one hooks read outside a provider. */
export const initReactI18next = {
  type: "3rdParty",
  init: (instance: LiteI18n) => void (shared = instance),
};

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** Each instance's change count: a language switched or texts added. */
const revisions = new WeakMap<LiteI18n, { count: number; subscribe: (onChange: () => void) => () => void }>();
function revisionOf(i18n: LiteI18n) {
  let revision = revisions.get(i18n);
  if (!revision) {
    const r = {
      count: 0,
      subscribe: (onChange: () => void) => {
        const bump = () => {
          r.count++;
          onChange();
        };
        i18n.on("languageChanged", bump);
        i18n.store.on("added", bump);
        return () => {
          i18n.off("languageChanged", bump);
          i18n.store.off("added", bump);
        };
      },
    };
    revisions.set(i18n, (revision = r));
  }
  return revision;
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext) ?? shared!;
  const revision = revisionOf(i18n);
  const count = useSyncExternalStore(
    revision.subscribe,
    () => revision.count,
    () => revision.count,
  );
  const namespace = (typeof ns === "string" ? ns : ns?.[0]) ?? i18n.options.defaultNS;
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for each change, as react-i18next gives
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace, count]);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}

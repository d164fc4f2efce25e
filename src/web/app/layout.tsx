import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Alert, Spinner } from "../components/ui/feedback";
import { loadGroup, translate } from "../lib/i18n";
import { useActivityReporting } from "../lib/analytics";
import { lazyNamed } from "../lib/lazy-named";
import { useSession } from "../lib/session";
import { OfflineNotice, UpdatePrompt } from "./connection-notices";
import { NavBar } from "./nav-bar";
import { ScrollRestoration } from "./scroll-restoration";

/**
 * The layout's background work, in a component of its own: the session and
 * sync answers it reads re-render only this, not Layout. A Layout re-render
 * reaches the page's Suspense boundary, and while a server-rendered page is
 * still hydrating there, React would hydrate the whole page at once, at the
 * update's urgency, instead of in slices between which the phone can respond.
 */
function Background() {
  useActivityReporting();
  const signedIn = useSignedInTexts();
  // Nothing while the session is unknown, as the server rendered it: only an account's frame fetches its chunk.
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInBackground />
    </Suspense>
  ) : null;
}

const SignedInBackground = lazyNamed(() => import("./signed-in-frame"), "SignedInBackground");

/**
 * A signed-in reader's notifications, live toasts and server messages speak of
 * every area (deposits, invoices, hand-overs…), even on a public page: their
 * texts are fetched once the browser is idle, so they neither delay the page
 * nor re-render it while it is still hydrating.
 */
function useSignedInTexts() {
  const signedIn = Boolean(useSession().data);
  useEffect(() => {
    if (!signedIn) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadGroup("rest").catch(() => {}));
    return () => cancel(id);
  }, [signedIn]);
  return signedIn;
}

export function Layout() {
  const { t } = useTranslation("nav");
  return (
    <>
      <Background />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <div className="print:hidden">
        <NavBar />
      </div>
      <main id="main" className="min-h-screen pt-14">
        <OfflineNotice />
        <NavigationNotice />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      {/* A new page starts at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
      <UpdatePrompt />
      <footer className="print:hidden border-t border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
        {t("footer")}
      </footer>
    </>
  );
}

/**
 * A message handed over with a navigation (`navigate(to, { state: { notice } })`),
 * shown on the page it lands on, e.g. a sign-up that found the account existing.
 * A `msg(…)` notice is shown in the language shown now, and follows a switch.
 */
function NavigationNotice() {
  useTranslation();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (!notice) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <Alert tone="info">{translate(notice)}</Alert>
    </div>
  );
}

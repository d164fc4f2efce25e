import { Component, type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../components/ui/button";
import { Page } from "../components/ui/page";
import { isChunkLoadError, reloadOnceForNewVersion } from "../lib/chunk-reload";
import { useOnline } from "./connection-notices";

/**
 * Catches what its part of the route tree throws while rendering (a page's chunk
 * that failed to load included) and shows RouteError instead. React Router's
 * declarative mode has no `errorElement` (that needs its data router, ~19 KB
 * gzipped more, ADR 043): this boundary is its stand-in. Going elsewhere clears
 * the error, as the data router's did.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return <ErrorCatcher pathname={useLocation().pathname}>{children}</ErrorCatcher>;
}

class ErrorCatcher extends Component<
  { pathname: string; children: ReactNode },
  { error: unknown; pathname: string; failed: boolean }
> {
  override state = { error: null as unknown, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: { pathname: string; failed: boolean },
  ): Partial<{ error: unknown; pathname: string; failed: boolean }> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The error page: a friendly page instead of React's blank screen. A page chunk that fails to load after a deploy (its hashed
 * file is gone) reloads the page once to fetch the new version. Offline, the
 * same failure means a page never opened on this device (its chunk is not in
 * the service worker's cache): the offline page says so, and nothing reloads.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const online = useOnline();
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (stale && online) reloadOnceForNewVersion();
  }, [stale, online]);
  if (stale && !online) return <OfflinePage />;
  return (
    <Page title={t("routeError.title")} narrow>
      <p className="mb-6 text-slate-700">{stale ? t("routeError.newVersion") : t("routeError.body")}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          {t("actions.reload")}
        </button>
        <Link to="/" className={buttonClass("secondary")}>
          {t("actions.goHome")}
        </Link>
      </div>
    </Page>
  );
}

function OfflinePage() {
  const { t } = useTranslation();
  return (
    <Page title={t("offlinePageTitle", { ns: "nav" })} narrow>
      <p className="mb-6 text-slate-700">{t("offlinePageBody", { ns: "nav" })}</p>
      <Link to="/" className={buttonClass("secondary")}>
        {t("actions.goHome")}
      </Link>
    </Page>
  );
}

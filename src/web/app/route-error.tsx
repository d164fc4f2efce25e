import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "../components/ui/button";
import { Page } from "../components/ui/page";
import { isChunkLoadError, reloadOnceForNewVersion } from "../lib/chunk-reload";
import { useOnline } from "./connection-notices";

/**
 * The router's error element: a friendly page instead of React Router's
 * developer screen. A page chunk that fails to load after a deploy (its hashed
 * file is gone) reloads the page once to fetch the new version. Offline, the
 * same failure means a page never opened on this device (its chunk is not in
 * the service worker's cache): the offline page says so, and nothing reloads.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (stale && online) reloadOnceForNewVersion();
  }, [stale, online]);
  if (stale && !online) return <OfflinePage />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Page title={notFound ? t("routeError.notFoundTitle") : t("routeError.title")} narrow>
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

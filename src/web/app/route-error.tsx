import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "../components/ui/button";
import { Page } from "../components/ui/page";
import { isChunkLoadError, reloadOnceForNewVersion } from "../lib/chunk-reload";

/**
 * The router's error element: a friendly page instead of React Router's
 * developer screen. A page chunk that fails to load after a deploy (its hashed
 * file is gone) reloads the page once to fetch the new version.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (stale) reloadOnceForNewVersion();
  }, [stale]);
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

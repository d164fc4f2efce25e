import { useEffect } from "react";
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
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (stale) reloadOnceForNewVersion();
  }, [stale]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Page title={notFound ? "Page not found" : "Something went wrong"} narrow>
      <p className="mb-6 text-slate-700">
        {stale
          ? "A new version of SewaGear is available. Reload the page to continue."
          : "This page could not be shown. Try again, or go back to the home page."}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClass("secondary")}>
          Go to Home
        </Link>
      </div>
    </Page>
  );
}

import { useEffect } from "react";
import { useLocation } from "react-router";
import { isTrackedPath } from "../../shared/analytics-paths";
import { idleTask } from "./next-task";

const VISITS_URL = "/api/analytics/visits";
const SESSION_KEY = "sewagear.analytics-session";

/** This tab's random visitor session (sessionStorage: one per tab, gone when it closes). Not the sign-in session. */
function analyticsSessionId(): string {
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(SESSION_KEY);
  } catch {
    // Storage can be refused (privacy modes): a fresh id per page view still counts the visit.
  }
  if (id) return id;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  try {
    sessionStorage.setItem(SESSION_KEY, id);
  } catch {
    /* see above */
  }
  return id;
}

/**
 * Report a page view, fire and forget (seed section 8: "Analytics failures are
 * swallowed"). sendBeacon survives the page being left; a plain string goes as
 * text/plain, which the server reads as JSON. Back-office pages are not sent.
 */
export function reportVisit(page: string) {
  if (!isTrackedPath(page)) return;
  try {
    const body = JSON.stringify({ page, sessionId: analyticsSessionId() });
    if (navigator.sendBeacon?.(VISITS_URL, body)) return;
    fetch(VISITS_URL, { method: "POST", body, credentials: "same-origin", keepalive: true }).catch(() => {});
  } catch {
    /* never the user's problem */
  }
}

/** A page view for every route change (the path only: a query string can hold tokens). */
function useVisitTracking() {
  const { pathname } = useLocation();
  // When the browser is idle (within a second): the report shares no task with the page's first effects.
  useEffect(() => void idleTask(1000).then(() => reportVisit(pathname)), [pathname]);
}

/**
 * What the app reports while it is open, signed in or not: page views. Called once,
 * by the layout. (The presence heartbeat is an account's: app/signed-in-frame.tsx.)
 */
export function useActivityReporting() {
  useVisitTracking();
}

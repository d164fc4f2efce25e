import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each history entry was scrolled to, by its location key; kept over a reload for the tab's life. */
const STORAGE_KEY = "sewagear-scroll";
const positions: Record<string, number> = {};
let current = "";

function remember() {
  positions[current] = window.scrollY;
}

function saveForReload() {
  remember();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: a reload starts at the top, as without this.
  }
}

/**
 * A new page starts at its top (or at its `#hash`); Back and Forward return to
 * where the reader was. React Router's own <ScrollRestoration> needs its data
 * router, which the app no longer ships (ADR 043): this is the same behaviour
 * for the declarative router. The position is followed as the reader scrolls,
 * so it is the old page's, not the new one's, when a navigation swaps them.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    try {
      Object.assign(positions, JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}"));
    } catch {
      // Nothing kept: nothing to restore.
    }
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", saveForReload);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", saveForReload);
      cancelAnimationFrame(frame);
    };
  }, []);
  useLayoutEffect(() => {
    current = location.key;
    const saved = type === "POP" ? positions[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (type !== "POP") window.scrollTo(0, 0);
  }, [location, type]);
  return null;
}

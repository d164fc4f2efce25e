import type { BrowserContext, Page } from "@playwright/test";

/** What axe found on one page: its serious and critical violations only. */
export interface AxeReport {
  path: string;
  violations: { id: string; impact: string; help: string; targets: string[] }[];
}

/** A 1×1 transparent PNG: the stand-in for map tiles (no internet here; the Lighthouse bench uses it too). */
export const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==",
  "base64",
);

interface Handlers {
  onAxe: (report: AxeReport) => void;
  onError: (text: string) => void;
}

/**
 * Watch every page of `context`: axe runs inside each page (injected before any
 * of the page's own scripts, which the Content-Security-Policy does not govern),
 * its findings come back through a binding; console errors and uncaught errors
 * are passed on as they happen.
 */
export async function watchPages(context: BrowserContext, axeSource: string, handlers: Handlers) {
  // The map's tiles come from another host, out of reach here (no internet): a
  // blank tile stands in, so a page with a map logs no failed load. A journey's
  // own page.route (home-map.spec blocks them) still comes first.
  await context.route(/^https:\/\/[^/]*tile[^/]*\/.*\.png$/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
  await context.exposeBinding("__sewagearAxe", (_source, report: AxeReport) => handlers.onAxe(report));
  await context.addInitScript({ content: `${axeSource};\n(${axeInPage.toString()})();` });
  await context.addInitScript({ content: `(${reportCspViolations.toString()})();` });
  for (const page of context.pages()) waitForAppAfterNavigation(page);
  context.on("page", waitForAppAfterNavigation);
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location();
    handlers.onError(`${message.page()?.url() ?? "?"}: ${message.text()} (${where.url}:${where.lineNumber})`);
  });
  context.on("weberror", (error) =>
    handlers.onError(`${error.page()?.url() ?? "?"}: uncaught ${error.error().message}`),
  );
}

/**
 * Runs in the page (serialised: nothing from outside this function). After the
 * first load and after each client-side route change it waits until the page
 * has settled (no DOM change for half a second, no animation running, at most
 * eight seconds), then runs axe once per path and reports. A path left before it
 * settled is not checked: the journey never saw it either.
 * `__sewagearAxeFlush` checks the current path now if its turn has not come.
 */
function axeInPage() {
  type Axe = {
    run: (
      ctx: Document,
      opts: object,
    ) => Promise<{
      violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }>;
  };
  type Watched = Window & {
    axe?: Axe;
    __sewagearAxe?: (report: unknown) => Promise<void>;
    __sewagearAxeFlush?: () => Promise<void>;
  };
  const w = window as Watched;
  // Pages of the app only: not about:blank, not a frame inside a page.
  if (w.top !== w || !w.axe || !location.protocol.startsWith("http")) return;
  const QUIET_MS = 500;
  const MAX_WAIT_MS = 8000;
  const checked = new Set<string>();
  let lastChange = Date.now();
  let queue: Promise<void> = Promise.resolve();

  const animating = () => document.getAnimations().some((a) => a.playState === "running");
  const settled = (since: number) =>
    new Promise<void>((resolve) => {
      const poll = () => {
        const quiet = Date.now() - lastChange >= QUIET_MS && document.readyState === "complete" && !animating();
        if (quiet || Date.now() - since >= MAX_WAIT_MS) resolve();
        else setTimeout(poll, 100);
      };
      poll();
    });

  const check = async () => {
    const path = location.pathname;
    if (checked.has(path)) return;
    await settled(Date.now());
    if (location.pathname !== path || checked.has(path)) return;
    checked.add(path);
    const result = await w.axe!.run(document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
      resultTypes: ["violations"],
    });
    const violations = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
    await w.__sewagearAxe?.({ path, violations });
  };
  // One axe run at a time (axe refuses a second while one runs).
  const schedule = () => {
    queue = queue.then(check).catch(() => undefined);
    return queue;
  };
  w.__sewagearAxeFlush = schedule;

  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      void schedule();
    };
  }
  addEventListener("popstate", () => void schedule());
  const observe = () => {
    new MutationObserver(() => {
      lastChange = Date.now();
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    void schedule();
  };
  if (document.documentElement) observe();
  else addEventListener("DOMContentLoaded", observe);
}

/**
 * Runs in the page. A Content-Security-Policy violation is not always a console
 * error (a refused `new Function` that the page's code catches logs nothing), but
 * it is always an event: each is logged as an error here, so the journey fails on it.
 */
function reportCspViolations() {
  addEventListener("securitypolicyviolation", (e) => {
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} in ${e.sourceFile}`);
  });
}

/**
 * A server-rendered page is HTML until its scripts, started after the page has
 * loaded, hydrate it (ADR 023); a tap before that reaches no handler. So each
 * `goto`, `reload`, `goBack` and `goForward` returns once such a page says it is
 * ready (main.tsx marks `<html data-app="ready">`), as a person would wait for it.
 * A client-rendered page has no start script and returns as before.
 */
function waitForAppAfterNavigation(page: Page) {
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page
        .waitForFunction(
          () => !document.querySelector("script[data-entry]") || document.documentElement.dataset.app === "ready",
          undefined,
          { timeout: 20_000 },
        )
        .catch((error: Error) => {
          // The page went on to another one, or was closed: nothing left to wait for here.
          if (!/context was destroyed|navigat|closed/i.test(error.message)) throw error;
        });
      return response;
    };
  }
}

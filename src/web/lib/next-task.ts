/**
 * Resolves in a later task, so the browser can paint and answer a tap in between.
 * Starting the app is several steps of tens of milliseconds on a slow phone; run
 * as one task they block the page for their sum (Lighthouse's Total Blocking Time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`): for work the
 * page does not show, so it never shares a task with what a tap or a paint waits for.
 */
export const idleTask = (timeoutMs = 2000) =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else window.setTimeout(resolve, 200);
  });

/**
 * Resolves in a later task, so the browser can paint and answer a tap in between.
 * Starting the app is several steps of tens of milliseconds on a slow phone; run
 * as one task they block the page for their sum (Lighthouse's Total Blocking Time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The route limits count in fixed windows (lib/counters.ts): a burst that straddles a
 * window's end is split in two, and a test expecting the n-th request refused would
 * see it allowed. Wait for the next window when fewer than `roomMs` remain of this one.
 */
export async function awayFromWindowEdge(roomMs = 10_000, windowMs = 60_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

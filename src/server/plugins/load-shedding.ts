import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { unavailable } from "../lib/errors";

/** How often the delay is judged; a blocked loop is noticed on the first turn after it. */
const SAMPLE_MS = 250;

/**
 * Overload shedding (issue 15 point 8). When the event loop's delay over the last
 * sample passed `maxDelayMs`, new requests are answered 503 with Retry-After at
 * once (onRequest, before any database work) instead of joining a queue that only
 * grows: each costs microseconds, and the backlog clears. The delay is the larger
 * of the histogram's maximum (perf_hooks) and how late our own timer fired, which
 * catches a single long block even before the histogram sees it.
 */
export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number) {
  if (maxDelayMs <= 0) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let overloaded = false;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - SAMPLE_MS;
    last = now;
    const delayMs = Math.max(late, histogram.max / 1e6);
    histogram.reset();
    if (delayMs > maxDelayMs !== overloaded) {
      overloaded = !overloaded;
      if (overloaded)
        app.log.warn({ delayMs: Math.round(delayMs) }, "overloaded: answering 503 until the loop catches up");
      else app.log.info({ delayMs: Math.round(delayMs) }, "load back to normal");
    }
  }, SAMPLE_MS);
  timer.unref();
  app.addHook("onRequest", (_req, _reply, done) => done(overloaded ? unavailable() : undefined));
  app.addHook("onClose", async () => {
    clearInterval(timer);
    histogram.disable();
  });
}

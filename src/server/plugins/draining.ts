import type { FastifyInstance } from "fastify";
import { unavailable } from "../lib/errors";

interface DrainState {
  draining: boolean;
  inFlight: number;
  onIdle: Set<() => void>;
  onDrain: Set<() => void>;
}

const states = new WeakMap<FastifyInstance, DrainState>();

function stateOf(app: FastifyInstance): DrainState {
  let s = states.get(app);
  if (!s) states.set(app, (s = { draining: false, inFlight: 0, onIdle: new Set(), onDrain: new Set() }));
  return s;
}

/**
 * Counts requests in flight and, once draining starts, answers every new one
 * (health included) 503 with Retry-After and `Connection: close`: a balancer
 * stops sending here and a client retries elsewhere, while what was already
 * accepted runs to its end. Registered before any hook that needs the database.
 */
export function registerDraining(app: FastifyInstance) {
  const s = stateOf(app);
  app.addHook("onRequest", (_req, reply, done) => {
    if (s.draining) {
      reply.header("connection", "close");
      return done(unavailable());
    }
    s.inFlight++;
    // 'close' comes for a finished answer, an aborted one and a hijacked stream alike.
    reply.raw.once("close", () => {
      s.inFlight--;
      if (s.draining && s.inFlight === 0) for (const idle of s.onIdle) idle();
    });
    done();
  });
}

/** Run `end` when draining starts: long-lived streams (live events) end then instead of holding the drain open. */
export function onDrain(app: FastifyInstance, end: () => void) {
  stateOf(app).onDrain.add(end);
}

/** Start draining; resolves once no request of before is in flight. */
export function drain(app: FastifyInstance): Promise<void> {
  const s = stateOf(app);
  s.draining = true;
  for (const end of s.onDrain) end();
  if (s.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => s.onIdle.add(resolve));
}

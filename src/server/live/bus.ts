import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db, Tx } from "../db/client";
import type { LiveEvent } from "../../shared/live-events";

export type { LiveEvent } from "../../shared/live-events";

/** Postgres channel every process LISTENs on. */
export const LIVE_CHANNEL = "sewagear_live";

/**
 * Who an event is for: one user ("user:<id>") or everyone holding a role
 * ("role:admin", "role:staff"). Events say *what changed*, never private data:
 * clients refetch through the authorised endpoints.
 */
export type Audience = `user:${string}` | `role:${string}`;

interface Envelope extends LiveEvent {
  to: Audience[];
}

/**
 * Publish through pg_notify inside the caller's transaction: delivered on commit
 * only, to every server process (LISTEN), so a change made through one process
 * reaches browsers connected to another.
 */
export async function publish(db: Db | Tx, to: Audience[], event: LiveEvent): Promise<void> {
  if (to.length === 0) return;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${liveEnvelope(to, event)})`);
}

/** The NOTIFY payload of `event` for `to`, for writers that send it themselves (bookings/create-statement.ts). */
export function liveEnvelope(to: Audience[], event: LiveEvent): string {
  const envelope: Envelope = { ...event, to };
  return JSON.stringify(envelope);
}

type Listener = (event: LiveEvent) => void;

/**
 * Sent to every subscriber when LISTEN came back after a lost connection: events
 * of the outage were lost, so clients refetch everything they keep live (ADR 029).
 */
export const RESYNC_EVENT: LiveEvent = { type: "resync" };

/** This process's subscribers, fed from LISTEN. */
export function createLiveHub(database: Database, log: FastifyBaseLogger) {
  const listeners = new Map<Audience, Set<Listener>>();
  const resyncListeners = new Set<() => void>();
  let unlisten: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
    let env: Envelope;
    try {
      env = JSON.parse(payload) as Envelope;
    } catch {
      log.warn("live: unreadable payload");
      return;
    }
    const { to, ...event } = env;
    const seen = new Set<Listener>();
    for (const audience of to) {
      for (const l of listeners.get(audience) ?? []) {
        if (seen.has(l)) continue;
        seen.add(l);
        l(event);
      }
    }
  }

  function resync() {
    log.info("live: resync after a lost LISTEN connection");
    for (const r of resyncListeners) r();
    const all = new Set<Listener>();
    for (const set of listeners.values()) for (const l of set) all.add(l);
    for (const l of all) l(RESYNC_EVENT);
  }

  return {
    async start() {
      unlisten = await database.listen(LIVE_CHANNEL, dispatch, resync);
    },
    /**
     * Run `listener` whenever this process may have missed notifications (LISTEN
     * re-established): an in-process cache fed by them must drop everything.
     */
    onResync(listener: () => void): () => void {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    /** Subscribe to several audiences; returns the unsubscribe function. */
    subscribe(audiences: Audience[], listener: Listener): () => void {
      for (const a of audiences) {
        let set = listeners.get(a);
        if (!set) listeners.set(a, (set = new Set()));
        set.add(listener);
      }
      return () => {
        for (const a of audiences) {
          const set = listeners.get(a);
          set?.delete(listener);
          if (set && set.size === 0) listeners.delete(a);
        }
      };
    },
    get subscriberCount() {
      let n = 0;
      for (const s of listeners.values()) n += s.size;
      return n;
    },
    async stop() {
      const u = unlisten;
      unlisten = undefined;
      await u?.().catch(() => {});
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

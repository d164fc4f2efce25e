import type { Database } from "../db/client";
import { createFence, type Fence } from "../lib/read-fence";

/**
 * The channel migration 0024's triggers NOTIFY with an account's id whenever its
 * users row (other than the presence heartbeat), password, sessions or owners row
 * change: sign-out, password change, suspension, role change, deletion, any edit.
 */
export const AUTH_CHANNEL = "sewagear_auth";

/**
 * How long a kept session may answer without the database even if no change was
 * heard: a backstop for a notification lost with a dropped LISTEN connection, not
 * the way changes arrive (those drop the entry at once). One database read per
 * signed-in client a minute.
 */
export const SESSION_CACHE_TTL_MS = 60_000;

/** Bounds the memory kept: the oldest entry goes first. */
const MAX_ENTRIES = 20_000;

export interface Loaded<T> {
  value: T;
  userId: string;
  /** When the session itself ends: never answered from memory after it. */
  sessionExpiresAt: Date;
}

interface Entry<T> {
  value: T;
  userId: string;
  goodUntil: number;
}

/**
 * This process's signed-in sessions, keyed by the session cookie exactly as the
 * client sent it (value and signature): an entry is only ever made after
 * better-auth verified that cookie, so only the same cookie finds it again, and a
 * forged or altered one misses and is checked by better-auth as before.
 *
 * An entry is dropped when its account's AUTH_CHANNEL notification arrives (from
 * any process, delivered on commit), when its session expires, or after
 * SESSION_CACHE_TTL_MS. Before a kept entry answers, the fence (lib/read-fence.ts)
 * makes sure every change committed before the request arrived has been heard:
 * on PostgreSQL a notification reaches the LISTEN connection some time after the
 * commit, and a request can overtake it — the writer's own next request included. A load that was under way when a notification arrived is
 * not kept (it may have read the row before the change) and is not shared with
 * requests that arrive after it: the generation counter tells.
 */
export function createSessionCache<T>(database: Database, now = () => Date.now()) {
  const entries = new Map<string, Entry<T>>();
  const keysByUser = new Map<string, Set<string>>();
  const inflight = new Map<string, { generation: number; promise: Promise<T | null> }>();
  let generation = 0;
  let listening = false;
  let fence: Fence | undefined;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  }

  /** Every kept session of `userId` goes; loads under way are not kept. */
  function dropUser(userId: string) {
    generation++;
    for (const key of keysByUser.get(userId) ?? []) entries.delete(key);
    keysByUser.delete(userId);
  }

  function clear() {
    generation++;
    entries.clear();
    keysByUser.clear();
    inflight.clear();
  }

  function keep(key: string, loaded: Loaded<T>) {
    forget(key);
    if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value!);
    const goodUntil = Math.min(now() + SESSION_CACHE_TTL_MS, loaded.sessionExpiresAt.getTime());
    entries.set(key, { value: loaded.value, userId: loaded.userId, goodUntil });
    let keys = keysByUser.get(loaded.userId);
    if (!keys) keysByUser.set(loaded.userId, (keys = new Set()));
    keys.add(key);
  }

  return {
    /** LISTEN before the first request: nothing is kept until changes can be heard. */
    async start() {
      fence = await createFence(database, AUTH_CHANNEL, dropUser, clear);
      listening = true;
    },
    async stop() {
      listening = false;
      clear();
      const f = fence;
      fence = undefined;
      await f?.stop();
    },
    /** The kept value for this session cookie, else `load()`'s (kept when nothing changed meanwhile). */
    async get(key: string, load: () => Promise<Loaded<T> | null>): Promise<T | null> {
      // Something kept or under way may predate a change not heard yet: wait for the
      // fence first. A fence that fails has cleared everything (`clear`): the database answers.
      if (listening && fence && (entries.has(key) || inflight.has(key))) await fence.passed().catch(() => undefined);
      const entry = listening ? entries.get(key) : undefined;
      if (entry && entry.goodUntil > now()) return entry.value;
      if (entry) forget(key);
      const pending = inflight.get(key);
      if (pending && pending.generation === generation) return pending.promise;
      const started = generation;
      const promise = load().then(
        (loaded) => {
          if (inflight.get(key)?.promise === promise) inflight.delete(key);
          if (loaded && listening && started === generation) keep(key, loaded);
          return loaded?.value ?? null;
        },
        (err: unknown) => {
          if (inflight.get(key)?.promise === promise) inflight.delete(key);
          throw err;
        },
      );
      inflight.set(key, { generation: started, promise });
      return promise;
    },
    /** This process's own writes (sign-out, password change) drop at once, before the notification. */
    dropUser,
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;

/**
 * The session cookie's value in a Cookie header, or null when absent or sent more
 * than once (which copy better-auth would read is then not ours to guess: no cache).
 */
export function sessionCookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== null) return null;
    found = part.slice(eq + 1).trim();
  }
  return found || null;
}

import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";

/** `passed()` resolves once every notification of a write committed before the call has been handed on. */
export interface Fence {
  passed(): Promise<void>;
  /** UNLISTEN: nothing is heard after it. */
  stop(): Promise<void>;
}

/** How long a fence may take before the reads that wait for it go to the database instead. */
const FENCE_TIMEOUT_MS = 2000;

type RawPool = { query(text: string): Promise<unknown> };

/**
 * LISTEN on `channel`, handing each payload to `hear`, and say when this process
 * has heard every write committed so far (ADR 025).
 *
 * PGlite: one process owns the database, and PGlite hands a commit's
 * notifications to its listeners (queued as microtasks while it reads the
 * COMMIT's answer) before the writer's `await` resumes, so before the write is
 * answered: nothing to wait for.
 *
 * PostgreSQL: the LISTEN connection hears another process's commit at some
 * later moment, so a request could arrive before it. The fence is a
 * notification of our own, sent on the channel after the request arrived:
 * PostgreSQL delivers notifications of different transactions in the order the
 * transactions committed, so once ours comes back every write committed before
 * it has been heard. Requests of one event-loop turn share one fence, and only
 * join one not sent yet. The fence commits asynchronously (nothing to keep).
 * A fence that fails or does not come back in time lets the reads through to
 * the database and drops every kept answer (`forget`): notifications may have
 * been lost with the connection; `forget` also runs when LISTEN is re-established.
 */
export async function createFence(
  database: Database,
  channel: string,
  hear: (payload: string) => void,
  forget: () => void,
): Promise<Fence> {
  if (database.kind === "pglite") {
    const stop = await database.listen(channel, hear);
    return { passed: () => Promise.resolve(), stop };
  }

  const token = randomBytes(8).toString("hex");
  const prefix = `fence:${token}:`;
  const waiting = new Map<number, () => void>();
  let sent = 0;
  function heardFence(n: number) {
    // Our fences come back in the order they were sent: this one passes every earlier one.
    for (const [k, resolve] of waiting) if (k <= n) resolve();
  }
  // Notifications sent while the LISTEN connection was down are lost (ADR 029): on
  // its return nothing kept before can be trusted.
  const stop = await database.listen(
    channel,
    (payload) => {
      if (payload.startsWith("fence:")) {
        if (payload.startsWith(prefix)) heardFence(Number(payload.slice(prefix.length)));
        return;
      }
      hear(payload);
    },
    forget,
  );
  const pool = (database.db as unknown as { $client: RawPool }).$client;

  function send(): Promise<void> {
    const n = ++sent;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error("read fence timed out")), FENCE_TIMEOUT_MS);
      const done = (err?: Error) => {
        clearTimeout(timer);
        waiting.delete(n);
        if (!err) return resolve();
        forget();
        reject(err);
      };
      waiting.set(n, () => done());
      // One simple-protocol round trip; channel and payload are ours (hex and digits), never input.
      pool
        .query(`begin; set local synchronous_commit = off; select pg_notify('${channel}', '${prefix}${n}'); commit`)
        .catch((err: Error) => done(err));
    });
  }

  let batch: Promise<void> | null = null;
  return {
    stop,
    passed() {
      // setImmediate runs after this turn's I/O callbacks: every request parsed in it joins.
      batch ??= new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          batch = null;
          send().then(resolve, reject);
        }),
      );
      return batch;
    },
  };
}

import type { Client } from "./https-client";

export interface LoadResult {
  /** Booking ids whose POST was answered 201/200 (the client was told "booked"). */
  acknowledged: Map<string, string>;
  /** Slots refused as taken (409): answered, not booked. */
  refused: number;
  /** Answers neither booked, taken nor retryable: each one fails the test. */
  unexpected: string[];
  requests: number;
  retries: number;
  /** 502/503/504 and network errors seen (each one retried with the same key). */
  transient: number;
  ms: number;
}

/**
 * `count` bookings of distinct (gear, day) slots through nginx, `concurrency` at
 * a time, each with its own Idempotency-Key. A 502/503/504 or a dropped
 * connection is sent again with the same key (what the web app does): the
 * server answers the first booking if it was made, else makes it. `onProgress`
 * sees the acknowledged count after each answer (the caller kills a process).
 */
export async function bookingLoad(opts: {
  api: Client;
  cookie: string;
  slots: { gearId: string; date: string }[];
  keyPrefix: string;
  concurrency: number;
  onProgress(acknowledged: number): void;
}): Promise<LoadResult> {
  const result: LoadResult = {
    acknowledged: new Map(),
    refused: 0,
    unexpected: [],
    requests: 0,
    retries: 0,
    transient: 0,
    ms: 0,
  };
  const started = Date.now();
  let next = 0;

  async function book(i: number) {
    const { gearId, date } = opts.slots[i]!;
    const key = `${opts.keyPrefix}-${i}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      if (attempt > 0) {
        result.retries++;
        await new Promise((r) => setTimeout(r, 100 * Math.min(attempt, 5)));
      }
      result.requests++;
      const answer = await opts.api
        .call("POST", "/api/bookings", {
          cookie: opts.cookie,
          headers: { "idempotency-key": key },
          body: { gearId, startDate: date, endDate: date },
        })
        .catch(() => null);
      if (!answer || [502, 503, 504].includes(answer.status)) {
        result.transient++;
        continue;
      }
      if (answer.status === 201 || answer.status === 200) {
        result.acknowledged.set(key, answer.json<{ booking: { id: string } }>().booking.id);
        opts.onProgress(result.acknowledged.size);
      } else if (answer.status === 409) result.refused++;
      else result.unexpected.push(`${key}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return;
    }
    result.unexpected.push(`${key}: no answer after 20 attempts`);
  }

  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < opts.slots.length) await book(next++);
    }),
  );
  result.ms = Date.now() - started;
  return result;
}

/**
 * The booking requests of bench/booking-create.ts, sent from a worker thread: a
 * load generator on the server's own event loop only sees an answer when that loop
 * gets to its sockets, so a run of PGlite work chained in microtasks showed up as
 * latency the clients would not have had. Started by `requestBookingsInWorker`.
 */
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import { addDays } from "../src/shared/dates";
import { runLoad } from "./load";

export interface BookingLoad {
  base: string;
  origin: string;
  cookies: string[];
  gearIds: string[];
  today: string;
  /** Makes each run's Idempotency-Keys its own. */
  keyPrefix: string;
  connections: number;
  seconds: number;
}

const load = workerData as BookingLoad;

// Open every connection first (one GET /api/health each): p99 is then the server's, not TCP set-up.
await Promise.all(
  Array.from({ length: load.connections }, () => fetch(`${load.base}/api/health`).then((res) => res.arrayBuffer())),
);
parentPort!.postMessage({ ready: true });
await new Promise((resolve) => parentPort!.once("message", resolve));

const renters = load.cookies.length;
const idle = performance.eventLoopUtilization();
const result = await runLoad({
  connections: load.connections,
  seconds: load.seconds,
  request: async (i) => {
    const start = addDays(load.today, 1 + ((i * 7919) % 85));
    const res = await fetch(`${load.base}/api/bookings`, {
      method: "POST",
      // fetch asks with "accept-encoding: gzip, deflate" and inflates the answer here, in this
      // process: the CPU per request below includes that (brotli's would cost more client CPU).
      headers: {
        "content-type": "application/json",
        origin: load.origin,
        cookie: load.cookies[i % renters]!,
        // Each renter from its own address, as they signed in: the per-address limit is per person.
        "x-forwarded-for": `10.0.${i % renters}.1`,
        "idempotency-key": `${load.keyPrefix}-${i}`,
      },
      body: JSON.stringify({
        gearId: load.gearIds[(i * 31) % load.gearIds.length],
        startDate: start,
        endDate: addDays(start, i % 3),
      }),
    });
    await res.arrayBuffer();
    return res.status;
  },
});
// How busy this thread was sending: a full one would mean the bench measured its own limit.
parentPort!.postMessage({ result, busy: performance.eventLoopUtilization(idle).utilization });

/** A small closed-loop load generator: `connections` loops issue requests for `seconds`. */
export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

export async function runLoad(opts: {
  connections: number;
  seconds: number;
  request: (i: number) => Promise<number>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + opts.seconds * 1000;
  let counter = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const status = await opts.request(counter++).catch(() => 0);
        latencies.push(performance.now() - t);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    statuses,
  };
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   ${JSON.stringify(r.statuses)}`;

import autocannon from "autocannon";
import Fastify from "fastify";

/** What one autocannon run of GET requests measured. */
export interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** Drive GETs of `paths` (round robin) at `base` with `connections` for `seconds`. */
export async function drive(base: string, paths: string[], connections: number, seconds: number): Promise<Figures> {
  // One worker thread: the load generator must not share the event loop the server (and PGlite) run on.
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    workers: 1,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * A bare Fastify hello-world on a loopback port: the scale the API benches are read
 * against, driven in the same run on the same machine so a busy machine shows in both.
 */
export async function startHelloWorld() {
  const hello = Fastify();
  hello.get("/", async () => ({ hello: "world" }));
  await hello.listen({ port: 0, host: "127.0.0.1" });
  return {
    base: `http://127.0.0.1:${(hello.server.address() as { port: number }).port}`,
    close: () => hello.close(),
  };
}

/** One printed line: latency, rate and the share of hello-world's rate. */
export function figuresLine(name: string, f: Figures, hello: Figures, width = 34) {
  const share = ((f.rps / hello.rps) * 100).toFixed(1).padStart(5);
  const errors = f.errors ? `   ${f.errors} errors` : "";
  return `${name.padEnd(width)} p50 ${f.p50.toFixed(0).padStart(4)} ms   p99 ${f.p99.toFixed(0).padStart(4)} ms   ${f.rps.toFixed(0).padStart(7)} req/s   ${share}% of hello-world${errors}`;
}

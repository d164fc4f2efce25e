import autocannon from "autocannon";
import { brotliCompressSync, constants } from "node:zlib";
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
    // As a browser asks: an answer of 1 KB or more comes back compressed, as it would to a person.
    headers: { "accept-encoding": "gzip, deflate, br" },
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

/**
 * A bare Fastify answering every GET with the same stored JSON text, brotli-compressed
 * once (as a kept answer is): how fast the load generator can go for an answer of
 * that size, the ceiling a cached read of it can reach here.
 */
export async function startFixedAnswer(json: string) {
  const br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
  const fixed = Fastify();
  fixed.get("/*", async (req, reply) => {
    reply.type("application/json; charset=utf-8");
    if (!/\bbr\b/.test(req.headers["accept-encoding"] ?? "")) return reply.send(json);
    return reply.header("content-encoding", "br").header("vary", "accept-encoding").send(br);
  });
  await fixed.listen({ port: 0, host: "127.0.0.1" });
  return {
    base: `http://127.0.0.1:${(fixed.server.address() as { port: number }).port}`,
    close: () => fixed.close(),
  };
}

/** One printed line: latency, rate and the share of hello-world's rate. */
export function figuresLine(name: string, f: Figures, hello: Figures, width = 34) {
  const share = ((f.rps / hello.rps) * 100).toFixed(1).padStart(5);
  const errors = f.errors ? `   ${f.errors} errors` : "";
  return `${name.padEnd(width)} p50 ${f.p50.toFixed(0).padStart(4)} ms   p99 ${f.p99.toFixed(0).padStart(4)} ms   ${f.rps.toFixed(0).padStart(7)} req/s   ${share}% of hello-world${errors}`;
}

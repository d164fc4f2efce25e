import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, type ServerProcess, startServerProcess } from "./test/server-process";

/** An OTLP/HTTP span as the JSON exporter sends it (only what the test reads). */
interface Span {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  scope: string;
}
const SERVER_KIND = 2;
const CLIENT_KIND = 3;
const BUCKET = "trace-test";

/**
 * One loopback server that is both the trace collector (OTLP/HTTP JSON at
 * /v1/traces, every span kept) and a stand-in S3 bucket that has nothing (404),
 * so a request for a public file makes the server fetch, and that fetch is traced.
 */
async function startReceiver() {
  const spans: Span[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url?.startsWith(`/${BUCKET}/`)) return void res.writeHead(404).end();
      if (req.method !== "POST" || req.url !== "/v1/traces") return void res.writeHead(404).end();
      contentTypes.push(String(req.headers["content-type"]));
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<Span, "scope">[] }[] }[];
      };
      for (const r of body.resourceSpans)
        for (const s of r.scopeSpans) for (const span of s.spans) spans.push({ ...span, scope: s.scope.name });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const attribute = (span: Span, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : String(v.intValue));
};

/** Spans leave in batches (every 100 ms here): wait for the one wanted, however loaded the machine. */
async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${what} arrived`);
}

/**
 * Tracing end to end (ADR 042): a real server process started as `npm run serve`
 * starts it (the bundle, tracing.js preloaded), exporting to a receiver this test
 * starts on loopback. On PostgreSQL (TEST_DATABASE_URL) a database of its own, and
 * the queries' spans are looked for too.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;

describe("OpenTelemetry tracing with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: ServerProcess;
  let admin: pg.Client | undefined;
  let bundle: string | undefined;
  const dbName = `sg_trace_${randomBytes(5).toString("hex")}`;

  beforeAll(async () => {
    bundle = await bundleServer("trace-test-");
    receiver = await startReceiver();
    let url: string | undefined;
    if (SERVER_URL) {
      admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${dbName}"`);
      const u = new URL(SERVER_URL);
      u.pathname = `/${dbName}`;
      url = u.toString();
    }
    server = await startServerProcess(
      url,
      false,
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: "100",
        OTEL_SERVICE_NAME: "sewagear-test",
        S3_ENDPOINT: receiver.url,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: "trace-test",
        S3_SECRET_ACCESS_KEY: "trace-test-secret",
        S3_FORCE_PATH_STYLE: "true",
      },
      // A first start migrates a new database: on a loaded two-core machine that can take minutes.
      { bundle, startTimeoutMs: 280_000 },
    );
  }, 300_000);

  afterAll(async () => {
    server?.stop();
    await receiver?.close();
    if (bundle) rmSync(bundle, { recursive: true, force: true });
    if (admin) {
      await new Promise((r) => setTimeout(r, 1000));
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it("sends the HTTP server span and the Fastify span with the request id, and the outgoing fetch in the same trace", async () => {
    const requestId = `trace-${randomBytes(6).toString("hex")}`;
    const res = await fetch(`${server.base}/files/public/gear/nothing-here.webp`, {
      headers: { "x-request-id": requestId },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe(requestId);

    const httpSpan = await eventually(
      () =>
        receiver.spans.find(
          (s) =>
            s.kind === SERVER_KIND &&
            s.scope.includes("instrumentation-http") &&
            attribute(s, "http.request.id") === requestId,
        ),
      "HTTP server span with the request id",
    );
    expect(attribute(httpSpan, "http.route") ?? httpSpan.name).toMatch(/files/);
    const fastifySpan = await eventually(
      () => receiver.spans.find((s) => s.scope.includes("fastify") && attribute(s, "http.request.id") === requestId),
      "Fastify span with the request id",
    );
    expect(fastifySpan.traceId).toBe(httpSpan.traceId);
    const fetchSpan = await eventually(
      () =>
        receiver.spans.find(
          (s) => s.scope.includes("instrumentation-undici") && s.kind === CLIENT_KIND && s.traceId === httpSpan.traceId,
        ),
      "outgoing fetch span in the request's trace",
    );
    expect(attribute(fetchSpan, "url.full")).toContain(`/${BUCKET}/public/gear/nothing-here.webp`);
    expect(attribute(fetchSpan, "http.response.status_code")).toBe("404");
    expect(receiver.contentTypes.every((t) => t.startsWith("application/json"))).toBe(true);

    if (SERVER_URL) {
      const query = await eventually(
        () => receiver.spans.find((s) => s.scope.includes("instrumentation-pg") && s.kind === CLIENT_KIND),
        "pg query span",
      );
      expect(attribute(query, "db.system") ?? attribute(query, "db.system.name")).toBe("postgresql");
    }
  });

  it("sends no span for the load balancer's health checks", async () => {
    const requestId = `health-${randomBytes(6).toString("hex")}`;
    expect((await fetch(`${server.base}/api/health`, { headers: { "x-request-id": requestId } })).status).toBe(200);
    // A later request's spans arriving means the health check's would have too.
    const later = `later-${randomBytes(6).toString("hex")}`;
    await fetch(`${server.base}/api/gear`, { headers: { "x-request-id": later } });
    await eventually(
      () => receiver.spans.find((s) => attribute(s, "http.request.id") === later),
      "later request's span",
    );
    expect(receiver.spans.filter((s) => attribute(s, "http.request.id") === requestId)).toEqual([]);
  });
});

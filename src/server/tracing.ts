import "./load-env";
import type { IncomingMessage } from "node:http";

/**
 * OpenTelemetry tracing, preloaded before the server's own modules
 * (`node --import ./build/server/tracing.js build/server/main.js`, as `npm run
 * serve`, `npm run worker` and the systemd units do): instrumentation patches
 * http and pg as they load, so it must be in place first (ADR 042).
 *
 * Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP, spans sent to
 * `<endpoint>/v1/traces`). Off, this file is all that loads: every OpenTelemetry
 * package is imported dynamically below — a static import would be hoisted to
 * the top of the bundle and loaded either way — so none is read from disk and
 * nothing is patched.
 */
async function startTracing() {
  // No ES-module loader hook is registered: pg is CommonJS, and on Node 24 even drizzle's `import pg`
  // goes through the CommonJS loader that the require hook patches (checked with the hook left out:
  // the pg spans still arrive). http is required by Fastify; fetch and Fastify report through
  // diagnostics channels.
  const [api, hooks, core, resources, sdk, otlp, { registerInstrumentations }, http, pg, undici, fastify] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/instrumentation"),
      import("@opentelemetry/instrumentation-http"),
      import("@opentelemetry/instrumentation-pg"),
      import("@opentelemetry/instrumentation-undici"),
      import("@fastify/otel"),
    ]);
  const { samplerFromEnv } = await import("./lib/trace-sampler");

  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(
    new core.CompositePropagator({
      propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
    }),
  );
  const provider = new sdk.TracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, as the specification names them.
    resource: resources
      .resourceFromAttributes({ "service.name": "sewagear" })
      .merge(resources.detectResources({ detectors: [resources.envDetector, resources.processDetector] })),
    sampler: samplerFromEnv(sdk, process.env),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new otlp.OTLPTraceExporter(),
        // The trace SDK reads no OTEL_BSP_* itself; this one lets a test (or a quiet shop) export sooner.
        scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || undefined,
      }),
    ],
  });
  api.trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation({
        // A load balancer asks every few seconds: a span each would drown the real ones.
        ignoreIncomingRequestHook: (req) => req.url === "/api/health",
        // The HTTP span ends after Fastify's, which has seen the request's id.
        applyCustomAttributesOnSpan(span, request) {
          const id = requestIds.get(request as IncomingMessage);
          if (id) span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
        },
      }),
      new pg.PgInstrumentation(),
      new undici.UndiciInstrumentation(),
      new fastify.FastifyOtelInstrumentation({
        // Through Fastify's initialization diagnostics channel: the app has no tracing line.
        registerOnInitialization: true,
        ignorePaths: (route) => route.url === "/api/health",
        // The id the app answers with (plugins/request-id.ts), so a span and its log lines meet.
        requestHook(span, request) {
          span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
          requestIds.set(request.raw, request.id);
        },
      }),
    ],
  });
  // What is still batched goes out on a normal exit; a signal's exit (lib/shutdown.ts) may cut the last batch.
  process.once("beforeExit", () => void provider.shutdown());
}

/** Each request's id as Fastify gave it, for the HTTP span (which only sees the raw request). */
const requestIds = new WeakMap<IncomingMessage, string>();

/** The span attribute naming the request's id (the X-Request-Id answer header and `reqId` in the log). */
const REQUEST_ID_ATTRIBUTE = "http.request.id";

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();

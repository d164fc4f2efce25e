import { z } from "zod";

const boolish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An IPv4/IPv6 address, optionally with a /prefix (what proxy-addr accepts). */
const ADDRESS_OR_CIDR = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: which hops of X-Forwarded-For to believe. `false`/`0` (none), a
 * number of proxies in front of us (nginx alone: 1), or their addresses/CIDRs
 * ("127.0.0.1,10.0.0.0/8", or proxy-addr's names loopback/linklocal/uniquelocal).
 * Never "every hop": then a client picks its own address by sending the header,
 * and every per-address limit is void. `true` (the old boolean) is read as one
 * proxy, with a warning, so a deployment behind one nginx keeps working.
 */
function readTrustProxy(raw: string, ctx: z.RefinementCtx): number | string[] | false {
  const v = raw.trim().toLowerCase();
  if (v === "false" || v === "no" || v === "0") return false;
  if (v === "true" || v === "yes") return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
  }
  const list = v.split(",").map((x) => x.trim());
  const named = new Set(["loopback", "linklocal", "uniquelocal"]);
  if (list.every((x) => named.has(x) || ADDRESS_OR_CIDR.test(x))) return list;
  ctx.addIssue({ code: "custom", message: "a number of proxies (0–10) or a comma list of addresses/CIDRs" });
  return z.NEVER;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: this
 * Fastify reads a bare number as "trust nobody" for the protocol and the address,
 * while proxy-addr calls the function with each hop's index (0: the socket peer),
 * so the first N hops — our proxies — are believed and no further.
 */
export function trustProxyOption(value: Config["TRUST_PROXY"]) {
  if (typeof value !== "number") return value;
  return (_address: string, hop: number) => hop < value;
}

/** Environment contract. Every variable is optional; defaults give a working local app. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  /**
   * Object storage for uploads (storage/s3.ts). Unset, files stay on disk under
   * DATA_DIR/uploads. Set S3_ENDPOINT (e.g. https://s3.ap-southeast-1.amazonaws.com,
   * or a MinIO/Garage/R2 address) with the bucket and both keys to keep them in an
   * S3-compatible bucket instead; `npm run storage:migrate` moves existing files there.
   * The bucket needs no public access: every file is served through the API.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name: 3–63 lower-case letters, digits, dots, hyphens")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** true: https://endpoint/bucket/key (MinIO and most self-hosted servers); false: https://bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: boolish.default(false),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("SewaGear <no-reply@sewagear.test>"),
  ADMIN_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a domain such as sewagear.my")
    .optional(),
  SEED_DEMO: boolish.default(true),
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TRUST_PROXY: z.string().default("false").transform(readTrustProxy),
  /**
   * Multiplies every per-address limit (plugins/rate-limit.ts); 0 turns them off.
   * Unit tests run with 0 (each test file builds hundreds of requests from one
   * address) except the limits' own tests; browser journeys use a larger factor.
   */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).max(1000).default(1),
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * The HMAC key of scam reports' identifiers (modules/scam-reports/keys.ts). Kept
   * out of the database so a copy of it does not carry the key beside the digests;
   * unset, one is generated and kept in app_secrets (fine locally, not in production).
   */
  SCAM_MATCH_KEY: z.string().min(32).optional(),
  /**
   * The Web Push key pair (modules/push/vapid.ts). Given, it wins (to keep one pair
   * across databases); unset, a pair is generated on the first start and kept in
   * app_secrets, since a new pair would orphan every browser's subscription.
   */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /**
   * Tests only: let push endpoints on loopback (127.0.0.0/8, ::1, any port) through,
   * for the local push service they start. Everywhere else a push goes to public
   * addresses on port 443 only (modules/push/endpoint-guard.ts).
   */
  PUSH_ALLOW_LOOPBACK: boolish.default(false),
  /**
   * Tests only: let external calendar URLs on loopback through, for the local feed
   * server tests start. Everywhere else a calendar is read from public addresses
   * only (lib/public-address.ts, modules/calendars/fetch-feed.ts).
   */
  CALENDAR_ALLOW_LOOPBACK: boolish.default(false),
  /** How long one read of an external calendar may take, redirects included. */
  CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The largest external calendar read (bytes); a Google Calendar of several busy years is well below. */
  CALENDAR_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(2_000_000),
  /** The contact push services see with every push. */
  VAPID_SUBJECT: z.string().default("mailto:admin@sewagear.my"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Base delay of the job retry backoff; tests shorten it. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /**
   * Run the job worker inside this web process (the default, so `npm start` sends
   * mail). false: web processes of a deployment with separate `npm run worker` ones.
   */
  RUN_WORKER: boolish.default(true),
  /** Days a finished job (and its payload) is kept: done ones, then failed ones (listed on /admin/jobs until then). */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).default(14),
  JOB_FAILED_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /**
   * Staying up (ADR 029). How long a request waits for a PostgreSQL connection before
   * it is answered 503: a dead server otherwise queues every request behind the pool.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Seconds a 503 (database unreachable, overloaded, draining) tells clients to wait (`Retry-After`). */
  RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** On SIGTERM/SIGINT: in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Event-loop delay (ms) above which new requests are answered 503 instead of queued; 0 turns the check off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * The bearer token Prometheus sends to scrape /metrics (plugins/metrics.ts).
   * Unset, /metrics answers 404 and no request is measured.
   */
  METRICS_TOKEN: z.string().min(16, "at least 16 characters (e.g. openssl rand -hex 32)").optional(),
});

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string; warnings: string[] };

/** Parse the environment, or throw one readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, "");
  // Accepted, but the operator should hear about it (buildApp logs these).
  const warnings = /^\s*(true|yes)\s*$/i.test(env.TRUST_PROXY ?? "")
    ? ["TRUST_PROXY=true is read as 1 (one proxy in front); set the number of proxies or their addresses"]
    : [];
  return { ...c, publicUrl, warnings };
}

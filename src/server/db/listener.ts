import pg from "pg";

/** Where connection trouble is reported; the app's logger once it exists (Database.useLogger). */
export interface DbLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ListenerOptions {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** Called after LISTEN is re-established: notifications sent meanwhile were lost (ADR 029). */
  onResync?: () => void;
  log: () => DbLog;
  connectTimeoutMs: number;
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs, with jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Back-off before reconnect attempt `attempt` (0-based): doubling, capped, ±25 % so processes do not reconnect in step. */
export function reconnectDelay(attempt: number, minMs: number, maxMs: number, random = Math.random): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 20));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * LISTEN on a dedicated connection that comes back by itself. A lost connection
 * (server restart, network cut) is reported, not thrown — an 'error' event with
 * no handler ends the process — and re-opened with back-off until it succeeds;
 * then `onResync` runs so the subscriber can make up for what it missed.
 * The first connection is made before this resolves, so start-up still fails
 * loudly on a wrong URL. Resolves to the stop function.
 */
export async function reconnectingListener(opts: ListenerOptions): Promise<() => Promise<void>> {
  const minDelayMs = opts.minDelayMs ?? 250;
  // Capped low: an attempt costs one refused connection, and every second without
  // LISTEN is a second of lost notifications (and of read fences waiting, ADR 025).
  const maxDelayMs = opts.maxDelayMs ?? 2_000;
  const quoted = `"${opts.channel.replace(/"/g, "")}"`;
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  async function open(): Promise<pg.Client> {
    const c = new pg.Client({
      connectionString: opts.url,
      connectionTimeoutMillis: opts.connectTimeoutMs,
      // A silently dropped connection (no RST) is noticed by TCP keepalive instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Only a connection that got as far as LISTEN can be lost; a failed attempt is the caller's.
    let live = false;
    const onLost = (err?: Error) => {
      if (!live) return;
      live = false;
      if (client === c) client = undefined;
      if (stopped) return;
      opts.log().warn({ err: err?.message, channel: opts.channel }, "database: LISTEN connection lost");
      schedule();
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    c.on("notification", (n) => n.channel === opts.channel && opts.onPayload(n.payload ?? ""));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
      live = true;
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    return c;
  }

  function schedule() {
    if (stopped || timer) return;
    const delay = reconnectDelay(attempt++, minDelayMs, maxDelayMs);
    timer = setTimeout(() => {
      timer = undefined;
      open().then(
        (c) => {
          if (stopped) return void c.end().catch(() => {});
          client = c;
          opts.log().info({ channel: opts.channel, attempts: attempt }, "database: LISTEN re-established");
          attempt = 0;
          opts.onResync?.();
        },
        (err: Error) => {
          opts.log().warn({ err: err.message, channel: opts.channel, attempt }, "database: LISTEN reconnect failed");
          schedule();
        },
      );
    }, delay);
  }

  client = await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

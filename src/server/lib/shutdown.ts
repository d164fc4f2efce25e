import type { FastifyInstance } from "fastify";
import { drain } from "../plugins/draining";

export interface ShutdownOptions {
  /** After this long the process exits even with requests still open (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * Graceful stop on SIGTERM/SIGINT: drain (new requests 503, accepted ones
 * finish), then close (listener, job worker, database) and exit 0. A hard
 * deadline exits 1 whatever is still running: a stuck request or a database
 * that does not answer must not keep a deploy or a restart waiting.
 */
export async function shutdownGracefully(app: FastifyInstance, signal: string, opts: ShutdownOptions): Promise<void> {
  const started = Date.now();
  app.log.info({ timeoutMs: opts.timeoutMs }, `${signal}: draining`);
  const deadline = setTimeout(() => {
    app.log.error({ afterMs: Date.now() - started }, "shutdown deadline passed: exiting with work still open");
    opts.exit(1);
  }, opts.timeoutMs);
  try {
    await drain(app);
    await app.close();
    app.log.info({ tookMs: Date.now() - started }, "shut down cleanly");
    clearTimeout(deadline);
    opts.exit(0);
  } catch (err) {
    app.log.error({ err }, "shutdown failed");
    clearTimeout(deadline);
    opts.exit(1);
  }
}

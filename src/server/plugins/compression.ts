import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { compressAnswers } from "../lib/kept-answers";

/**
 * Answers are compressed for a client that accepts it, from 1 KB up: those made
 * per request (JSON, rendered HTML) in one call each, brotli at quality 4 (11
 * costs tens of milliseconds per answer) or gzip; kept answers of the read cache
 * once each, then answered from there (lib/kept-answers.ts). The plugin is left
 * with streams: built files arrive already compressed (spa.ts serves the .br/.gz
 * the build made) and are passed through; the live event stream is hijacked and
 * written by hand, so never buffered here.
 */
export async function registerCompression(app: FastifyInstance) {
  compressAnswers(app);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
}

import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { compressKeptAnswers } from "../lib/kept-answers";

/**
 * Answers made per request (JSON, rendered HTML) are compressed for a client
 * that accepts it: brotli at quality 4 (the plugin's default; 11 costs tens of
 * milliseconds per answer) or gzip, from 1 KB up. Kept answers of the read cache
 * are compressed once each and answered from there (lib/kept-answers.ts). Built
 * files arrive already compressed (spa.ts serves the .br/.gz the build made) and
 * are passed through; the live event stream is hijacked and written by hand, so
 * never buffered here.
 */
export async function registerCompression(app: FastifyInstance) {
  compressKeptAnswers(app);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
}

import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * The bytes of kept answers (the read cache's, ADR 025) and their compressed
 * forms, each made once. The read cache hands out the same object to every
 * request for a kept answer, so a hit costs two WeakMap lookups instead of a
 * contract check, a JSON.stringify of up to 48 cards, its UTF-8 encoding and a
 * brotli stream per request (the compression plugin's way: a cached search page
 * served ~3,800 req/s compressed against ~23,000 plain). Kept answers are never
 * changed after they are made; the bytes go when their object does.
 */
type Encoding = "br" | "gzip";
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** Below this, compression costs more than it saves (as the plugin's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** The zod response serialiser (the contract's fields only, checked), run once per answer object. */
export const serializeOnceCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const done = new WeakMap<object, Buffer>();
  return ((data: unknown) => {
    if (typeof data !== "object" || data === null) return serialize(data);
    let body = done.get(data);
    if (body === undefined) {
      body = keptBytes(serialize(data));
      done.set(data, body);
    }
    // Fastify sends a Buffer as it is (its type says string).
    return body as unknown as string;
  }) as ReturnType<FastifySerializerCompiler<unknown>>;
};

/** `text` as bytes whose compressed forms are kept with them (a rendered page kept for many requests). */
export function keptBytes(text: string): Buffer {
  const body = Buffer.from(text);
  compressed.set(body, {});
  return body;
}

/** `body` (a kept answer's bytes) in `encoding`, compressed on first ask; undefined for other bytes. */
export function keptAnswerIn(body: Buffer, encoding: Encoding): Buffer | undefined {
  const forms = compressed.get(body);
  if (!forms) return undefined;
  // Brotli 6: a fifth smaller than gzip for ~0.2 ms once per answer (11 would take ~7 ms for a page of 12 cards).
  return (forms[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 6 }));
}

const etags = new WeakMap<Buffer, string>();

/** A weak validator of kept bytes, made once: the same in every process, whichever encoding is sent. */
export function keptEtag(body: Buffer): string {
  let etag = etags.get(body);
  if (etag === undefined)
    etags.set(body, (etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`));
  return etag;
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks
 * of GET): the client's stored copy is these bytes, so a 304 without them will do.
 */
export function isStillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === opaque;
  });
}

/**
 * The encoding to answer `accept-encoding` with: the highest q of br and gzip
 * (br on a tie; `*` stands for either), none when both are refused (q=0).
 */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q: Partial<Record<Encoding | "*", number>> = {};
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.split(";");
    const name = token.trim().toLowerCase();
    if (name !== "br" && name !== "gzip" && name !== "*") continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q["*"] ?? 0;
  const gzip = q.gzip ?? q["*"] ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? "br" : "gzip";
}

/** Browsers send one of a few headers: the last one's answer is kept (parsing it was ~1 % of a cached read). */
let lastHeader: string | undefined;
let lastChoice: Encoding | undefined;
function encodingFor(header: string | undefined): Encoding | undefined {
  if (header !== lastHeader) {
    lastChoice = chosenEncoding(header);
    lastHeader = header;
  }
  return lastChoice;
}

const wantsPlain = (req: FastifyRequest) => req.headers["x-no-compression"] !== undefined;

/** Text worth compressing (JSON, HTML, XML, SVG, scripts); images and archives are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * An answer made for this request alone, compressed at once in one call. The
 * compression plugin's way, a zlib stream per answer, made a 2 KB JSON answer
 * take 492 µs per request against 112 µs this way and 99 µs plain
 * (bench/answer-compression.ts). Brotli 4 as the plugin's default, told the size, or gzip 6.
 */
export function answerIn(text: string, encoding: Encoding): Buffer {
  const body = Buffer.from(text);
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}

const addVary = (reply: FastifyReply, name: string) => {
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, ${name}` : name);
};

/**
 * Sends every answer held in memory as cheaply as it can be. A kept answer (the
 * read cache's, a rendered public page) carries an ETag of its bytes, and a
 * client that holds them gets 304 without a body; otherwise it goes in its stored
 * compressed form. One made per request (a string: serialised JSON, rendered
 * HTML) is compressed at once. Runs before the compression plugin's own hook
 * (route-level), which then leaves an answer that already has a Content-Encoding
 * alone and is left with streams (files).
 */
export function compressAnswers(app: FastifyInstance) {
  app.addHook("onSend", (req, reply, payload, done) => {
    const kept = Buffer.isBuffer(payload) && compressed.has(payload);
    if (kept && reply.statusCode === 200) {
      const etag = keptEtag(payload);
      reply.header("etag", etag);
      // Its encoding follows accept-encoding whether or not this answer is compressed.
      addVary(reply, "accept-encoding");
      if (isStillFresh(req.headers["if-none-match"], etag)) {
        reply.code(304);
        return done(null, null);
      }
    }
    if ((!kept && typeof payload !== "string") || payload.length < COMPRESS_FROM_BYTES || wantsPlain(req))
      return done(null, payload);
    const encoding = encodingFor(req.headers["accept-encoding"]);
    if (!encoding || reply.hasHeader("content-encoding")) return done(null, payload);
    let body: Buffer | undefined;
    if (kept) body = keptAnswerIn(payload, encoding);
    else if (typeof payload === "string" && COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? "")))
      body = answerIn(payload, encoding);
    if (!body) return done(null, payload);
    reply.header("content-encoding", encoding);
    if (!kept || reply.statusCode !== 200) addVary(reply, "accept-encoding");
    done(null, body);
  });
}

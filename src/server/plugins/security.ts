import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";
import { AppError } from "../lib/errors";
import { msg } from "../../shared/i18n/message";
import { REACT_ARIA_STYLE_HASHES } from "./inline-styles";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Headers, the HTTPS redirect and the cross-origin write refusal.
 * - CSP allows our own scripts and styles only, and React Aria's two injected
 *   `<style>` elements by hash (inline-styles.ts); images also from the map tile host.
 * - HSTS only when served over HTTPS (sending it over HTTP has no effect, and on
 *   localhost it would pin a developer's browser).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith("https://");
  const headers = appSecurityHeaders(config);
  noStoreForSignedIn(app);

  const ownOrigin = new URL(config.publicUrl).origin;
  // The redirect goes to the configured public host, never to whatever Host the
  // client sent (that would make us an open redirect to any site).
  const publicHost = new URL(config.publicUrl).host;

  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(headers);
    // Seed section 9: HTTP goes to HTTPS except on localhost. Only when the public
    // URL is https (else there is no TLS to go to); req.protocol honours TRUST_PROXY.
    if (https && req.protocol === "http" && !LOCAL_HOSTS.has(req.hostname)) {
      // Answered here: a callback hook that replies does not call done().
      return void reply.redirect(`https://${publicHost}${req.url}`, 301);
    }
    // A write from another site's page is refused: cookies are SameSite=Lax, and
    // this covers browsers and subdomains that Lax alone would let through.
    if (!SAFE_METHODS.has(req.method)) {
      const origin = req.headers.origin;
      const site = req.headers["sec-fetch-site"];
      // Same-origin is the public URL, or the host the request was sent to.
      const sameOrigin = !origin || origin === ownOrigin || origin === `${req.protocol}://${req.host}`;
      if (!sameOrigin || site === "cross-site") {
        // Handed to the error handler, not sent, so it is said in the caller's language.
        return done(new AppError("FOREIGN_ORIGIN", 403, msg("errors", "FOREIGN_ORIGIN")));
      }
    }
    done();
  });
}

/**
 * Every answer's security headers, the same for all (the router's own refusals in
 * errors.ts send them too, as they are answered before any hook runs).
 */
export function appSecurityHeaders(config: Config): Record<string, string> {
  const tileOrigin = safeOrigin(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, "a"));
  const https = config.publicUrl.startsWith("https://");
  return securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...REACT_ARIA_STYLE_HASHES],
        imgSrc: ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * An answer for a signed-in caller (or one that sets a cookie) may carry personal
 * data: bank details, notifications, the session itself. `no-store` keeps it out
 * of the browser's disk cache and out of any shared proxy cache. Static files are
 * left alone (the browser sends the cookie with them too, but they are the same
 * for everyone); the live event stream keeps its own header.
 */
function noStoreForSignedIn(app: FastifyInstance) {
  app.addHook("onSend", (req, reply, payload, done) => {
    const setsCookie = reply.hasHeader("set-cookie");
    const signedIn = req.url.startsWith("/api/") && /(^|;\s*)(__Secure-)?sewagear\./.test(req.headers.cookie ?? "");
    const stream = String(reply.getHeader("content-type") ?? "").startsWith("text/event-stream");
    if ((setsCookie || signedIn) && !stream && !String(reply.getHeader("cache-control") ?? "").includes("no-store")) {
      reply.header("cache-control", "private, no-store");
    }
    done(null, payload);
  });
}

/**
 * Helmet's headers for `options`, worked out once. Every directive here is a
 * constant, so every response gets the same headers; @fastify/helmet built
 * Helmet's middleware (and parsed the CSP) again for every request, which was
 * about a seventh of a cached public read's CPU.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

import type { FastifyInstance } from "fastify";

/**
 * A page's URL with a trailing slash (`/gear/x/`, `/ms/`) is the same page under a
 * second address: it answered the app shell with 200, so a crawler saw a page
 * without its content and a shared link split the page's previews. It is now
 * redirected, 308, to the URL without the slash, query kept (issue 33). The API
 * is left alone: a client's path is its own mistake, not a page.
 */
export function registerTrailingSlashRedirect(app: FastifyInstance) {
  app.addHook("onRequest", (req, reply, done) => {
    if (req.method !== "GET" && req.method !== "HEAD") return done();
    const q = req.url.indexOf("?");
    const path = q === -1 ? req.url : req.url.slice(0, q);
    if (path.length < 2 || !path.endsWith("/") || path.startsWith("/api/")) return done();
    // One leading slash: `//host/` must not become `//host`, another site's address.
    const bare = `/${path.replace(/^\/+|\/+$/g, "")}`;
    void reply.redirect(bare + (q === -1 ? "" : req.url.slice(q)), 308);
  });
}

import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MALAY_PREFIX } from "../../../shared/i18n/language-paths";
import type { Language } from "../../../shared/i18n/languages";
import type { ServerEntry } from "../../../shared/ssr-contracts";
import { keptBytes } from "../../lib/kept-answers";
import { readCacheOf } from "../../lib/read-cache";
import { todayInMalaysia } from "../../../shared/dates";
import { getActor } from "../../plugins/actor";
import { resolveLanguage } from "../../plugins/request-language";
import { headHtml, pageHead } from "./head";
import { isMissing, loadPageData, type PublicPage } from "./page-data";
import { createRenderedPages } from "./rendered-pages";
import { type PageTemplate, readTemplate } from "./template";

export interface PublicPagesOptions {
  distDir: string;
  /** The server entry; by default the `vite build --ssr` output in `<distDir>/ssr`. */
  loadEntry?: () => Promise<ServerEntry>;
}

const PAGES: [string, PublicPage][] = [
  ["/", "home"],
  ["/learnmore", "learnmore"],
  ["/gear/:id", "gear"],
  ["/owner/:identifier", "owner"],
  ["/wanted", "wanted"],
];

/**
 * A page under /ms is Malay whoever asks (its own URL, issue 33); any other as the
 * device chose (its cookie), else the browser's languages: the one rule
 * (plugins/request-language.ts) without the account, as these pages are
 * rendered signed out (the web then follows the session's language).
 */
function pageLanguage(req: FastifyRequest): Language {
  return resolveLanguage({ path: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
}

/**
 * /, /learnmore, /gear/:id, /owner/:identifier and /wanted rendered on the
 * server with their data (ADR 023); every other page stays the client-rendered
 * shell (plugins/spa.ts). Returns false when there is no server build.
 */
export async function registerPublicPages(app: FastifyInstance, { distDir, loadEntry }: PublicPagesOptions) {
  const entryFile = path.join(distDir, "ssr", "entry-server.js");
  if (!loadEntry && !existsSync(entryFile)) {
    app.log.warn(`no server build at ${entryFile}: public pages are client-rendered`);
    return false;
  }
  // <distDir>/ssr is this server's render bundle, not a file for browsers (the static files are served from distDir).
  app.addHook("onRequest", (req, reply, done) => {
    if (req.url.startsWith("/ssr/")) return reply.callNotFound();
    done();
  });
  const entry = await (loadEntry ? loadEntry() : (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>));
  const template = readTemplate(distDir);
  const { db, database, config } = app.deps;
  // The app's one read cache (ADR 025), shared with the API routes.
  const cache = readCacheOf(database);
  const rendered = createRenderedPages();

  async function renderPage(page: PublicPage, req: FastifyRequest, reply: FastifyReply) {
    const url = req.url;
    const search = url.includes("?") ? url.slice(url.indexOf("?")) : "";
    const language = pageLanguage(req);
    const actor = await getActor(req).catch(() => null);
    // Vary: the same URL is the rendered page signed out and the shell signed in.
    reply.header("cache-control", "no-cache").header("vary", "cookie, accept-language");
    // Signed in, the page is the client's to render, as before (issue 16 leaves signed-in pages so):
    // the nav bar, student rates and language follow the session, which the server render leaves out.
    if (actor) return reply.sendFile("index.html");
    const data = await loadPageData({ db, cache, language }, page, req.params as Record<string, string>, search);
    const status = isMissing(data) ? 404 : 200;
    try {
      const sent = await rendered.get(`${language} ${todayInMalaysia()} ${url}`, JSON.stringify(data), async () => {
        const { html, headLinks, state } = await entry.render({ url, language, data, signedOut: true });
        const head = headHtml(pageHead(data, language, config.publicUrl), language, config.publicUrl);
        return { status, body: keptBytes(template.fill({ lang: language, head, headLinks, html, state, page })) };
      });
      allowInline(reply, template);
      return reply.status(sent.status).type("text/html; charset=utf-8").send(sent.body);
    } catch (err) {
      // The page still works, rendered by the client as before.
      req.log.error({ err, url }, "server render failed; sending the client-rendered shell");
      return reply.status(status).sendFile("index.html", { etag: false, lastModified: false });
    }
  }

  for (const [route, page] of PAGES) {
    app.get(route, (req, reply) => renderPage(page, req, reply));
    app.get(route === "/" ? MALAY_PREFIX : `${MALAY_PREFIX}${route}`, (req, reply) => renderPage(page, req, reply));
  }
  return true;
}

/** The page's CSP (set by the security plugin) also allows, by hash, the stylesheet and start script the template inlined. */
function allowInline(reply: FastifyReply, { styleHash, scriptHash }: PageTemplate) {
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp !== "string") return;
  let allowed = csp.replace(/(^|;)script-src /, `$1script-src ${scriptHash} `);
  if (styleHash) allowed = allowed.replace(/(^|;)style-src /, `$1style-src ${styleHash} `);
  reply.header("content-security-policy", allowed);
}

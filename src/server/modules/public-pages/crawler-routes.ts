import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pathInLanguage } from "../../../shared/i18n/language-paths";
import { LANGUAGES } from "../../../shared/i18n/languages";
import { listPublicGear, listPublicOwners } from "./repository";

/** Areas with nothing for a search engine: sign-in, accounts, back office, bookings, the API. */
const PRIVATE_PATHS = [
  "/api/",
  "/auth/",
  "/admin",
  "/staff",
  "/accountant",
  "/owners/",
  "/profile",
  "/booking",
  "/invoices/",
  "/credit-notes/",
  "/payslips/",
  "/filters",
  "/unsubscribe/",
  "/vouchers",
  "/debug-reviews",
];

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** /robots.txt and /sitemap.xml: the public pages in, the private areas out. */
export async function crawlerRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const base = config.publicUrl;

  const text = (description: string, type: string) => ({
    200: { description, content: { [type]: { schema: z.string() } } },
  });

  app.get(
    "/robots.txt",
    { schema: { summary: "Read the crawler rules", response: text("The crawler rules.", "text/plain") } },
    async (_req, reply) => {
      const lines = [
        "User-agent: *",
        ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
        "Allow: /",
        "",
        `Sitemap: ${base}/sitemap.xml`,
      ];
      return reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(`${lines.join("\n")}\n`);
    },
  );

  /**
   * Every public page once per language, each entry naming both languages' URLs
   * and the x-default (Google's sitemap form of hreflang), so a Malay search finds the Malay page.
   */
  app.get(
    "/sitemap.xml",
    {
      schema: {
        summary: "Read the sitemap of public pages, in both languages",
        response: text("The public pages, as a sitemap.", "application/xml"),
      },
    },
    async (_req, reply) => {
      const [items, owners] = await Promise.all([listPublicGear(db), listPublicOwners(db)]);
      const loc = (path: string) => xmlEscape(`${base}${path}`);
      const alternate = (lang: string, path: string) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${loc(path)}"/>`;
      const url = (path: string, lastmod?: Date) => {
        const alternates = [
          ...LANGUAGES.map((l) => alternate(l, pathInLanguage(path, l))),
          alternate("x-default", pathInLanguage(path, "en")),
        ].join("");
        const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
        return LANGUAGES.map((l) => `  <url><loc>${loc(pathInLanguage(path, l))}</loc>${modified}${alternates}</url>`);
      };
      const urls = [
        url("/"),
        url("/learnmore"),
        url("/wanted"),
        ...items.map((g) => url(`/gear/${encodeURIComponent(g.id)}`, g.updatedAt)),
        ...owners.map((o) => url(`/owner/${encodeURIComponent(o.username)}`)),
      ].flat();
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
      return reply.type("application/xml; charset=utf-8").header("cache-control", "no-cache").send(xml);
    },
  );
}

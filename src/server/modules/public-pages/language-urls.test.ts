import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { buildGear, buildGearPhoto, buildOwner } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { buildWebApp } from "../../test/web-app";

/**
 * Both languages as a crawler finds them (issue 33), app.inject and no JavaScript:
 * Malay at its own URLs, each page naming both languages, the sitemap listing both,
 * and a trailing slash sent to the page's one URL.
 */
let ctx: TestApp;
let web: App;
let camera: { id: string };
const OWNER = "kamera_kl";

beforeAll(async () => {
  ctx = await buildTestApp();
  web = await buildWebApp(ctx);
  const owner = await buildOwner(ctx, { username: OWNER, displayName: "Kamera KL", profile: { state: "Selangor" } });
  camera = await buildGear(ctx, { ownerId: owner.id, name: "Canon R5", pricePerDay: 12_000, state: "Penang" });
  await buildGearPhoto(ctx, camera.id, "r5");
  // The first render compiles the web code through vitest: slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: "GET", url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** The page's hreflang alternates, language → URL. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );

describe("Malay at its own URLs", () => {
  it("the Malay gear page is Malay on the server: title, description and body, whatever the browser asks", async () => {
    // An English browser and an English cookie: the URL says Malay.
    const res = await get(`/ms/gear/${camera.id}`, { "accept-language": "en", cookie: "lang=en" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="ms"');
    expect(html).toContain("<title>Canon R5 · SewaGear</title>");
    expect(meta(html, "description")).toBe(
      "Canon R5 untuk disewa dari RM 120.00 sehari, oleh Kamera KL di Penang, di SewaGear.",
    );
    expect(meta(html, "og:locale")).toBe("ms_MY");
    // The page's own text, rendered: what the calendar says while it loads, and the owner card.
    expect(html).toContain("Memuatkan ketersediaan");
    expect(html).not.toContain("Loading availability");
    // Its links stay at Malay URLs (the router's basename).
    expect(html).toContain(`href="/ms/owner/${OWNER}"`);
  });

  it("each of the five pages has a Malay URL rendered in Malay, canonical to itself", async () => {
    const base = ctx.config.publicUrl;
    for (const [url, english] of [
      ["/ms", "/"],
      ["/ms/learnmore", "/learnmore"],
      [`/ms/gear/${camera.id}`, `/gear/${camera.id}`],
      [`/ms/owner/${OWNER}`, `/owner/${OWNER}`],
      ["/ms/wanted", "/wanted"],
    ] as const) {
      const ms = await get(url);
      expect(ms.statusCode, url).toBe(200);
      expect(ms.body, url).toContain('<html lang="ms"');
      expect(canonical(ms.body), url).toBe(`${base}${url}`);
      const en = await get(english);
      expect(en.body, english).toContain('<html lang="en"');
      expect(canonical(en.body), english).toBe(`${base}${english}`);
      // hreflang both ways, and the unprefixed URL as x-default.
      const pair = { en: `${base}${english}`, ms: `${base}${url}` };
      for (const page of [ms.body, en.body]) {
        expect(alternates(page), url).toEqual({ en: pair.en, ms: pair.ms, "x-default": pair.en });
      }
    }
    expect((await get("/ms/wanted")).body).toContain("<title>Dicari · SewaGear</title>");
  });

  it("an unprefixed page shown in Malay by the cookie names the Malay URL as its canonical", async () => {
    const res = await get(`/gear/${camera.id}`, { cookie: "lang=ms" });
    expect(res.body).toContain('<html lang="ms"');
    expect(canonical(res.body)).toBe(`${ctx.config.publicUrl}/ms/gear/${camera.id}`);
  });

  it("the sitemap lists every page in both languages, each with both alternates and x-default", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const base = ctx.config.publicUrl;
    const entries = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?(.*?)<\/url>/g)].map(
      (m) => ({
        loc: m[1]!.replace(base, ""),
        alternates: Object.fromEntries(
          [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
            a[1]!,
            a[2]!.replace(base, ""),
          ]),
        ),
      }),
    );
    const locs = entries.map((e) => e.loc);
    for (const [en, ms] of [
      ["/", "/ms"],
      ["/learnmore", "/ms/learnmore"],
      ["/wanted", "/ms/wanted"],
      [`/gear/${camera.id}`, `/ms/gear/${camera.id}`],
      [`/owner/${OWNER}`, `/ms/owner/${OWNER}`],
    ]) {
      expect(locs).toEqual(expect.arrayContaining([en, ms]));
      for (const loc of [en, ms]) {
        expect(entries.find((e) => e.loc === loc)!.alternates, loc).toEqual({ en, ms, "x-default": en });
      }
    }
    // Every entry has its pair: as many Malay URLs as English ones.
    expect(locs.filter((l) => l.startsWith("/ms")).length * 2).toBe(locs.length);
  });
});

describe("one URL per page", () => {
  it("a trailing slash is redirected (308) to the URL without it, query kept", async () => {
    for (const [from, to] of [
      [`/gear/${camera.id}/`, `/gear/${camera.id}`],
      [`/ms/gear/${camera.id}/`, `/ms/gear/${camera.id}`],
      ["/ms/", "/ms"],
      ["/learnmore/?q=Canon&sort=newest", "/learnmore?q=Canon&sort=newest"],
      [`/owner/${OWNER}//`, `/owner/${OWNER}`],
      // Never to another site: `//host` would be one.
      ["//example.com/", "/example.com"],
    ] as const) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(308);
      expect(res.headers.location, from).toBe(to);
    }
    const page = await get(`/gear/${camera.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Canon R5");
  });

  it("leaves the API's paths and the site root alone", async () => {
    expect((await get("/")).statusCode).toBe(200);
    const api = await get("/api/health/");
    expect(api.statusCode).not.toBe(308);
  });
});

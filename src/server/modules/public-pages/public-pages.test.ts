import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { tmpdir } from "node:os";
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../../shared/i18n/en";
import { buildApp, type App } from "../../app";
import { buildGear, buildGearPhoto, buildOwner } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";

/**
 * The public pages as a crawler or a link preview sees them: app.inject, no
 * JavaScript run. The app serves the source index.html as its template and the
 * server entry through vitest's own TypeScript support (never a stale build).
 */
let ctx: TestApp;
let web: App;
let owner: { id: string; cookie: string };
let camera: { id: string; name: string };
let archived: { id: string };
const OWNER = "lensmaster_ssr";
const STYLESHEET = ".text-ink{color:#0f172a}\n";
const renders: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  const distDir = await mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "web-"));
  // The source index.html, with a stylesheet linked as the build links it.
  const source = await readFile(path.resolve("src/web/index.html"), "utf8");
  const index = source.replace("</head>", `<link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head>`);
  await writeFile(path.join(distDir, "index.html"), index);
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "assets", "app.css"), STYLESHEET);
  await mkdir(path.join(distDir, "ssr"));
  await writeFile(path.join(distDir, "ssr", "entry-server.js"), "export const secret = 1;\n");
  web = await buildApp({
    config: ctx.config,
    database: ctx.database,
    secret: "x".repeat(32),
    distDir,
    // The real server entry, counting its renders.
    ssrEntry: async () => {
      const entry = await import("../../../web/entry-server");
      return {
        render: (request) => {
          renders.push(`${request.language} ${request.url}`);
          return entry.render(request);
        },
      };
    },
  });
  await web.ready();
  owner = await buildOwner(ctx, {
    username: OWNER,
    displayName: "Lens Master",
    profile: { state: "Selangor", bio: "Cinema lenses" },
  });
  camera = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 <Cinema>", pricePerDay: 15_000, state: "Penang" });
  await buildGearPhoto(ctx, camera.id, "fx3");
  archived = await buildGear(ctx, { ownerId: owner.id, name: "Old Lens", status: "archived" });
  // Gear of a suspended owner is not public either.
  const gone = await buildOwner(ctx, { username: "gone_owner", profile: { status: "suspended" } });
  await buildGear(ctx, { ownerId: gone.id, name: "Hidden" });
  // The first render compiles the web code through vitest: slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: "GET", url, headers });
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, never>;
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("server-rendered public pages", () => {
  it("a gear page carries its title, preview tags, JSON-LD and its content, rendered", async () => {
    const res = await get(`/gear/${camera.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain("<title>Sony FX3 &lt;Cinema&gt; · SewaGear</title>");
    expect(html).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/gear/${camera.id}" />`);
    expect(meta(html, "og:title")).toBe("Sony FX3 &lt;Cinema&gt; · SewaGear");
    expect(meta(html, "og:description")).toBe(
      "Sony FX3 &lt;Cinema&gt; for rent from RM 150.00 a day, by Lens Master in Penang, on SewaGear.",
    );
    expect(meta(html, "og:image")).toMatch(new RegExp(`^${ctx.config.publicUrl}/.+`));
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "product:price:currency")).toBe("MYR");
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Sony FX3 <Cinema>",
      offers: { "@type": "Offer", price: "150.00", priceCurrency: "MYR", seller: { name: "Lens Master" } },
    });
    // The page itself, not an empty shell, and the data the client hydrates from.
    expect(html).toMatch(/<h1[^>]*>Sony FX3 &lt;Cinema&gt;<\/h1>/);
    expect(html).toContain('<script type="application/json" id="sewagear-state">');
    // The strings the render read travel with it (ADR 043): its first view fetches no texts before
    // it hydrates. Only those: a namespace whole would be the chunk's bytes again, in the HTML.
    const state = JSON.parse(/id="sewagear-state">(.*?)<\/script>/s.exec(html)![1]!) as {
      texts: Record<string, Record<string, unknown>>;
    };
    expect(state.texts.meta?.["app.description"], "read by the client before it hydrates").toBe(
      en.meta.app.description,
    );
    expect(Object.values(state.texts.nav ?? {})).toContain(en.nav.footer);
    expect(Object.keys(state.texts.gear ?? {}).length).toBeLessThan(leaves(en.gear) / 2);
    // No part left to stream in.
    expect(html).not.toContain("<template");
  });

  it("says the lowest rate any rental length pays, not a base price no length pays (issue 30 item 3)", async () => {
    // RM 200 a day, but tiers of 210 (1-3 days), 160 (4-6) and 150 (7+): nobody pays 200.
    const tiered = await buildGear(ctx, {
      ownerId: owner.id,
      name: "Tiered Lens",
      pricePerDay: 20_000,
      enableMultiplePricing: true,
      pricingTiers: [
        { minDays: 1, maxDays: 3, price: 21_000 },
        { minDays: 4, maxDays: 6, price: 16_000 },
        { minDays: 7, maxDays: null, price: 15_000 },
      ],
    });
    const html = (await get(`/gear/${tiered.id}`)).body;
    expect(meta(html, "og:description")).toBe(
      "Tiered Lens for rent from RM 150.00 a day, by Lens Master, on SewaGear.",
    );
    expect(meta(html, "product:price:amount")).toBe("150.00");
    expect(jsonLd(html)).toMatchObject({ offers: { price: "150.00" } });
    // Out of the other tests' sight (the sitemap lists exactly the camera).
    await ctx.db.execute(sql`delete from gear where id = ${tiered.id}`);
  });

  it("inlines the stylesheet, starts the app from one inline script after load, and its CSP allows exactly those", async () => {
    const res = await get(`/gear/${camera.id}`);
    const html = res.body;
    expect(html).toContain(`<style>${STYLESHEET}</style>`);
    expect(html).not.toContain('href="/assets/app.css"');
    // The entry is not in the page as a tag: the start script adds it once the page has loaded.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    const inline = [...html.matchAll(/<(script|style)((?:(?!>)[^])*)>([^]*?)<\/\1>/g)].filter(
      ([, , attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!),
    );
    expect(inline.map(([, tag]) => tag).sort()).toEqual(["script", "style"]);
    expect(inline.find(([, tag]) => tag === "script")![2]).toContain('data-entry="/main.tsx"');
    const csp = String(res.headers["content-security-policy"]);
    const sources = (directive: string) => new RegExp(`(?:^|;)${directive} ([^;]*)`).exec(csp)![1]!.split(" ");
    for (const [, tag, , text] of inline) {
      const hash = `'sha256-${createHash("sha256").update(text!).digest("base64")}'`;
      expect(sources(`${tag}-src`), `${tag} allowed by hash`).toContain(hash);
    }
    // Nothing else inline is allowed: no 'unsafe-inline', and scripts only these.
    expect(csp).not.toContain("unsafe-inline");
    expect(sources("script-src")).toEqual([expect.stringMatching(/^'sha256-/), "'self'"]);
  });

  it("renders in Malay for a Malay browser or the language cookie", async () => {
    const byHeader = await get(`/gear/${camera.id}`, { "accept-language": "ms-MY,ms;q=0.9" });
    expect(byHeader.body).toContain('<html lang="ms"');
    expect(meta(byHeader.body, "og:description")).toContain("untuk disewa dari RM 150.00 sehari");
    const byCookie = await get("/learnmore", { cookie: "lang=ms", "accept-language": "en" });
    expect(byCookie.body).toContain('<html lang="ms"');
    expect(byCookie.body).toContain("Peralatan Tersedia");
  });

  it("an owner page carries its title, preview tags and a ProfilePage with their gear", async () => {
    const res = await get(`/owner/${OWNER}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Lens Master · SewaGear</title>");
    expect(meta(res.body, "og:type")).toBe("profile");
    expect(meta(res.body, "twitter:title")).toBe("Lens Master · SewaGear");
    const ld = jsonLd(res.body);
    expect(ld).toMatchObject({ "@type": "ProfilePage", mainEntity: { name: "Lens Master", alternateName: OWNER } });
    expect(JSON.stringify(ld)).toContain(`/gear/${camera.id}`);
    expect(JSON.stringify(ld)).not.toContain(archived.id);
  });

  it("archived and unknown gear, and unknown owners, answer 404 with the app's page", async () => {
    for (const url of [`/gear/${archived.id}`, "/gear/nosuchgear", "/owner/nobody_here", "/owner/gone_owner"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"><');
      expect(res.body, url).not.toContain("application/ld+json");
    }
    expect((await get(`/gear/${archived.id}`)).body).toContain("Gear not found");
  });

  it("the home page and the Wanted board are rendered with their data", async () => {
    const home = await get("/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Sony FX3 &lt;Cinema&gt;");
    const wanted = await get("/wanted");
    expect(wanted.statusCode).toBe(200);
    expect(wanted.body).toContain("<title>Wanted · SewaGear</title>");
  });

  it("renders /learnmore as its filter form submitted before the app started asks: RM as typed, linked canonically", async () => {
    // The camera is RM 150 a day: in under RM 200, out under RM 100 (not under 200 sen).
    const asked = (max: string) =>
      get(`/learnmore?entered=form&q=Sony&category=&state=&minPrice=&maxPrice=${max}&from=&to=&sort=newest`);
    const res = await asked("200");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sony FX3 &lt;Cinema&gt;");
    expect((await asked("100")).body).not.toContain("Sony FX3 &lt;Cinema&gt;");
    expect(res.body).toContain(
      `<link rel="canonical" href="${ctx.config.publicUrl}/learnmore?q=Sony&amp;maxPrice=20000" />`,
    );
    // The form says so with its hidden field, and submits to the page itself.
    expect(res.body).toMatch(/<form [^>]*action="\/learnmore" method="get">/);
    expect(res.body).toContain('<input type="hidden" name="entered" value="form"/>');
  });

  it("keeps a rendered page while what it shows is unchanged, and renders it again after a write", async () => {
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d", pricePerDay: 9_000 });
    const url = `/gear/${item.id}`;
    const count = (lang: string) => renders.filter((r) => r === `${lang} ${url}`).length;
    const first = await get(url);
    expect(first.body).toContain("Aputure 600d");
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(count("en")).toBe(1);
    // The browser's stored copy is still the page: 304 without a body, nothing rendered.
    const etag = first.headers.etag as string;
    expect(again.headers.etag).toBe(etag);
    const unchanged = await get(url, { "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers["cache-control"]).toBe("no-cache");
    // Compressed once, from the kept page.
    const br = await get(url, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
    // Another language is another page.
    expect((await get(url, { "accept-language": "ms" })).body).toContain('<html lang="ms"');
    expect(count("ms")).toBe(1);
    // The owner renames it: the next request shows the new name.
    const renamed = await ctx.request.patch(`/api/gear/${item.id}`, { name: "Aputure 600d Pro" }, { as: owner });
    expect(renamed.statusCode).toBe(200);
    const after = await get(url, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("Aputure 600d Pro");
    expect(after.headers.etag).not.toBe(etag);
    expect(count("en")).toBe(2);
    // Archived, the kept page goes too: 404 (and out of the sitemap the next test reads).
    await ctx.db.execute(sql`update gear set status = 'archived' where id = ${item.id}`);
    expect((await get(url)).statusCode).toBe(404);
  });

  it("signed in, the page is the client-rendered shell, as before", async () => {
    const res = await get(`/gear/${camera.id}`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain("sewagear-state");
  });

  it("the sitemap lists exactly the active gear and the owners with a public profile", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ctx.config.publicUrl, ""));
    const gearLocs = locs.filter((l) => l.startsWith("/gear/"));
    const ownerLocs = locs.filter((l) => l.startsWith("/owner/"));
    expect(gearLocs).toEqual([`/gear/${camera.id}`]);
    expect(ownerLocs).toEqual([`/owner/${OWNER}`]);
    expect(locs).toEqual(expect.arrayContaining(["/", "/learnmore", "/wanted"]));
  });

  it("the server's render bundle is not served", async () => {
    const res = await get("/ssr/entry-server.js");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("secret");
  });

  it("robots.txt keeps the private areas out and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    for (const path of ["/api/", "/admin", "/owners/", "/profile", "/booking"]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).not.toMatch(/Disallow: \/owner\/|Disallow: \/gear|Disallow: \/wanted/);
    expect(res.body).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`);
  });
});

/** The number of texts in a catalogue's tree. */
const leaves = (tree: object): number =>
  Object.values(tree).reduce<number>((n, v) => n + (v && typeof v === "object" ? leaves(v as object) : 1), 0);

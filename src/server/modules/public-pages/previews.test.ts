import jsonld from "jsonld";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { buildGear, buildGearPhoto, buildOwner } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { buildWebApp } from "../../test/web-app";

/**
 * What a link preview or a search engine reads from a page (issue 33): the owner
 * page's structured data checked against schema.org's types, and preview images
 * every app shows (a 1200×630 JPEG beside the page's WebP).
 */
let ctx: TestApp;
let web: App;
let camera: { id: string };
const OWNER = "studio_ipoh";
const BARE = "no_photos_yet";

beforeAll(async () => {
  ctx = await buildTestApp();
  web = await buildWebApp(ctx);
  const owner = await buildOwner(ctx, { username: OWNER, displayName: "Studio Ipoh", profile: { state: "Perak" } });
  camera = await buildGear(ctx, { ownerId: owner.id, name: "Nikon Z6", pricePerDay: 9_000 });
  await buildGear(ctx, { ownerId: owner.id, name: "Tripod", pricePerDay: 1_500 });
  await buildGearPhoto(ctx, camera.id, "z6", { width: 1600, height: 1200 });
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#336699" } })
    .webp()
    .toBuffer();
  await web.deps.storage.put("public/gear/z6.webp", photo);
  await buildOwner(ctx, { username: BARE, displayName: "No Photos" });
  // The first render compiles the web code through vitest: slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
});

const get = (url: string) => web.inject({ method: "GET", url });
const metas = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g"))].map((m) => m[1]!);
const ldOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as object;

const S = "https://schema.org/";
/**
 * The schema.org types the owner page uses, each with the properties schema.org
 * gives it (its own and inherited from Thing) that the page may write.
 */
const THING = ["name", "alternateName", "url", "image", "description"];
const SCHEMA: Record<string, string[]> = {
  ProfilePage: [...THING, "mainEntity"],
  Person: [...THING, "address", "makesOffer"],
  Organization: [...THING, "address", "makesOffer"],
  PostalAddress: [...THING, "addressRegion", "addressCountry"],
  Offer: [...THING, "price", "priceCurrency", "availability", "priceSpecification", "itemOffered", "seller"],
  UnitPriceSpecification: [...THING, "price", "priceCurrency", "unitCode"],
  Product: [...THING, "offers", "brand", "model", "sku", "category"],
};

type Node = Record<string, unknown[]> & { "@type"?: string[] };

/** Every node of an expanded JSON-LD document, with the property that led to it. */
function nodes(value: unknown, via: string | null = null, out: { node: Node; via: string | null }[] = []) {
  if (Array.isArray(value)) for (const v of value) nodes(v, via, out);
  else if (value && typeof value === "object" && "@type" in value) {
    out.push({ node: value as Node, via });
    for (const [key, v] of Object.entries(value)) if (!key.startsWith("@")) nodes(v, key.replace(S, ""), out);
  }
  return out;
}

/**
 * The page's JSON-LD expanded by a JSON-LD processor (`jsonld`), with schema.org's
 * context resolved locally (no network in tests): every term becomes a schema.org
 * IRI, so a misspelt or unknown term or type shows up as what it is.
 */
async function expandOwnerLd(html: string) {
  const documentLoader = async (url: string) => {
    if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no network for ${url}`);
    return { contextUrl: undefined, documentUrl: url, document: { "@context": { "@vocab": S } } };
  };
  return jsonld.expand(ldOf(html) as jsonld.JsonLdDocument, { documentLoader });
}

describe("the owner page's structured data", () => {
  it("is a ProfilePage about a seller who makes an offer of each listing, valid against schema.org's types", async () => {
    const res = await get(`/owner/${OWNER}`);
    expect(res.statusCode).toBe(200);
    const all = nodes(await expandOwnerLd(res.body));
    for (const { node } of all) {
      const [type] = node["@type"]!;
      const name = type!.replace(S, "");
      expect(SCHEMA, `${type} is a schema.org type the page means to use`).toHaveProperty(name);
      for (const key of Object.keys(node).filter((k) => !k.startsWith("@"))) {
        expect(SCHEMA[name], `${key} on ${name}`).toContain(key.replace(S, ""));
      }
    }
    const types = (t: string) => all.filter(({ node }) => node["@type"]!.includes(`${S}${t}`));
    expect(types("ProfilePage")).toHaveLength(1);
    const [seller] = types("Person");
    expect(seller!.via).toBe("mainEntity");
    // A Product needs an offer (or a review or rating): every one here is what an Offer offers.
    const products = types("Product");
    expect(products).toHaveLength(2);
    for (const { node, via } of products) {
      expect(via === "itemOffered" || `${S}offers` in node, "product with its offer").toBe(true);
      expect(node[`${S}name`]).toBeDefined();
    }
    const offers = types("Offer");
    expect(offers.map((o) => o.via)).toEqual(["makesOffer", "makesOffer"]);
    for (const { node } of offers) {
      expect(node[`${S}price`]).toBeDefined();
      expect(node[`${S}priceCurrency`]).toEqual([{ "@value": "MYR" }]);
    }
    expect(JSON.stringify(all.map((n) => n.node))).toContain(`/gear/${camera.id}`);
  });
});

describe("preview images", () => {
  it("a gear page offers a 1200×630 JPEG first, then its WebP photo with its size", async () => {
    const html = (await get(`/gear/${camera.id}`)).body;
    const base = ctx.config.publicUrl;
    expect(metas(html, "og:image")).toEqual([
      `${base}/preview/public/gear/z6.jpg`,
      `${base}/files/public/gear/z6.webp`,
    ]);
    expect(metas(html, "og:image:type")).toEqual(["image/jpeg", "image/webp"]);
    expect(metas(html, "og:image:width")).toEqual(["1200", "1600"]);
    expect(metas(html, "og:image:height")).toEqual(["630", "1200"]);
    expect(metas(html, "twitter:image")).toEqual([`${base}/preview/public/gear/z6.jpg`]);

    const jpeg = await get("/preview/public/gear/z6.jpg");
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    const info = await sharp(jpeg.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("a page without a photo falls back to a 1200×630 image, not the 180×180 icon", async () => {
    const html = (await get(`/owner/${BARE}`)).body;
    expect(metas(html, "og:image")).toEqual([`${ctx.config.publicUrl}/preview/sewagear.jpg`]);
    expect(metas(html, "og:image:width")).toEqual(["1200"]);
    expect(metas(html, "twitter:image")).toEqual([`${ctx.config.publicUrl}/preview/sewagear.jpg`]);
    const fallback = await get("/preview/sewagear.jpg");
    expect(fallback.statusCode).toBe(200);
    const info = await sharp(fallback.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("serves previews of public photos only", async () => {
    for (const url of [
      "/preview/private/verification/x.jpg",
      "/preview/public/gear/missing.jpg",
      "/preview/public/../private/x.jpg",
      "/preview/public/gear/z6.webp",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

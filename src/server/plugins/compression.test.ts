import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appTest } from "../test/fixtures";
import { buildGear, buildRenter, day } from "../test/factories";
import { createBookingId } from "../test/bookings";
import { registerCompression } from "./compression";
import { registerSpa } from "./spa";

// No load shedding: on a busy test machine the first answers can trail a blocked
// event loop, and a 503 would say nothing about compression.
const itWithApp = appTest({ MAX_EVENT_LOOP_DELAY_MS: "0" });

describe("answers made per request", () => {
  itWithApp(
    "are brotli- or gzip-compressed for a client that accepts it, plain for one that does not",
    async ({ ctx }) => {
      // A renter's own bookings: made for this request, never kept.
      const renter = await buildRenter(ctx);
      for (let i = 0; i < 4; i++) {
        const item = await buildGear(ctx, { name: `Full-frame cinema camera ${i}` });
        await createBookingId(ctx, renter, { gearId: item.id, startDate: day(5 + i), endDate: day(6 + i) });
      }
      const url = "/api/bookings";
      const inject = (o: { url: string; headers?: Record<string, string> }) =>
        ctx.app.inject({ ...o, headers: { ...o.headers, cookie: renter.cookie } });
      const plain = await inject({ url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const br = await inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      // Compressed in one call, not through a stream: the length is known, nothing is chunked.
      expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
      expect(br.headers["transfer-encoding"]).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

      const gz = await inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(Number(gz.headers["content-length"])).toBe(gz.rawPayload.length);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

      // Refused encodings and x-no-compression get the plain answer.
      const refused = await inject({ url, headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.body).toBe(plain.body);
      const asked = await inject({ url, headers: { "accept-encoding": "br", "x-no-compression": "1" } });
      expect(asked.headers["content-encoding"]).toBeUndefined();
    },
  );

  itWithApp(
    "kept answers are answered compressed from the cache, and a write shows in the next compressed read",
    async ({ ctx }) => {
      for (let i = 0; i < 6; i++) await buildGear(ctx, { name: `Kept lens ${i}`, description: "Sharp. ".repeat(40) });
      const read = async (encoding?: string) => {
        const res = await ctx.app.inject({
          url: "/api/gear?pageSize=48",
          headers: encoding ? { "accept-encoding": encoding } : {},
        });
        expect(res.statusCode).toBe(200);
        return res;
      };
      const plain = await read();
      const br = await read("gzip, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toBe("accept-encoding");
      expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      // The second ask is the same bytes (kept), in either encoding.
      expect((await read("br")).rawPayload.equals(br.rawPayload)).toBe(true);
      const gz = await read("gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      // Refused encodings and x-no-compression get the plain bytes.
      expect((await read("br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
      const asked = await ctx.app.inject({
        url: "/api/gear?pageSize=48",
        headers: { "accept-encoding": "br", "x-no-compression": "1" },
      });
      expect(asked.headers["content-encoding"]).toBeUndefined();
      expect(asked.body).toBe(plain.body);

      // A client holding these bytes revalidates: 304, no body, in any encoding.
      const etag = br.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(gz.headers.etag).toBe(etag);
      const held = await ctx.app.inject({
        url: "/api/gear?pageSize=48",
        headers: { "accept-encoding": "gzip, br", "if-none-match": etag },
      });
      expect(held.statusCode).toBe(304);
      expect(held.rawPayload.length).toBe(0);
      expect(held.headers.etag).toBe(etag);

      await buildGear(ctx, { name: "Written after the first read" });
      const after = await ctx.app.inject({
        url: "/api/gear?pageSize=48",
        headers: { "accept-encoding": "br", "if-none-match": etag },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(brotliDecompressSync(after.rawPayload).toString()).toContain("Written after the first read");
    },
  );

  itWithApp("leave a small answer alone: under 1 KB compression costs more than it saves", async ({ ctx }) => {
    const health = await ctx.app.inject({ url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok" });
  });
});

describe("the built web app", () => {
  const js = `export const text = ${JSON.stringify("Sewa kamera, lensa dan lampu. ".repeat(200))};\n`;
  const html = `<!doctype html><html><head><title>SewaGear</title></head><body>${"<p>x</p>".repeat(300)}</body></html>`;
  let dist: string;
  let app: ReturnType<typeof Fastify>;

  // A build as vite.config.ts's precompress step leaves it: each text file with a .br and a .gz beside it.
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "sewagear-dist-"));
    await mkdir(path.join(dist, "assets"));
    for (const [name, text] of [
      ["index.html", html],
      ["sw.js", js],
      ["assets/index-Abc123.js", js],
    ] as const) {
      await writeFile(path.join(dist, name), text);
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    app = Fastify();
    await registerCompression(app);
    expect(await registerSpa(app, dist)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("serves the .br the build made, with a year's immutable caching for a hashed asset", async () => {
    const res = await app.inject({ url: "/assets/index-Abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it("serves the .gz to a gzip-only client and the file itself to one that accepts neither", async () => {
    const gz = await app.inject({ url: "/assets/index-Abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: "/assets/index-Abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it("has index.html and sw.js revalidated (no-cache), compressed too", async () => {
    for (const url of ["/index.html", "/sw.js"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
    }
  });
});

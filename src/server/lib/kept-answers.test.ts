import { describe, expect, it } from "vitest";
import { z } from "zod";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chosenEncoding, isStillFresh, keptAnswerIn, keptBytes, keptEtag, serializeOnceCompiler } from "./kept-answers";

const Card = z.object({ id: z.string(), pricePerDay: z.number() });
const compile = () => serializeOnceCompiler({ schema: z.array(Card), method: "GET", url: "/api/gear/featured" });

describe("serialising kept answers once", () => {
  it("writes only the contract's fields, and checks them", () => {
    const serialize = compile();
    expect(String(serialize([{ id: "g1", pricePerDay: 100, search: "secret tsvector" }]))).toBe(
      '[{"id":"g1","pricePerDay":100}]',
    );
    expect(() => serialize([{ id: "g1" }])).toThrow();
  });

  it("answers the same object with the string it made the first time", () => {
    const serialize = compile();
    const kept = [{ id: "g1", pricePerDay: 100 }];
    const first = serialize(kept);
    // Kept answers are never changed; this only shows the second call did not serialise again.
    kept[0]!.pricePerDay = 999;
    expect(serialize(kept)).toBe(first);
    // An equal but different object (a fresh load after a write) is serialised anew.
    expect(String(serialize([{ id: "g1", pricePerDay: 999 }]))).toBe('[{"id":"g1","pricePerDay":999}]');
  });
});

describe("compressed kept answers", () => {
  const cards = Array.from({ length: 40 }, (_, i) => ({ id: `gear${i}`, pricePerDay: 10_000 + i }));

  it("are compressed once per answer and encoding, and decompress to its JSON", () => {
    const body = compile()(cards) as unknown as Buffer;
    expect(Buffer.isBuffer(body)).toBe(true);
    const br = keptAnswerIn(body, "br")!;
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(keptAnswerIn(body, "br")).toBe(br);
    const gz = keptAnswerIn(body, "gzip")!;
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(keptAnswerIn(body, "gzip")).toBe(gz);
    expect(br.length).toBeLessThan(body.length / 3);
  });

  it("leave bytes that are no kept answer to the compression plugin", () => {
    expect(keptAnswerIn(Buffer.from(JSON.stringify(cards)), "br")).toBeUndefined();
  });

  it("answer the encoding the client prefers, br on a tie, none when both are refused", () => {
    expect(chosenEncoding("gzip, deflate, br")).toBe("br");
    expect(chosenEncoding("gzip")).toBe("gzip");
    expect(chosenEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chosenEncoding("BR")).toBe("br");
    expect(chosenEncoding("*")).toBe("br");
    expect(chosenEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(chosenEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(chosenEncoding("deflate, identity")).toBeUndefined();
    expect(chosenEncoding("")).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });

  it("gives kept bytes one weak validator, and knows it again in If-None-Match", () => {
    const body = keptBytes('{"name":"FX3"}');
    const etag = keptEtag(body);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(keptEtag(body)).toBe(etag);
    // Of the bytes, not the object: the same answer kept by another process has the same one.
    expect(keptEtag(keptBytes('{"name":"FX3"}'))).toBe(etag);
    expect(keptEtag(keptBytes('{"name":"FX6"}'))).not.toBe(etag);
    expect(isStillFresh(etag, etag)).toBe(true);
    // Weak comparison: a proxy may have dropped the W/, and a client may send several.
    expect(isStillFresh(etag.slice(2), etag)).toBe(true);
    expect(isStillFresh(`W/"other", ${etag}`, etag)).toBe(true);
    expect(isStillFresh("*", etag)).toBe(true);
    expect(isStillFresh(keptEtag(keptBytes('{"name":"FX6"}')), etag)).toBe(false);
    expect(isStillFresh(undefined, etag)).toBe(false);
    expect(isStillFresh("", etag)).toBe(false);
  });
});

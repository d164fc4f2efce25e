import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializeOnceCompiler } from "./serialize-once";

const Card = z.object({ id: z.string(), pricePerDay: z.number() });
const compile = () => serializeOnceCompiler({ schema: z.array(Card), method: "GET", url: "/api/gear/featured" });

describe("serialising kept answers once", () => {
  it("writes only the contract's fields, and checks them", () => {
    const serialize = compile();
    expect(serialize([{ id: "g1", pricePerDay: 100, search: "secret tsvector" }])).toBe(
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
    expect(serialize([{ id: "g1", pricePerDay: 999 }])).toBe('[{"id":"g1","pricePerDay":999}]');
  });
});

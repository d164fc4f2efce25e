import { describe, expect, it, vi } from "vitest";

describe("zod-without-eval", () => {
  it("turns Zod's compiled parsers off, so parsing an object never calls new Function", async () => {
    // Zod may already be loaded in this worker (another test file): the module must work after it too.
    const { config } = await import("zod/v4/core");
    const { z } = await import("zod");
    const before = config().jitless;
    await import("./zod-without-eval");
    expect(config().jitless).toBe(true);

    const RealFunction = globalThis.Function;
    const made = vi.fn();
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        made(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), days: z.number().int() });
      expect(schema.parse({ name: "FX3", days: 3 })).toEqual({ name: "FX3", days: 3 });
      expect(schema.safeParse({ name: "FX3", days: 1.5 }).success).toBe(false);
    } finally {
      globalThis.Function = RealFunction;
      config({ jitless: before });
    }
    expect(made).not.toHaveBeenCalled();
  });
});

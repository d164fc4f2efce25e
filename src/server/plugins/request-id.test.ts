import { describe, expect, it } from "../test/fixtures";

/** Issue 15, point 8 (part): every answer names its request; a proxy's id is kept when it is sane. */
describe("X-Request-Id", () => {
  it("echoes a sane incoming id on answers and errors, replaces an unsafe one, makes one when absent", async ({
    ctx,
  }) => {
    const ok = await ctx.request.get("/api/health", { headers: { "x-request-id": "nginx-4f2a.77" } });
    expect(ok.headers["x-request-id"]).toBe("nginx-4f2a.77");
    const bad = await ctx.request.get("/api/gear/%00", { headers: { "x-request-id": "abc-1" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["x-request-id"]).toBe("abc-1");

    const unsafe = await ctx.request.get("/api/health", { headers: { "x-request-id": "x".repeat(500) } });
    expect(unsafe.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const a = (await ctx.request.get("/api/health")).headers["x-request-id"];
    const b = (await ctx.request.get("/api/health")).headers["x-request-id"];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});

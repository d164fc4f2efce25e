import { it, describe, expect, beforeAll } from "../test/fixtures";

/** Routes left out of the document on purpose: the accounts library's mount and the docs themselves. */
const UNDOCUMENTED = [/^\/api\/auth\/\*$/, /^\/api\/docs/, /^\/api\/openapi\.json$/];

/** Fastify's `/api/gear/:id` is OpenAPI's `/api/gear/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("OpenAPI document", () => {
  let doc: { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  beforeAll(async ({ ctx }) => {
    const res = await ctx.request.get("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it("is OpenAPI 3.1, its operations grouped by area", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const op = (path: string, method: string) => doc.paths[path]?.[method] as { tags?: string[] } | undefined;
    expect(op("/api/bookings/{id}", "get")?.tags).toEqual(["bookings"]);
    expect(op("/api/gear", "get")?.tags).toEqual(["gear"]);
  });

  it("documents every /api route with a response schema for its success status", ({ ctx }) => {
    const problems: string[] = [];
    const routes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith("/api/") && !UNDOCUMENTED.some((re) => re.test(r.url)),
    );
    expect(routes.length).toBeGreaterThan(70);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (route.hidden) problems.push(`${name}: hidden from the document`);
      // A route whose answer is a redirect (the unsubscribe link opened in a browser) documents its 303.
      const success = route.responseStatuses.filter((s) => /^(2\d\d|303)$/.test(s));
      if (success.length === 0) problems.push(`${name}: no response schema for a 2xx status`);
      const operation = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      for (const status of success) {
        if (!operation.responses?.[status]) problems.push(`${name}: ${status} missing from the document`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("serves a readable reference at /api/docs", async ({ ctx }) => {
    const res = await ctx.request.get("/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger-ui");
  });
});

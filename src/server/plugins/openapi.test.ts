import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { it, describe, expect, beforeAll } from "../test/fixtures";

/** Routes left out of the document on purpose: the accounts library's mount and the docs themselves. */
const UNDOCUMENTED = [/^\/api\/auth\/\*$/, /^\/api\/docs/, /^\/api\/openapi\.json$/];

/** Fastify's `/api/gear/:id` is OpenAPI's `/api/gear/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

describe("OpenAPI document", () => {
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };
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

  it("gives every operation an id, a summary, a tag, its security and its error answers", () => {
    const problems: string[] = [];
    for (const [url, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${url}`;
        if (!op.operationId) problems.push(`${name}: no operationId`);
        if (!op.summary) problems.push(`${name}: no summary`);
        if (op.tags?.length !== 1) problems.push(`${name}: no tag`);
        if (!op.security) problems.push(`${name}: no security`);
        if (!op.responses?.["500"]?.$ref) problems.push(`${name}: no 500 answer`);
      }
    }
    expect(problems).toEqual([]);
    const op = (p: string, m: string) => doc.paths[p]![m]!;
    const statuses = (p: string, m: string) => Object.keys(op(p, m).responses ?? {});
    // Signed-in, role-bound and public operations, as the route helpers registered them.
    expect(op("/api/session", "get").security).toEqual([{ session: [] }]);
    expect(op("/api/gear", "get").security).toEqual([]);
    expect(statuses("/api/session", "get")).toContain("401");
    expect(statuses("/api/admin/invoices", "get")).toEqual(expect.arrayContaining(["400", "401", "403", "429"]));
    expect(statuses("/api/bookings", "post")).toEqual(expect.arrayContaining(["400", "401", "403", "409"]));
    expect(statuses("/api/gear/{id}", "get")).toContain("404");
    expect(statuses("/api/gear", "get")).not.toContain("401");
    expect(op("/api/bookings", "post").responses?.["409"]?.$ref).toBe("#/components/responses/Conflict");
    // A service's own statuses (config.errors): the QR upload's 422, and no 409 where nothing can conflict.
    expect(statuses("/api/owners/me/payment-settings/qr", "post")).toContain("422");
    expect(statuses("/api/owners/me/payment-settings/qr", "post")).not.toContain("409");
    expect(statuses("/api/kits/{id}/components", "put")).not.toContain("409");
    // Feeds and the unsubscribe link: the token in the address is the only proof, so no session.
    expect(op("/api/calendar/{token}.ics", "get").security).toEqual([]);
    expect(op("/api/filters/unsubscribe/{token}", "post").security).toEqual([]);
    expect(statuses("/api/filters/unsubscribe/{token}", "get")).toEqual(expect.arrayContaining(["303", "404"]));
  });

  it("describes multipart bodies part by part and files by their media type", () => {
    const form = (p: string) => doc.paths[p]!.post!.requestBody?.content["multipart/form-data"]?.schema;
    expect(Object.keys(form("/api/gear")?.properties ?? {})).toEqual(["data", "photos"]);
    expect(Object.keys(form("/api/kits")?.properties ?? {})).toEqual(["data", "photos"]);
    expect(form("/api/verification")?.required).toEqual(expect.arrayContaining(["icFront", "icBack", "selfie"]));
    expect(form("/api/verification")?.required).not.toContain("studentCard");
    expect(Object.keys(form("/api/bookings/{id}/deposit/refund")?.properties ?? {})).toEqual([
      "refundedOn",
      "reference",
      "receipt",
    ]);
    const media = (p: string) => Object.keys(doc.paths[p]!.get!.responses?.["200"]?.content ?? {});
    expect(media("/api/admin/invoices.csv")).toEqual(["text/csv"]);
    expect(media("/api/accountant/books/{table}.csv")).toEqual(["text/csv"]);
    expect(media("/api/bookings/{id}/receipts/{receiptId}")).toEqual(["image/webp", "application/pdf"]);
    expect(media("/api/calendar/{token}.ics")).toEqual(["text/calendar"]);
    expect(media("/api/calendar/{token}/{gearId}.ics")).toEqual(["text/calendar"]);
    expect(media("/api/bookings/{id}/duitnow-qr.png")).toEqual(["image/png"]);
    expect(media("/api/profile/data-export/{id}/download")).toEqual(["application/zip"]);
  });

  it("gives a client generated from it (openapi-typescript) typed error bodies", async () => {
    const dir = await mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "openapi-types-"));
    await writeFile(path.join(dir, "api.ts"), astToString(await openapiTS(doc as never)));
    // A 409 of POST /api/bookings carries `error.code` from the shared list, and nothing else type-checks.
    const check = path.join(dir, "check.ts");
    await writeFile(
      check,
      [
        'import type { paths } from "./api";',
        'type Taken = paths["/api/bookings"]["post"]["responses"][409]["content"]["application/json"];',
        'export const code: Taken["error"]["code"] = "DATES_TAKEN";',
        'export const fields: Taken["error"]["fields"] = { startDate: "Taken" };',
        "// @ts-expect-error not an error code",
        'export const wrong: Taken["error"]["code"] = "SOMETHING";',
        'type Missing = paths["/api/gear/{id}"]["get"]["responses"][404]["content"]["application/json"];',
        'export const message: Missing["error"]["message"] = "Not found";',
      ].join("\n"),
    );
    const program = ts.createProgram([check], { strict: true, noEmit: true, skipLibCheck: true });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
    // Generating and type-checking a ~1 MB declaration file takes the compiler a while on a busy machine.
  }, 240_000);

  it("serves a readable reference at /api/docs", async ({ ctx }) => {
    const res = await ctx.request.get("/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger-ui");
  });
});

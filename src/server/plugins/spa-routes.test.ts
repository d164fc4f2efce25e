import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_ROUTE_PATTERNS } from "../../shared/app-routes";

// The server's 404 decision (app.ts) reads APP_ROUTE_PATTERNS; the browser's reads routes.tsx.
describe("the router and the server agree on the pages", () => {
  it("routes.tsx declares exactly APP_ROUTE_PATTERNS (plus the catch-all)", () => {
    const source = readFileSync(new URL("../../web/app/routes.tsx", import.meta.url), "utf8");
    const declared = [...source.matchAll(/path: "([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== "*");
    expect([...declared].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });
});

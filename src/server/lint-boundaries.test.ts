import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import boundaries in eslint.config.js, proven on snippets linted as if they lived at
// the given paths (the files need not exist). Each case names the rule that must fire, or
// none when the import is allowed.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}eslint.config.js` });
});

async function rulesFired(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const STATIC = "no-restricted-imports";
const DYNAMIC = "no-restricted-syntax";

type Case = [path: string, code: string, rule: string | null];

function check(cases: Case[]) {
  it.each(cases)("%s: %s", async (path, code, rule) => {
    const fired = await rulesFired(`${code}\n`, path);
    if (rule) expect(fired).toContain(rule);
    else expect(fired).toEqual([]);
  });
}

describe("features do not import each other", () => {
  check([
    ["src/web/features/home/a.tsx", 'export { x } from "./gear-map";', null],
    ["src/web/features/home/a.tsx", 'export { x } from "../bookings/booking-page";', STATIC],
    ["src/web/features/home/a.tsx", 'export { x } from "../../features/bookings/booking-page";', STATIC],
    ["src/web/features/home/a.tsx", 'export const p = import("./gear-map");', null],
    ["src/web/features/home/a.tsx", 'export const p = import("../bookings/booking-page");', DYNAMIC],
    ["src/web/features/home/a.tsx", 'export const p = import("../../features/owners/x");', DYNAMIC],
    ["src/web/features/home/a.tsx", "export const f = (n: string) => import(`../bookings/${n}`);", DYNAMIC],
    ["src/web/features/home/a.tsx", 'export { x } from "../../components/ui/button";', null],
  ]);
});

describe("only the router's lazy page imports reach into features from outside them", () => {
  check([
    ["src/web/app/router.tsx", 'export const p = import("../features/home/home-page");', null],
    ["src/web/app/router.tsx", 'export { HomePage } from "../features/home/home-page";', STATIC],
    ["src/web/app/layout.tsx", 'export const p = import("../features/home/home-page");', DYNAMIC],
    ["src/web/app/layout.tsx", 'export { x } from "../features/home/home-page";', STATIC],
    ["src/web/main.tsx", 'export const p = import("./features/home/home-page");', DYNAMIC],
    ["src/web/components/ui/a.tsx", 'export { x } from "../../features/gear-details/gear-page";', STATIC],
    ["src/web/components/a.tsx", 'export const p = import("../features/wanted/wanted-page");', DYNAMIC],
    ["src/web/lib/a.ts", 'export { x } from "../features/auth/use-register";', STATIC],
    ["src/web/api/gear.ts", 'export { x } from "../features/owners/gear-api";', STATIC],
    ["src/web/api/gear.ts", 'export { api } from "../lib/api";', null],
    ["src/web/api/gear.ts", 'export type { GearDetail } from "../../shared/catalogue";', null],
  ]);
});

describe("src/shared is isomorphic", () => {
  check([
    ["src/shared/a.ts", 'export { z } from "zod";', null],
    ["src/shared/a.ts", 'export { x } from "./pricing";', null],
    ["src/shared/a.ts", 'export { x } from "../server/lib/errors";', STATIC],
    ["src/shared/a.ts", 'export { x } from "../web/lib/api";', STATIC],
    ["src/shared/a.ts", 'export { useState } from "react";', STATIC],
    ...["fs", "path", "crypto", "node:crypto", "fs/promises", "node:fs/promises", "stream", "url"].map((m): Case => [
      "src/shared/a.ts",
      `export * from "${m}";`,
      STATIC,
    ]),
  ]);
});

const SERVER_PACKAGES = [
  "fastify",
  "fastify-type-provider-zod",
  "@fastify/static",
  "pg",
  "@electric-sql/pglite",
  "drizzle-orm",
  "drizzle-orm/pg-core",
  "better-auth",
  "better-auth/plugins",
  "nodemailer",
  "sharp",
  "web-push",
];

describe("server-only packages stay on the server", () => {
  check([
    ...SERVER_PACKAGES.map((m): Case => ["src/shared/a.ts", `export * from "${m}";`, STATIC]),
    ...SERVER_PACKAGES.map((m): Case => ["src/web/features/owners/a.tsx", `export * from "${m}";`, STATIC]),
    ...SERVER_PACKAGES.map((m): Case => ["src/web/lib/a.ts", `export * from "${m}";`, STATIC]),
    ["src/web/lib/a.ts", 'export * from "node:crypto";', STATIC],
    ["src/web/lib/a.ts", 'export * from "path";', STATIC],
    ["src/web/lib/a.ts", 'export { x } from "../../server/app";', STATIC],
    ["src/web/lib/a.ts", 'export { queryOptions } from "@tanstack/react-query";', null],
    ["src/web/lib/a.ts", 'export { useForm } from "react-hook-form";', null],
    ["src/server/a.ts", 'export * from "node:fs"; export * from "drizzle-orm";', null],
  ]);
});

describe("React rules run on the web", () => {
  check([
    [
      "src/web/lib/a.tsx",
      'import { useState } from "react";\nexport function f(x: boolean) { if (x) useState(0); }',
      "react-hooks/rules-of-hooks",
    ],
    ["src/web/lib/a.tsx", 'export const I = () => <img src="/a.png" />;', "jsx-a11y/alt-text"],
  ]);
});

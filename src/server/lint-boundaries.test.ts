import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import boundaries in eslint.config.js, proven on snippets linted as if they lived at
// the given paths (the files need not exist): each import is either refused by the named
// rule or allowed with no message at all.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}eslint.config.js` });
});

async function rulesFired(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}${path}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const staticImport = (source: string) => `export * from "${source}";`;
const dynamicImport = (source: string) => `export const p = import("${source}");`;
const RULE = { static: "no-restricted-imports", dynamic: "no-restricted-syntax" } as const;

/** From `path`, each of `refused` must be refused and each of `allowed` let through. */
function imports(
  path: string,
  kind: keyof typeof RULE,
  { refused = [], allowed = [] }: { refused?: string[]; allowed?: string[] },
) {
  const write = kind === "static" ? staticImport : dynamicImport;
  it.each(refused)(`${path}: ${kind} import of %s is refused`, async (source) => {
    expect(await rulesFired(write(source), path)).toContain(RULE[kind]);
  });
  it.each(allowed)(`${path}: ${kind} import of %s is allowed`, async (source) => {
    expect(await rulesFired(write(source), path)).toEqual([]);
  });
}

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
const NODE_BUILTINS = ["fs", "path", "crypto", "node:crypto", "fs/promises", "node:fs/promises", "stream", "url"];

describe("features do not import each other", () => {
  const feature = "src/web/features/home/a.tsx";
  const others = ["../bookings/booking-page", "../../features/bookings/booking-page"];
  imports(feature, "static", { refused: others, allowed: ["./gear-map", "../../components/ui/button"] });
  imports(feature, "dynamic", { refused: others, allowed: ["./gear-map"] });

  it("nor through a template literal", async () => {
    const code = "export const f = (n: string) => import(`../bookings/${n}`);";
    expect(await rulesFired(code, feature)).toContain(RULE.dynamic);
  });
});

describe("only the routes' lazy page imports reach into features from outside them", () => {
  imports("src/web/app/routes.tsx", "dynamic", { allowed: ["../features/home/home-page"] });
  imports("src/web/app/routes.tsx", "static", { refused: ["../features/home/home-page"] });
  imports("src/web/app/layout.tsx", "dynamic", { refused: ["../features/home/home-page"] });
  imports("src/web/app/layout.tsx", "static", { refused: ["../features/home/home-page"] });
  imports("src/web/main.tsx", "dynamic", { refused: ["./features/home/home-page"] });
  imports("src/web/components/ui/a.tsx", "static", { refused: ["../../features/gear-details/gear-page"] });
  imports("src/web/components/a.tsx", "dynamic", { refused: ["../features/wanted/wanted-page"] });
  imports("src/web/lib/a.ts", "static", { refused: ["../features/auth/use-register"] });
  imports("src/web/api/gear.ts", "static", {
    refused: ["../features/owners/gear-api"],
    allowed: ["../lib/api", "../../shared/catalogue"],
  });
});

describe("src/shared is isomorphic", () => {
  imports("src/shared/a.ts", "static", {
    refused: ["../server/lib/errors", "../web/lib/api", "react", ...NODE_BUILTINS, ...SERVER_PACKAGES],
    allowed: ["zod", "./pricing"],
  });
});

describe("server-only packages stay on the server", () => {
  imports("src/web/features/owners/a.tsx", "static", { refused: SERVER_PACKAGES });
  imports("src/web/lib/a.ts", "static", {
    refused: ["node:crypto", "path", "../../server/app", ...SERVER_PACKAGES],
    allowed: ["@tanstack/react-query", "react-hook-form"],
  });
  imports("src/server/a.ts", "static", { allowed: ["node:fs", "drizzle-orm", "fastify"] });
});

describe("React rules run on the web", () => {
  it("rules-of-hooks", async () => {
    const code = 'import { useState } from "react";\nexport function f(x: boolean) { if (x) useState(0); }';
    expect(await rulesFired(code, "src/web/lib/a.tsx")).toContain("react-hooks/rules-of-hooks");
  });
  it("jsx-a11y", async () => {
    const code = 'export const I = () => <img src="/a.png" />;';
    expect(await rulesFired(code, "src/web/lib/a.tsx")).toContain("jsx-a11y/alt-text");
  });
});

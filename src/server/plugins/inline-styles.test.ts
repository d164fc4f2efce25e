import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { it as itWithApp } from "../test/fixtures";
import { REACT_ARIA_STYLES, REACT_ARIA_STYLE_HASHES, cspHash } from "./inline-styles";

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve("react-aria/package.json")), "dist", "private");

/** The text each `style.textContent = `…`.trim()` of a react-aria module sets, its variables filled in. */
function injectedStyles(file: string): string[] {
  const source = readFileSync(path.join(dist, file), "utf8");
  const constants = new Map([...source.matchAll(/const (\$[\w$]+) = '([^']*)';/g)].map((m) => [m[1]!, m[2]!]));
  return [...source.matchAll(/style\.textContent = `([^`]*)`\.trim\(\)/g)].map((m) =>
    m[1]!.replace(/\$\{(\$[\w$]+)\}/g, (_, name: string) => constants.get(name) ?? name).trim(),
  );
}

describe("React Aria's injected styles", () => {
  it("are exactly the texts the Content-Security-Policy allows by hash", () => {
    const found = [...injectedStyles("interactions/usePress.mjs"), ...injectedStyles("overlays/usePreventScroll.mjs")];
    expect(found).toEqual(REACT_ARIA_STYLES);
  });

  it("hash as the browser does: sha256 of the element's text, base64", () => {
    // sha256("a") = ca9781…48bb, in base64.
    expect(cspHash("a")).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
    expect(REACT_ARIA_STYLE_HASHES).toHaveLength(2);
  });
});

describe("the Content-Security-Policy header", () => {
  itWithApp("allows our own styles and React Aria's two by hash, never 'unsafe-inline'", async ({ ctx }) => {
    const csp = String((await ctx.request.get("/api/health")).headers["content-security-policy"]);
    expect(csp.split(";")).toContain(`style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(" ")}`);
    expect(csp).not.toContain("unsafe-inline");
  });
});

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTemplate } from "./template";

/** A built dist/ as Vite writes it: index.html with the entry and its preloads, and the manifest. */
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "template-"));
  await mkdir(path.join(distDir, ".vite"), { recursive: true });
  await writeFile(
    path.join(distDir, "index.html"),
    `<!doctype html><html lang="en"><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    </head><body><div id="root"></div></body></html>`,
  );
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-2.js"] },
    "_react-2.js": { file: "assets/react-2.js" },
    "features/gear-details/gear-page.tsx": { file: "assets/gear-page-3.js", imports: ["_card-4.js"] },
    "_card-4.js": { file: "assets/card-4.js" },
    "../shared/i18n/en/public.ts": { file: "assets/texts-en-public-5.js" },
    "../shared/i18n/ms/public.ts": { file: "assets/texts-ms-public-6.js" },
    "../shared/i18n/en/rest.ts": { file: "assets/texts-en-rest-7.js" },
  };
  await writeFile(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(manifest));
});

const preloadsOf = (html: string) => /data-preload="([^"]*)"/.exec(html)![1]!.split(" ");

describe("the start script of a server-rendered page", () => {
  const fill = (lang: "en" | "ms") =>
    readTemplate(distDir).fill({ lang, head: "", headLinks: "", html: "<p>page</p>", state: "{}", page: "gear" });

  it("preloads the page's chunks and the public texts of the page's language only", () => {
    const en = preloadsOf(fill("en"));
    expect(en).toEqual(expect.arrayContaining(["/assets/react-2.js", "/assets/gear-page-3.js", "/assets/card-4.js"]));
    expect(en).toContain("/assets/texts-en-public-5.js");
    expect(en).not.toContain("/assets/texts-ms-public-6.js");

    const ms = preloadsOf(fill("ms"));
    expect(ms).toContain("/assets/texts-ms-public-6.js");
    expect(ms).not.toContain("/assets/texts-en-public-5.js");
  });

  it("never preloads the texts beyond the public group (they come with the pages that need them)", () => {
    for (const lang of ["en", "ms"] as const) expect(preloadsOf(fill(lang)).join(" ")).not.toContain("rest");
  });
});

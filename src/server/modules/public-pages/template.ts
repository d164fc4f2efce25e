import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "../../../shared/i18n/languages";
import { SERVER_STATE_ID } from "../../../shared/ssr-contracts";
import type { PublicPage } from "./page-data";

/** The source module of each server-rendered page: its key in Vite's build manifest. */
const PAGE_MODULES: Record<PublicPage, string> = {
  home: "features/home/home-page.tsx",
  learnmore: "features/catalogue/learnmore-page.tsx",
  gear: "features/gear-details/gear-page.tsx",
  owner: "features/owner-profile/owner-profile-page.tsx",
  wanted: "features/wanted/wanted-page.tsx",
};

type Chunk = { file: string; imports?: string[]; css?: string[] };

/**
 * `<link rel="modulepreload">` for a page's chunk and the chunks it imports, and
 * its CSS: the browser fetches them with the entry instead of after it, and the
 * client hydrates as soon as they are in (main.tsx waits for them).
 */
function preloadLinks(manifest: Record<string, Chunk>, page: PublicPage): string {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(PAGE_MODULES[page]);
  return [
    ...[...css].map((f) => `<link rel="stylesheet" href="/${f}" />`),
    ...[...files].map((f) => `<link rel="modulepreload" href="/${f}" />`),
  ].join("\n    ");
}

export interface PageTemplate {
  fill(page: {
    lang: Language;
    head: string;
    headLinks: string;
    html: string;
    state: string;
    page: PublicPage;
  }): string;
}

/**
 * The built index.html with a page put in: `<html lang>`, the page's head in
 * place of the generic title and description, the markup in #root and the
 * query cache beside it (a JSON data element, which the CSP does not treat as a script).
 */
export function readTemplate(distDir: string): PageTemplate {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8")
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, "");
  let manifest: Record<string, Chunk> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;
  } catch {
    // Without a manifest, no preload links: the page still loads its chunk itself.
  }
  const [beforeRoot, afterRoot] = html.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error(`${distDir}/index.html has no <div id="root"></div>`);
  return {
    fill: ({ lang, head, headLinks, html: markup, state, page }) =>
      beforeRoot!
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace("</head>", `  ${head}\n    ${headLinks}${preloadLinks(manifest, page)}\n  </head>`) +
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${state}</script>` +
      afterRoot,
  };
}

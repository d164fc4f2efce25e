import { readFileSync } from "node:fs";
import path from "node:path";
import { cspHash } from "../../plugins/inline-styles";
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

/** The public group of each language's texts (src/web/lib/i18n.ts): loaded before the page hydrates. */
const TEXT_MODULES: Record<Language, string> = {
  en: "../shared/i18n/en/public.ts",
  ms: "../shared/i18n/ms/public.ts",
};

type Chunk = { file: string; imports?: string[]; css?: string[] };

/**
 * Starts the app on a server-rendered page once the page itself has loaded (ADR
 * 023): the HTML with its inlined styles and the eager images come first, so on
 * a slow link the first view never shares the line with ~180 KB of JavaScript
 * (measured: fetching the modules earlier, even at low priority, put Lighthouse's
 * LCP back from 0.8 s to 2–3 s). Then every module the page needs is asked for
 * at once (modulepreload, no waterfall) and the entry runs and hydrates. Until
 * then the page is the server's HTML, whose links and search form work as they
 * are. A page whose `load` never comes (a stalled image) starts after 3 s
 * anyway. The entry is asked for first, then the preloads six to a task:
 * appending all ~30 links in one task cost ~330 ms of main thread on a 4×
 * slowed CPU (issue 33), a long task right as the page turned interactive. Its text is fixed (the CSP allows it by hash); the files come in its
 * data attributes.
 */
export const START_SCRIPT = `(function(s){var d=document,started=0;function start(){if(started)return;started=1;var e=d.createElement("script");e.type="module";e.src=s.getAttribute("data-entry");d.head.appendChild(e);var h=s.getAttribute("data-preload").split(" ").filter(Boolean);(function next(){h.splice(0,6).forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});if(h.length)setTimeout(next,0)})()}if(d.readyState==="complete")start();else{addEventListener("load",start);setTimeout(start,3000)}})(document.currentScript)`;

/** A page's chunk and every chunk it imports, its texts in `lang`, and their CSS, from Vite's build manifest. */
function pageFiles(manifest: Record<string, Chunk>, page: PublicPage, lang: Language) {
  const scripts = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(PAGE_MODULES[page]);
  visit(TEXT_MODULES[lang]);
  return { scripts: [...scripts], css: [...css] };
}

export interface PageTemplate {
  /** CSP sources for the inlined stylesheet and the start script. */
  styleHash: string | null;
  scriptHash: string;
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
 * The built index.html turned into the server-rendered page's frame:
 * - its stylesheet inlined: the HTML paints as it arrives, without a round trip
 *   for the CSS (7 KB compressed, about as much as the page);
 * - its entry script and module preloads taken out, to be started by START_SCRIPT.
 * The client-rendered shell (index.html as built) keeps both: it cannot paint
 * before its scripts anyway.
 */
function pageFrame(distDir: string, built: string) {
  let html = built;
  let styleHash: string | null = null;
  let stylesheet: string | undefined;
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (link) {
    const css = readFileSync(path.join(distDir, link[1]!), "utf8");
    if (!css.includes("</")) {
      html = html.replace(link[0], `<style>${css}</style>`);
      styleHash = cspHash(css);
      stylesheet = link[1];
    }
  }
  const entry = /\s*<script type="module"[^>]*src="\.?\/([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error(`${distDir}/index.html has no module script`);
  html = html.replace(entry[0], "");
  const preloads: string[] = [];
  html = html.replace(/\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g, (_tag, file: string) => {
    preloads.push(file);
    return "";
  });
  return { html, styleHash, stylesheet, entry: entry[1]!, preloads };
}

/**
 * The built index.html with a page put in: `<html lang>`, the page's head in
 * place of the generic title and description, the markup in #root, the query
 * cache beside it (a JSON data element, which the CSP does not treat as a
 * script) and the start script with the page's modules.
 */
export function readTemplate(distDir: string): PageTemplate {
  const built = readFileSync(path.join(distDir, "index.html"), "utf8")
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, "");
  const frame = pageFrame(distDir, built);
  let manifest: Record<string, Chunk> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;
  } catch {
    // Without a manifest, only the entry's own modules: the page loads its chunk itself.
  }
  const tagsOf = new Map<string, { head: string; start: string }>();
  const pageTags = (page: PublicPage, lang: Language) => {
    let tags = tagsOf.get(`${page}/${lang}`);
    if (!tags) {
      const own = pageFiles(manifest, page, lang);
      const scripts = [...new Set([...frame.preloads, ...own.scripts])].filter((f) => f !== frame.entry);
      tags = {
        // Not the stylesheet the frame already holds (inlined, or still linked if it could not be).
        head: own.css
          .filter((f) => f !== frame.stylesheet && !frame.html.includes(`/${f}"`))
          .map((f) => `\n    <link rel="stylesheet" href="/${f}" />`)
          .join(""),
        start: `<script data-entry="/${frame.entry}" data-preload="${scripts.map((f) => `/${f}`).join(" ")}">${START_SCRIPT}</script>`,
      };
      tagsOf.set(`${page}/${lang}`, tags);
    }
    return tags;
  };
  const [beforeRoot, afterRoot] = frame.html.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error(`${distDir}/index.html has no <div id="root"></div>`);
  return {
    styleHash: frame.styleHash,
    scriptHash: cspHash(START_SCRIPT),
    fill: ({ lang, head, headLinks, html: markup, state, page }) => {
      const tags = pageTags(page, lang);
      return (
        beforeRoot!
          .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
          .replace("</head>", `  ${head}\n    ${headLinks}${tags.head}\n  </head>`) +
        `<div id="root">${markup}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${state}</script>\n    ${tags.start}` +
        afterRoot
      );
    },
  };
}

/**
 * The JavaScript the home page loads (issue 3, "Speed"): after `npx vite build`,
 * read dist/.vite/manifest.json and print the gzipped bytes of the entry chunk
 * and its static imports, the home page chunk and its static imports, and the
 * English texts its first view loads (the frame's namespaces and the page's own,
 * src/shared/i18n/groups.ts, ADR 043): what arrives before the map; then the map
 * chunk and what it adds, separately.
 * Aim (issue 33): at most 125 KB gzipped before the map (170 KB before, issue 3),
 * and at most 140 KB for each other public page (the entry, the page's chunk with
 * its static imports and its first view's texts), printed after the home page's.
 * gear-search.ts imports measureHomeBundle and printHomeBundle to print the same
 * figures in its run.
 *
 *   npx vite build && node --import tsx bench/bundle-size.ts [dist directory=dist]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { FIRST_VIEW_NAMESPACES, FRAME_NAMESPACES } from "../src/shared/i18n/groups";

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** A built file and its gzipped size in bytes. */
export interface SizedFile {
  file: string;
  gzipped: number;
}

export interface HomeBundle {
  dist: string;
  /** The entry chunk and the home page chunk, with their static imports: what arrives before the map. */
  beforeMap: SizedFile[];
  /** Each other public page: its JavaScript before its first view, gzipped bytes in all. */
  pages: { page: string; gzipped: number }[];
  /** The map chunk and what it imports that the page had not loaded already. */
  map: SizedFile[];
  mapCss: SizedFile[];
}

export const BEFORE_MAP_AIM = 125 * 1024;
export const PUBLIC_PAGE_AIM = 140 * 1024;
/** The other server-rendered public pages (ADR 023) by their route and page module. */
const PUBLIC_PAGES: [string, string][] = [
  ["/learnmore", "features/catalogue/learnmore-page.tsx"],
  ["/gear/:id", "features/gear-details/gear-page.tsx"],
  ["/owner/:identifier", "features/owner-profile/owner-profile-page.tsx"],
  ["/wanted", "features/wanted/wanted-page.tsx"],
];
const HOME_SRC = "features/home/home-page.tsx";
const MAP_SRC = "features/home/gear-map.tsx";
/** The English texts a page's first view loads before it hydrates (src/web/lib/i18n.ts, ADR 043). */
const textsOf = (page: string) =>
  [...FRAME_NAMESPACES, ...(FIRST_VIEW_NAMESPACES[page] ?? [])].map((ns) => `../shared/i18n/en/${ns}.ts`);

/** Gzipped sizes (level 9) of the home page's JavaScript from the Vite manifest in `dist`. */
export function measureHomeBundle(distDir = "dist"): HomeBundle {
  const dist = path.resolve(distDir);
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
  /**
   * The chunk of a module: the one it is the entry of, else (a module that other
   * chunks import statically too, so it has no chunk named for it) the one whose
   * source map holds it.
   */
  const bySrc = (src: string) => {
    const found = Object.entries(manifest).find(([key, c]) => c.src === src || key === src);
    if (found) return found[0];
    const holding = Object.entries(manifest).find(([, c]) => {
      const map = path.join(dist, `${c.file}.map`);
      if (!c.file.endsWith(".js") || !existsSync(map)) return false;
      return (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources.some((s) =>
        s.endsWith(src.replace(/^(\.\.\/)+/, "/")),
      );
    });
    if (!holding) throw new Error(`${src} is not in ${dist}/.vite/manifest.json: was it renamed?`);
    return holding[0];
  };
  const entryKey = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entryKey) throw new Error("The manifest has no entry chunk");

  /** A chunk and everything it imports statically (what the browser must fetch before running it). */
  const withStaticImports = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) withStaticImports(dep, into);
    return into;
  };
  const sized = (file: string): SizedFile => ({
    file,
    gzipped: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  });

  /** The entry, the page's chunk and its first view's texts, each with its static imports. */
  const firstView = (page: string, src: string) =>
    [src, ...textsOf(page)].reduce((keys, s) => withStaticImports(bySrc(s), keys), withStaticImports(entryKey));
  const beforeMap = firstView("/", HOME_SRC);
  const mapChunks = [...withStaticImports(bySrc(MAP_SRC))].filter((k) => !beforeMap.has(k));
  const mapCss = [...new Set(mapChunks.flatMap((k) => manifest[k]!.css ?? []))];
  const pages = PUBLIC_PAGES.map(([page, src]) => {
    const keys = firstView(page, src);
    return { page, gzipped: [...keys].reduce((sum, k) => sum + sized(manifest[k]!.file).gzipped, 0) };
  });
  return {
    dist,
    pages,
    beforeMap: [...beforeMap].map((k) => sized(manifest[k]!.file)),
    map: mapChunks.map((k) => sized(manifest[k]!.file)),
    mapCss: mapCss.map(sized),
  };
}

export const totalBytes = (files: SizedFile[]) => files.reduce((sum, f) => sum + f.gzipped, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** Print the figures: each file, the total before the map against the aim, then the map chunk and its CSS. */
export function printHomeBundle(b: HomeBundle) {
  console.log(`home page JavaScript, gzipped (${b.dist})`);
  for (const f of b.beforeMap) console.log(`  ${kb(f.gzipped)}  ${f.file}`);
  const before = totalBytes(b.beforeMap);
  console.log(`${kb(before)}  before the map (aim: at most 125 KB) ${before <= BEFORE_MAP_AIM ? "✓" : "✗ over"}`);
  for (const f of b.map) console.log(`  ${kb(f.gzipped)}  ${f.file}`);
  console.log(`${kb(totalBytes(b.map))}  the map chunk (Leaflet, react-leaflet), loaded as the map nears the screen`);
  for (const f of b.mapCss) console.log(`${kb(f.gzipped)}  ${f.file} (the map's CSS)`);
  console.log("other public pages, JavaScript before the first view (entry, page chunk, its texts), gzipped");
  for (const p of b.pages)
    console.log(`${kb(p.gzipped)}  ${p.page} (aim: at most 140 KB) ${p.gzipped <= PUBLIC_PAGE_AIM ? "✓" : "✗ over"}`);
}

// Run directly (not imported by gear-search.ts): print for the dist directory given.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printHomeBundle(measureHomeBundle(process.argv[2] ?? "dist"));
}

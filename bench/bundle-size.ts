/**
 * The JavaScript the home page loads (issue 3, "Speed"): after `npx vite build`,
 * read dist/.vite/manifest.json and print the gzipped bytes of the entry chunk
 * and its static imports, the home page chunk and its static imports, and the
 * texts its first view says: what arrives before the map; then the map chunk and
 * what it adds, separately.
 * The first view's texts travel in the page's HTML, as the strings its server
 * render read (ADR 043): with the server render built too (`npm run build`; run on
 * the default dist/ after `npx vite build` alone, it builds that first), this renders each page in English and in Malay on the demo data and counts the larger
 * of the two `texts` of its state, gzipped on their own (more than they add to the
 * gzipped HTML, so the figure is not flattered). Without it, each namespace the page
 * lists (src/shared/i18n/groups.ts) is counted whole, as JSON: an upper bound.
 * Aim (issue 33): at most 125 KB gzipped before the map (170 KB before, issue 3),
 * and at most 140 KB for each other public page (the entry, the page's chunk with
 * its static imports and its first view's texts), printed after the home page's.
 * gear-search.ts imports measureHomeBundle and printHomeBundle to print the same
 * figures in its run (with the upper bound for the texts).
 *
 *   npm run build && node --import tsx bench/bundle-size.ts [dist directory=dist]
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { en } from "../src/shared/i18n/en";
import { FIRST_VIEW_NAMESPACES, FRAME_NAMESPACES } from "../src/shared/i18n/groups";
import { SERVER_STATE_ID } from "../src/shared/ssr-contracts";

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
  /** Each other public page: its JavaScript and texts before its first view, gzipped bytes in all. */
  pages: { page: string; gzipped: number }[];
  /** How the first view's texts were counted: as rendered, or whole namespaces (an upper bound). */
  texts: "rendered" | "upper bound";
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
const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Gzipped bytes of each page's first-view texts (by route pattern), as the page's state carries them. */
export type FirstViewTextBytes = Record<string, number>;

/** The upper bound: the frame's and the page's listed namespaces, whole, as JSON. */
const wholeNamespaces = (page: string) =>
  gzipped(
    JSON.stringify(
      Object.fromEntries([...FRAME_NAMESPACES, ...(FIRST_VIEW_NAMESPACES[page] ?? [])].map((ns) => [ns, en[ns]])),
    ),
  );

/**
 * Render the five pages through the built server (dist/ssr) on a fresh PGlite with
 * the demo data, in English and at /ms, and gzip the `texts` of each one's state;
 * null without a server build.
 */
export async function measureFirstViewTexts(distDir = "dist"): Promise<FirstViewTextBytes | null> {
  const dist = path.resolve(distDir);
  if (!existsSync(path.join(dist, "ssr/entry-server.js"))) return null;
  const [{ buildApp }, { loadConfig }, { openDatabase }, { seedDemo }, { gear, owners }, { eq }] = await Promise.all([
    import("../src/server/app"),
    import("../src/server/config"),
    import("../src/server/db/client"),
    import("../src/server/seed/demo"),
    import("../src/server/db/schema"),
    import("drizzle-orm"),
  ]);
  const dir = mkdtempSync(path.join(tmpdir(), "sewagear-bench-bundle-"));
  try {
    const database = await openDatabase({ dir: path.join(dir, "db") });
    const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", DATA_DIR: dir, RATE_LIMIT_FACTOR: "0" });
    const app = await buildApp({ config, database, secret: "x".repeat(32), distDir: dist });
    await seedDemo(database.db, app.deps.auth, app.deps.storage);
    const [listing] = await database.db
      .select({ id: gear.id, username: owners.username })
      .from(gear)
      .innerJoin(owners, eq(owners.userId, gear.ownerId))
      .where(eq(gear.status, "active"))
      .limit(1);
    const urls: Record<string, string> = {
      "/": "/",
      "/learnmore": "/learnmore",
      "/gear/:id": `/gear/${listing!.id}`,
      "/owner/:identifier": `/owner/${listing!.username}`,
      "/wanted": "/wanted",
    };
    const bytes: FirstViewTextBytes = {};
    const stateAt = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, "s");
    for (const [page, url] of Object.entries(urls))
      for (const prefix of ["", "/ms"]) {
        const res = await app.inject({ url: prefix + (url === "/" && prefix ? "" : url) });
        const state = stateAt.exec(res.body)?.[1];
        if (res.statusCode !== 200 || !state)
          throw new Error(`${prefix}${url} answered ${res.statusCode} without its state`);
        const texts = (JSON.parse(state) as { texts?: object }).texts ?? {};
        // As the HTML carries them: `<` escaped (server-state.ts).
        bytes[page] = Math.max(bytes[page] ?? 0, gzipped(JSON.stringify(texts).replace(/</g, "\\u003c")));
      }
    await app.close();
    await database.close();
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Gzipped sizes (level 9) of the home page's JavaScript from the Vite manifest in `dist`. */
export function measureHomeBundle(distDir = "dist", textBytes: FirstViewTextBytes | null = null): HomeBundle {
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
  const sized = (file: string): SizedFile => ({ file, gzipped: gzipped(readFileSync(path.join(dist, file))) });
  const textsOf = (page: string) => textBytes?.[page] ?? wholeNamespaces(page);
  const textsLabel = textBytes
    ? "(first view's texts, in the HTML)"
    : "(first view's namespaces whole: an upper bound)";

  /** The entry and the page's chunk, each with its static imports. */
  const firstView = (src: string) => withStaticImports(bySrc(src), withStaticImports(entryKey));
  const beforeMap = firstView(HOME_SRC);
  const mapChunks = [...withStaticImports(bySrc(MAP_SRC))].filter((k) => !beforeMap.has(k));
  const mapCss = [...new Set(mapChunks.flatMap((k) => manifest[k]!.css ?? []))];
  const pages = PUBLIC_PAGES.map(([page, src]) => {
    const keys = firstView(src);
    return { page, gzipped: [...keys].reduce((sum, k) => sum + sized(manifest[k]!.file).gzipped, textsOf(page)) };
  });
  return {
    dist,
    pages,
    texts: textBytes ? "rendered" : "upper bound",
    beforeMap: [...[...beforeMap].map((k) => sized(manifest[k]!.file)), { file: textsLabel, gzipped: textsOf("/") }],
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
  const texts = b.texts === "rendered" ? "its texts as rendered" : "its namespaces whole, an upper bound";
  console.log(`other public pages, JavaScript before the first view (entry, page chunk, ${texts}), gzipped`);
  for (const p of b.pages)
    console.log(`${kb(p.gzipped)}  ${p.page} (aim: at most 140 KB) ${p.gzipped <= PUBLIC_PAGE_AIM ? "✓" : "✗ over"}`);
}

// Run directly (not imported by gear-search.ts): print for the dist directory given.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? "dist";
  // `npx vite build` alone empties dist/, server render included: without it the texts would be
  // only an upper bound, so the default build directory gets its server render (vite.config.ts writes dist/ssr).
  if (!process.argv[2] && !existsSync(path.resolve("dist/ssr/entry-server.js"))) {
    console.log("building the server render (vite build --ssr) to render the pages' first views");
    execFileSync("npx", ["vite", "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"], { stdio: "inherit" });
  }
  const texts = await measureFirstViewTexts(dist);
  if (!texts) console.log(`no server render in ${dist}/ssr (npm run build): the first views' texts are upper bounds`);
  printHomeBundle(measureHomeBundle(dist, texts));
}

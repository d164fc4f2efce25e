/**
 * The JavaScript the home page loads (issue 3, "Speed"): after `npx vite build`,
 * read dist/.vite/manifest.json and print the gzipped bytes of the entry chunk
 * and its static imports plus the home page chunk and its static imports (what
 * arrives before the map), then the map chunk and what it adds, separately.
 * Aim: under 170 KB gzipped before the map.
 *
 *   npx vite build && node --import tsx bench/bundle-size.ts [dist directory=dist]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.resolve(process.argv[2] ?? "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const HOME_SRC = "features/home/home-page.tsx";
const MAP_SRC = "features/home/gear-map.tsx";

const bySrc = (src: string) => {
  const found = Object.entries(manifest).find(([key, c]) => c.src === src || key === src);
  if (!found) throw new Error(`${src} is not in ${dist}/.vite/manifest.json: was it renamed?`);
  return found[0];
};
const entryKey = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
if (!entryKey) throw new Error("The manifest has no entry chunk");

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(dep, into);
  return into;
}

const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const total = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gz(manifest[k]!.file), 0);

const beforeMap = withStaticImports(bySrc(HOME_SRC), withStaticImports(entryKey));
const mapChunks = [...withStaticImports(bySrc(MAP_SRC))].filter((k) => !beforeMap.has(k));
const mapCss = [...new Set(mapChunks.flatMap((k) => manifest[k]!.css ?? []))];

console.log(`home page JavaScript, gzipped (${dist})`);
for (const k of beforeMap) console.log(`  ${kb(gz(manifest[k]!.file))}  ${manifest[k]!.file}`);
const before = total(beforeMap);
console.log(`${kb(before)}  before the map (aim: under 170 KB) ${before < 170 * 1024 ? "✓" : "✗ over"}`);
for (const k of mapChunks) console.log(`  ${kb(gz(manifest[k]!.file))}  ${manifest[k]!.file}`);
console.log(`${kb(total(mapChunks))}  the map chunk (Leaflet, react-leaflet), loaded after the page`);
for (const css of mapCss) console.log(`${kb(gz(css))}  ${css} (the map's CSS)`);

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const api = process.env.API_URL ?? "http://localhost:3000";

/** The public group's namespaces, each its own chunk (src/web/lib/text-chunks.ts; src/shared/i18n/groups.ts names them). */
const PUBLIC_TEXTS =
  /shared\/i18n\/(en|ms)\/(common|errors|nav|validation|meta|auth|profile|notifications|bookings|gear|owners|catalogue|search|wanted|analytics|hardening)\.ts$/;

/**
 * The built files the app shell needs before any page: the entry chunk, its
 * static imports and their CSS, read from Vite's build manifest. Only these of
 * assets/ are precached; page chunks are cached at first use (src/web/sw.ts).
 * (Here rather than in its own file: Vite's native config loader reads no
 * extensionless TypeScript imports.)
 */
function shellFiles(dir: string): Set<string> {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(dir, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  // And the public texts of both languages (with what they import): the app renders nothing before one is in.
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || PUBLIC_TEXTS.test(key)) visit(key);
  return files;
}

/** The texts' chunks (src/web/lib/i18n.ts) named for their language and group or namespace, as the e2e journeys and benches look for them. */
const TEXTS = /shared\/i18n\/(en|ms)\/([\w-]+)\.ts$/;
const chunkFileNames = (chunk: { facadeModuleId?: string | null }) => {
  const texts = chunk.facadeModuleId && TEXTS.exec(chunk.facadeModuleId);
  return texts ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js` : "assets/[name]-[hash].js";
};

// Where this build writes (a --outDir on the command line included), for the precache list.
let outDir = path.resolve("dist");
const rememberOutDir: Plugin = {
  name: "sewagear-out-dir",
  configResolved(config) {
    outDir = path.resolve(config.root, config.build.outDir);
  },
};

/**
 * A .br and a .gz beside every text file of the browser build (service worker
 * included, so after it is written), at the highest levels: made once here,
 * served by @fastify/static's `preCompressed` with no work per request. Files
 * under 1 KB, and those compression would not shrink, stay as they are.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
let isServerBuild = false;
const precompress: Plugin = {
  name: "sewagear-precompress",
  apply: "build",
  configResolved(config) {
    isServerBuild = !!config.build.ssr;
  },
  closeBundle: {
    order: "post",
    sequential: true,
    handler() {
      if (isServerBuild) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(data, { level: 9 });
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  },
};

/**
 * React Aria has no Malay texts: its calendar and overlays would read "to", "Today" and
 * "Dismiss" in English on a BM page. Their string tables (each package's
 * `./intlStrings.mjs`, a map of locale → texts) get an "ms-MY" entry from
 * src/web/lib/aria-malay.ts, so React Aria picks it by the page's locale and still
 * switches with the language. The same plugin serves the dev server's dependency bundle.
 */
const ARIA_STRINGS = /[\\/]react-aria[\\/]dist[\\/]private[\\/](calendar|overlays)[\\/][^\\/]+$/;
const ARIA_VIRTUAL = "\0sewagear-aria-strings:";
const ariaMalay = {
  name: "sewagear-aria-malay",
  resolveId(source: string, importer: string | undefined) {
    if (source !== "./intlStrings.mjs" || !importer) return null;
    const area = ARIA_STRINGS.exec(importer)?.[1];
    return area ? `${ARIA_VIRTUAL}${area}|${path.join(path.dirname(importer), "intlStrings.mjs")}` : null;
  },
  load(id: string) {
    if (!id.startsWith(ARIA_VIRTUAL)) return null;
    const [area, original] = id.slice(ARIA_VIRTUAL.length).split("|") as [string, string];
    const malay = path.resolve(import.meta.dirname, "src/web/lib/aria-malay.ts");
    return [
      `import strings from ${JSON.stringify(original)};`,
      `import { ${area} as malay } from ${JSON.stringify(malay)};`,
      `export default { ...strings, "ms-MY": malay };`,
    ].join("\n");
  },
};

/**
 * Two builds: the browser's (dist/), and with `--ssr entry-server.tsx` the
 * server render of the public pages (dist/ssr, ADR 023), which needs no service
 * worker, public files or manifest of its own.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: isSsrBuild ? false : "public",
  plugins: [
    { ...ariaMalay, enforce: "pre" } as Plugin,
    react(),
    tailwindcss(),
    rememberOutDir,
    precompress,
    // Our own worker (src/web/sw.ts) with Workbox inside; the manifests stay the
    // hand-written EN and BM ones (app-identity.ts switches them); the page
    // registers the worker itself (src/web/lib/pwa.ts) to show the update prompt.
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: ".",
        filename: "sw.ts",
        registerType: "prompt",
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ["index.html", "assets/*.{js,css}", "*.{svg,png,webmanifest}"],
          // Everything the glob found outside assets/ (index.html, icons, logo, manifests), and the shell's assets.
          manifestTransforms: [
            (entries) => {
              const shell = shellFiles(outDir);
              return { manifest: entries.filter((e) => !e.url.startsWith("assets/") || shell.has(e.url)) };
            },
          ],
        },
      }),
  ],
  // The browser and the server render translate with the app's own small i18next and
  // react-i18next (ADR 043): the same code renders a page and hydrates it. The server's
  // messages and e-mails, and the unit tests, keep i18next itself.
  resolve: {
    alias: [
      { find: /^i18next$/, replacement: path.resolve(import.meta.dirname, "src/web/lib/lite-i18next.ts") },
      { find: /^react-i18next$/, replacement: path.resolve(import.meta.dirname, "src/web/lib/lite-react-i18next.ts") },
    ],
  },
  // The dev server bundles react-aria ahead with Rolldown: the same Malay texts there.
  optimizeDeps: { rolldownOptions: { plugins: [ariaMalay] } },
  // The server bundle holds its dependencies, so it runs from any directory (a WEB_DIST_DIR outside the project).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, sourcemap: true }
    : {
        outDir: "../../dist",
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        rolldownOptions: { output: { chunkFileNames } },
      },
  server: {
    port: 5173,
    proxy: {
      // The API refuses writes from a foreign Origin; in development the page's
      // origin is Vite's, so present the API's own.
      "/api": {
        target: api,
        changeOrigin: true,
        configure: (proxy) => proxy.on("proxyReq", (req) => req.setHeader("origin", api)),
      },
    },
  },
}));

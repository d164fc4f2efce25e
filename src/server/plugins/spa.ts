import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app from dist/: hashed assets cached for a year, and
 * index.html (no-cache) for every other GET that is not an API call, so client
 * routes survive a reload. Without a build, API only.
 * Each file goes out as the .br or .gz the build wrote beside it (vite.config.ts)
 * when the browser accepts one: compressed once at build time, at the highest
 * level, instead of on every request.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) {
    app.log.warn(`no web build at ${distDir}: run "npm run build" to serve the app`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, file) {
      // Only assets/ names carry a content hash; index.html, sw.js and the manifests must be revalidated.
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return true;
}

export function isSpaNavigation(method: string, url: string) {
  return (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && url !== "/api";
}

import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app from dist/: hashed assets cached for a year, and
 * index.html (no-cache) for every other GET that is not an API call, so client
 * routes survive a reload. Without a build, API only.
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
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return true;
}

export function isSpaNavigation(method: string, url: string) {
  return (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && url !== "/api";
}

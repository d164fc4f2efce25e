import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import type { TestApp } from "./test-app";

/**
 * The app with its web part, for tests of the public pages as a crawler sees them:
 * the source index.html as its template (a stylesheet linked as the build links
 * it) and the real server entry through vitest's own TypeScript support.
 */
export async function buildWebApp(ctx: TestApp) {
  const distDir = await mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "web-"));
  const source = await readFile(path.resolve("src/web/index.html"), "utf8");
  const index = source.replace("</head>", `<link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head>`);
  await writeFile(path.join(distDir, "index.html"), index);
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "assets", "app.css"), ".text-ink{color:#0f172a}\n");
  const web = await buildApp({
    config: ctx.config,
    database: ctx.database,
    secret: "x".repeat(32),
    distDir,
    ssrEntry: () => import("../../web/entry-server"),
  });
  await web.ready();
  return web;
}

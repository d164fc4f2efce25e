/**
 * The floor the stack itself costs (issue 33): a bare page that loads React 19
 * (react-dom's production client, minified, nothing else) and hydrates a
 * server-rendered list of `n` elements, the size of the public page it stands
 * beside. bench/lighthouse.ts measures it in the same run as the pages, so the
 * page's Total Blocking Time can be read against what hydrating as many elements
 * costs on the same machine at that moment.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";

/**
 * The list both sides render: about `n` elements (an item is a li, a link and a
 * line of text, like a card's parts). One source for the server and the bundle.
 */
const LIST = `function FloorList({ n }) {
  return h("ul", null, Array.from({ length: Math.max(1, Math.floor(n / 3)) }, (_, i) =>
    h("li", { key: i }, h("a", { href: "#" + i }, "Item " + i), h("span", null, " line " + i))));
}`;
// Our own source above, the same the browser runs.
const FloorList = new Function("h", `${LIST}; return FloorList;`)(h) as (props: { n: number }) => ReturnType<typeof h>;

/** The browser's side, bundled by esbuild as the app is by Vite: production React, minified. */
const CLIENT = `
import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
${LIST}
const root = document.getElementById("root");
hydrateRoot(root, h(FloorList, { n: Number(root.dataset.n) }));
`;

export interface FloorServer {
  /** The floor page's URL for a page of `elements` DOM elements. */
  url: (elements: number) => string;
  close: () => void;
}

export async function startFloorServer(): Promise<FloorServer> {
  const bundled = await build({
    stdin: { contents: CLIENT, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const script = bundled.outputFiles[0]!.contents;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/floor.js") {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "max-age=3600" });
      return res.end(script);
    }
    const n = Math.max(1, Number(url.searchParams.get("n")) || 100);
    const body = renderToString(h(FloorList, { n }));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="React 19 hydrating a list"></head><body><main id="root" data-n="${n}">${body}</main><script type="module" src="/floor.js"></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (elements) => `http://127.0.0.1:${port}/?n=${elements}`, close: () => server.close() };
}

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { matchRoutes, parsePath, StaticRouter } from "react-router";
import { FIRST_VIEW_NAMESPACES, FRAME_NAMESPACES } from "../shared/i18n/groups";
import { routerBasename, withoutLanguagePrefix } from "../shared/i18n/language-paths";
import type { RenderRequest, RenderResult, ServerEntry } from "../shared/ssr-contracts";
import { AppRoutes, preloadPageAt, routes } from "./app/routes";
import { LanguageProvider } from "./components/language-provider";
import { i18n, loadCatalogues } from "./lib/i18n";
import { fillQueries } from "./lib/page-queries";
import { serializeState } from "./lib/server-state";
import type { FirstViewTexts } from "./lib/server-state-read";

/**
 * The server render of the public pages (ADR 023), built by `vite build --ssr`
 * into dist/ssr and called in-process by src/server/modules/public-pages. The
 * tree is main.tsx's, so the client hydrates what this wrote.
 */

/**
 * The web code reads one i18next instance (translate(), currentLanguage()), so
 * two renders in different languages must not overlap: each waits for the one
 * before. A render of prefetched data takes milliseconds; the wait is only for
 * the first visit of a page's chunk.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The texts the render in progress has read, by namespace and key as `t` looked
 * them up (renders never overlap, above): handed to the page in its state, so its
 * first view hydrates with exactly these strings instead of fetching whole
 * namespaces first (ADR 043). Every lookup of `t` goes through the store's
 * getResource; the client's `t`, making the same lookups on the same data, finds
 * the same strings, and a lookup that found nothing here finds nothing there.
 */
let read: FirstViewTexts = {};
type Lookup = (lng: string, ns: string, key: string, options?: object) => unknown;
const store = i18n.services.resourceStore as unknown as { getResource: Lookup };
const getResource = store.getResource.bind(store);
store.getResource = (lng, ns, key, options) => {
  const found = getResource(lng, ns, key, options);
  // Objects are skipped by `t` (a key that names a subtree), so they need not travel; nor does
  // a lookup in another language than the page's (the client files these under the page's).
  if (lng !== i18n.language) return found;
  if (typeof found === "string" || typeof found === "number" || typeof found === "boolean")
    (read[ns] ??= {})[key] = found;
  return found;
};

async function renderPage({ url, language, data, signedOut }: RenderRequest): Promise<RenderResult> {
  await loadCatalogues(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);

  // The page's chunk first, so it renders in place rather than streaming in later behind an inline script.
  await preloadPageAt(url);
  read = {};
  // A page under /ms is the same route with the prefix as its basename (issue 33).
  const basename = routerBasename(url.split("?")[0]!);

  // No retries and no refetching on the server: what is not filled in stays loading.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  fillQueries(queryClient, data, signedOut, parsePath(url).search ?? "");

  // An error in a component would leave its part to the client to render: the server sends the plain shell instead.
  let failed: unknown = null;
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          {/* The client router starts from the URL itself: no loaders, so nothing to hand over. */}
          <StaticRouter location={url} basename={basename}>
            <AppRoutes />
          </StaticRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
    {
      onError: (err) => void (failed ??= err),
      // React outlines a boundary larger than this (12.8 kB by default) and reveals it with an
      // inline script, which the CSP refuses: every boundary is written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // The whole page at once: its data is already here, and a crawler reads no streamed fallbacks.
  await stream.allReady;
  if (failed) throw failed;
  const markup = await new Response(stream).text();
  // The client reads this before it hydrates (i18n.ts, the manifest's description): it travels with the page's texts.
  i18n.t("meta:app.description");
  // React writes its resource hints (the preload of an image above the fold) first: they belong in the head.
  const hints = /^(?:<link [^>]*>)*/.exec(markup)![0];
  return {
    html: markup.slice(hints.length),
    headLinks: hints,
    state: serializeState(queryClient, language, textsRead(url)),
  };
}

/** The texts the render read, with a warning for a namespace its page does not list (the bench's fallback counts those). */
function textsRead(url: string): FirstViewTexts {
  const pattern = matchRoutes(routes, withoutLanguagePrefix(url.split("?")[0]!))?.at(-1)?.route.path ?? "";
  const listed = new Set<string>([...FRAME_NAMESPACES, ...(FIRST_VIEW_NAMESPACES[pattern] ?? [])]);
  const unlisted = Object.keys(read).filter((ns) => !listed.has(ns));
  if (unlisted.length > 0)
    console.warn(`${pattern} read the texts of ${unlisted.join(", ")}: add them to FIRST_VIEW_NAMESPACES (ADR 043)`);
  return read;
}

export const render: ServerEntry["render"] = (request) => {
  const result = queue.then(() => renderPage(request));
  queue = result.catch(() => {});
  return result;
};

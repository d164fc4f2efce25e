// First: it must run before any Zod schema is made (see the module).
import "./lib/zod-without-eval";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { routerBasename } from "../shared/i18n/language-paths";
import { AppRoutes, preloadPageAt } from "./app/routes";
import { LanguageProvider } from "./components/language-provider";
import { shouldRetry } from "./lib/api";
import { hydratesServerHtml, i18nReady, loadPublicTextsWhenIdle } from "./lib/i18n";
import { registerServiceWorker } from "./lib/pwa";
import { nextTask } from "./lib/next-task";
import { hydrateServerState } from "./lib/server-state";
import { serverState } from "./lib/server-state-read";
import { CACHE_GC_MS } from "./lib/sync-policy";
import "./styles.css";

const queryClient = new QueryClient({
  // The periodic refetch interval is set per role and power mode by useSyncPolicy (layout).
  defaultOptions: {
    queries: { refetchOnWindowFocus: true, staleTime: 30_000, gcTime: CACHE_GC_MS, retry: shouldRetry },
  },
});

/**
 * Marks the page interactive once React has rendered or hydrated it: until then
 * a server-rendered page is inert HTML (its scripts start after it loads).
 * Browser tests wait for it before they tap (e2e/page-watch.ts).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
    // A hydrated page loaded only the texts its first view says: the rest of the public ones come now.
    loadPublicTextsWhenIdle();
  }, []);
  return null;
}

async function start() {
  const root = document.getElementById("root")!;
  const hydrating = serverState && hydratesServerHtml;
  // The modules have just been evaluated (one task): finding and loading the page is the next.
  await nextTask();
  // After the chosen language's texts are in: the first render is already in it, never English first.
  await Promise.all([i18nReady, hydrating ? preloadPageAt(window.location).catch(() => {}) : undefined]);
  await nextTask();
  if (serverState) hydrateServerState(queryClient, serverState);
  await nextTask();
  // Under /ms every link stays in Malay's URLs (issue 33): the routes are the same, the prefix is the basename.
  const basename = routerBasename(window.location.pathname);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
          <MarkReady />
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  if (hydrating) {
    // A server-rendered public page (ADR 023): hydrated in the language it was rendered in.
    // In a transition, React hydrates in slices and yields between them, so a tap is
    // answered meanwhile: one long task would block the phone for the whole page.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
registerServiceWorker();

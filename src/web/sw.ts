/**
 * SewaGear's service worker (vite-plugin-pwa, injectManifest): Workbox does the
 * caching, this file says what is cached how. Built to /sw.js in production
 * builds only (src/web/lib/pwa.ts registers it).
 *
 * - The app shell (index.html, the entry chunk and what it imports, its CSS,
 *   the public texts of both languages, icons, logo, manifests) is precached with revisions: a deploy replaces it
 *   as a whole, and old precaches are deleted.
 * - Page chunks are cached when first loaded, not precached: the map and the
 *   back-office pages would triple what every phone downloads at install. A
 *   route never opened on this device therefore shows the app's offline page.
 * - The new worker waits until the page says "reload" (the update prompt).
 */
import { clientsClaim } from "workbox-core";
import { addRoute, cleanupOutdatedCaches, precache } from "workbox-precaching";
import { registerNavigationRoute, registerRuntimeCaches, removeOldCaches } from "./sw/caching";
import type { SwScope } from "./sw/scope";
import { type PushScope, registerPushHandlers } from "./sw-push";

declare const self: SwScope;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Routes in order, the first match answers. Navigations: network first, the
// shell as fallback. Then the precached files by their own URL only ("/" must
// not answer from the precache, or the home page would never come from the
// server while online). Then the runtime caches.
registerNavigationRoute();
addRoute({ directoryIndex: "", cleanURLs: false }); // "": no index file for "/"
registerRuntimeCaches();

self.addEventListener("activate", (event) => event.waitUntil(removeOldCaches()));
// The very first worker takes the open page at once (nothing older to wait for).
clientsClaim();

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Push and notificationclick listeners (issue 14, Web Push).
registerPushHandlers(self as unknown as PushScope);

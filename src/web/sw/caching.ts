import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { matchPrecache } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { isCachableApiRead } from "./api-reads";
import { PRIVATE_CACHE } from "./cache-names";

/**
 * The runtime caches. Names start with "sewagear-" so removeOldCaches can tell
 * ours from a browser extension's; the private one (API reads: one person's
 * bookings, session, notifications) is emptied on sign-out and sign-in
 * (src/web/lib/pwa.ts clearPrivateCache).
 */
const CACHES = {
  pages: "sewagear-pages",
  data: PRIVATE_CACHE,
  images: "sewagear-images",
  assets: "sewagear-assets",
} as const;

const DAY = 24 * 60 * 60;

/** Only complete answers are kept: an error page must not replace a good copy. */
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  // A weak signal on a phone: after 4 s the last copy is better than a blank screen.
  networkTimeoutSeconds: 4,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })],
});

export function registerNavigationRoute() {
  // Navigations: the server's page first (public pages will be server-rendered),
  // else this page as last seen, else the precached app shell, which routes on
  // its own and shows the offline page for what it cannot load.
  registerRoute(
    ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
  );
}

/** After the precache's own route: what the precache does not hold. */
export function registerRuntimeCaches() {
  // Hashed build files never change: the precache holds the shell's, this the page chunks seen.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
    new CacheFirst({
      cacheName: CACHES.assets,
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
    }),
  );

  // Gear photos and avatars (public, immutable URLs). Private files under /api/ stay uncached.
  registerRoute(
    ({ request, url, sameOrigin }) =>
      sameOrigin && request.destination === "image" && !url.pathname.startsWith("/api/"),
    new CacheFirst({
      cacheName: CACHES.images,
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );

  // API reads: fresh when the network answers within 5 s, else the last answer,
  // so a signed-in user stays signed in and what they saw stays readable offline.
  registerRoute(
    ({ request, url, sameOrigin }) => sameOrigin && isCachableApiRead(url, request),
    new NetworkFirst({
      cacheName: CACHES.data,
      networkTimeoutSeconds: 5,
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
    }),
    "GET",
  );
}

/** Caches of an earlier worker (the hand-written sw.js's "-v1" ones included). */
export async function removeOldCaches() {
  const current = new Set<string>(Object.values(CACHES));
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith("sewagear-") && !current.has(k)).map((k) => caches.delete(k)));
}

// SewaGear service worker: the app shell and what was seen stay readable offline.
// Hashed build assets never change (cache first); pages and API reads try the
// network first and fall back to the last copy. Writes, auth and the live event
// stream are never cached.
const VERSION = "v1";
const SHELL = `sewagear-shell-${VERSION}`;
const DATA = `sewagear-data-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.addAll(["/", "/manifest.webmanifest", "/favicon.svg"])).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sewagear-") && !k.endsWith(VERSION)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const NEVER = ["/api/auth/", "/api/events", "/api/session"];

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (NEVER.some((p) => url.pathname.startsWith(p))) return;
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/files/public/")) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith("/api/")) {
    event.respondWith(networkFirst(request, DATA));
  } else if (request.mode === "navigate") {
    // Any client route is the same app shell.
    event.respondWith(networkFirst(request, SHELL).catch(() => caches.match("/")));
  }
});

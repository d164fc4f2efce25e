import { PRIVATE_CACHE } from "../sw/cache-names";

/** Applies the waiting worker and reloads into the new version; null while none waits. */
export type ApplyUpdate = () => void;

let waitingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: the update prompt shows while a new worker waits. */
export const pendingUpdate = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => waitingUpdate,
};

function offerUpdate(apply: ApplyUpdate | null) {
  waitingUpdate = apply;
  listeners.forEach((l) => l());
}

/**
 * Install the service worker (production builds only: Vite's dev server serves
 * modules it must not cache). workbox-window is loaded after the page, so the
 * entry chunk does not grow. A new version waits (registerType "prompt") until
 * the reader chooses Reload, so a form being filled in is never lost to a
 * deploy.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const install = () => {
    void import("workbox-window")
      .then(({ Workbox }) => {
        const wb = new Workbox("/sw.js", { scope: "/" });
        wb.addEventListener("waiting", () =>
          offerUpdate(() => {
            wb.addEventListener("controlling", () => window.location.reload());
            wb.messageSkipWaiting();
          }),
        );
        return wb.register();
      })
      .catch((err) => console.warn("service worker not installed", err));
  };
  // On a server-rendered page the app itself starts after `load` (ADR 023): then now.
  if (document.readyState === "complete") install();
  else window.addEventListener("load", install, { once: true });
}

/**
 * Forget the cached API reads (one person's data): on sign-out, before the
 * next person uses the device, and on sign-in, so nobody reads offline what
 * an earlier user of the device saw.
 */
export async function clearPrivateCache() {
  if (!("caches" in window)) return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith(PRIVATE_CACHE)).map((k) => caches.delete(k)));
}

/** Install the service worker (production builds only: Vite's dev server serves modules it must not cache). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .catch((err) => console.warn("service worker not installed", err));
  });
}

/** Forget cached API reads (they are one user's data) — on logout, before the next person uses the device. */
export async function clearPrivateCache() {
  if (!("caches" in window)) return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith("sewagear-data-")).map((k) => caches.delete(k)));
}

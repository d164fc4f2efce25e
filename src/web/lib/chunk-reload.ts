const RELOADED_AT = "sewagear.chunk-reload-at";
/** Within this long after a reload, a second failure is a real error, not a deploy: no loop. */
const WINDOW_MS = 30_000;

/** A lazy page's module could not be fetched (Vite names the failure in these words per browser). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  );
}

/** Reload once to pick up a newly deployed build; returns false when it already did just now. */
export function reloadOnceForNewVersion(storage: Storage = sessionStorage, reload = () => window.location.reload()) {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(Date.now()));
  reload();
  return true;
}

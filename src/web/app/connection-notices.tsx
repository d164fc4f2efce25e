import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { pendingUpdate } from "../lib/pwa";

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser says it has a connection (changes as it comes and goes). */
export function useOnline() {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Issue 14: while offline, say so on every page; what is shown is the last copy seen. */
export function OfflineNotice() {
  const { t } = useTranslation("nav");
  if (useOnline()) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      {t("offlineNotice")}
    </div>
  );
}

/**
 * "Update available — reload" when a new service worker waits. A polite live
 * region (announced, focus not taken); Later hides it until the next visit.
 */
export function UpdatePrompt() {
  const { t } = useTranslation("nav");
  const apply = useSyncExternalStore(pendingUpdate.subscribe, pendingUpdate.current, () => null);
  const [dismissed, setDismissed] = useState(false);
  if (!apply || dismissed) return null;
  return (
    <section
      role="status"
      aria-labelledby="update-title"
      className="print:hidden fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
    >
      <div className="min-w-0 flex-1">
        <h2 id="update-title" className="text-sm font-semibold text-slate-900">
          {t("updateAvailable")}
        </h2>
        <p className="text-sm text-slate-700">{t("updateBody")}</p>
      </div>
      <Button variant="secondary" className="min-h-11" onClick={() => setDismissed(true)}>
        {t("updateLater")}
      </Button>
      <Button className="min-h-11" onClick={apply}>
        {t("updateReload")}
      </Button>
    </section>
  );
}

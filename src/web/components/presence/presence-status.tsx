import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format";
import { presenceQueries } from "../../api/analytics";
import { currentLanguage } from "../../lib/i18n";

/**
 * A person's online status in a back-office list, on its own line under their
 * name: "Online", or when they were last active. `among` is the whole list's ids: every badge of the list asks
 * with the same ids, so the list costs one request, refreshed every minute.
 */
export function PresenceStatus({ userId, among }: { userId: string; among: readonly string[] }) {
  const { t } = useTranslation("analytics");
  const { data } = useQuery(presenceQueries.users(among));
  const presence = data?.items.find((p) => p.userId === userId);
  if (!presence) return null;
  if (presence.isOnline) {
    return (
      <span className="flex items-center gap-1 text-xs font-medium text-emerald-800">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-600" />
        {t("presence.online")}
      </span>
    );
  }
  return (
    <span className="block text-xs text-slate-600">
      {presence.lastActivity
        ? t("presence.lastActive", { time: formatDateTime(presence.lastActivity, currentLanguage()) })
        : t("presence.never")}
    </span>
  );
}

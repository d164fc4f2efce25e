import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format";
import type { UnverifiedUser } from "../../../shared/admin-contracts";
import { Card } from "../../components/ui/page";
import { currentLanguage } from "../../lib/i18n";
import { PresenceStatus } from "../../components/presence/presence-status";

/** Seed sections 7 and 9: the live user lists hold 20. The server sends no more; the cap here keeps the promise if it ever did. */
export const UNVERIFIED_LIST_LIMIT = 20;

/** Seed section 7: the 20 newest unverified users, refetched live on sign-ups and verification events (lib/live.ts). */
export function UnverifiedUsers({ users }: { users: UnverifiedUser[] }) {
  const { t } = useTranslation("admin");
  const shown = users.slice(0, UNVERIFIED_LIST_LIMIT);
  return (
    <Card title={t("unverified.title")}>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t("unverified.allVerified")}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{t("unverified.intro", { limit: UNVERIFIED_LIST_LIMIT })}</p>
          <ul aria-label={t("unverified.listLabel")} className="divide-y divide-slate-200 text-sm">
            {shown.map((u) => (
              <li key={u.id} className="flex justify-between gap-2 py-2">
                <span>
                  {u.name} <span className="text-slate-600">{u.email}</span>{" "}
                  <PresenceStatus userId={u.id} among={shown.map((s) => s.id)} />
                </span>
                <span className="text-slate-600">
                  {t("unverified.joined", {
                    date: formatDate(u.createdAt, currentLanguage()),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

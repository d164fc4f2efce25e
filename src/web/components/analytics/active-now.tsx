import { useTranslation } from "react-i18next";
import { ACTIVE_WINDOW_MINUTES, type AnalyticsSummary } from "../../../shared/analytics-contracts";
import { formatDateTime } from "../../../shared/i18n/format";
import { currentLanguage } from "../../lib/i18n";

/** Seed section 9's real-time window: browsers with a page view, and the signed-in people seen, in the last 15 minutes. */
export function ActiveNow({ active }: { active: AnalyticsSummary["active"] }) {
  const { t } = useTranslation("analytics");
  const lang = currentLanguage();
  return (
    <section aria-labelledby="analytics-active">
      <h3 id="analytics-active" className="mb-2 font-semibold">
        {t("section.activeTitle", { minutes: ACTIVE_WINDOW_MINUTES })}
      </h3>
      <p className="mb-2 text-sm">{t("section.activeVisitors", { count: active.visitors })}</p>
      {active.users.length === 0 ? (
        <p className="text-sm text-slate-600">{t("section.noActiveUsers")}</p>
      ) : (
        <ul aria-label={t("section.activeUsersLabel")} className="divide-y divide-slate-200 text-sm">
          {active.users.map((u) => (
            <li key={u.id} className="flex flex-wrap justify-between gap-x-2 py-1.5">
              <span>
                {u.name} <span className="text-slate-600">({t(`userTypes.${u.userType}`)})</span>
              </span>
              <span className="text-slate-600">
                {t("section.lastSeen", { time: formatDateTime(u.lastSeen, lang) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

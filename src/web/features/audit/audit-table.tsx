import { useTranslation } from "react-i18next";
import type { AuditEntryView, AuditSummaryView } from "../../../shared/audit-contracts";
import { LOCALE } from "../../../shared/i18n/languages";
import { currentLanguage } from "../../lib/i18n";
import { actionWords, subjectWords } from "./audit-words";

/** A before/after summary as "field: value" lines; a dash when there is none. */
function Summary({ value }: { value: AuditSummaryView | null }) {
  const { t } = useTranslation("audit");
  const entries = value ? Object.entries(value) : [];
  if (entries.length === 0) return <span className="text-slate-500">{t("table.nothing")}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600">{k}</dt>
          <dd className="break-words">{v === null ? t("table.nothing") : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The columns, each named by its key under `audit:table`. */
const COLUMNS = ["when", "who", "action", "record", "before", "after", "detail"] as const;

/** The trail's entries as a table; on a phone it scrolls sideways inside its own box, not the page. */
export function AuditTable({ items }: { items: AuditEntryView[] }) {
  const { t } = useTranslation("audit");
  const when = (iso: string) =>
    new Date(iso).toLocaleString(LOCALE[currentLanguage()], { dateStyle: "medium", timeStyle: "short" });
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      // The box scrolls, so a keyboard must be able to focus it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t("table.caption")}
    >
      <table className="min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(`table.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {items.map((e) => (
            <tr key={e.id}>
              <td className="px-3 py-2 whitespace-nowrap">{when(e.at)}</td>
              <td className="px-3 py-2">
                {e.actor ? (
                  e.actor.name ? (
                    <>
                      {e.actor.name}
                      <br />
                      <span className="text-slate-600">{e.actor.email}</span>
                    </>
                  ) : (
                    t("table.deletedAccount", { id: e.actor.id })
                  )
                ) : (
                  t("table.system")
                )}
              </td>
              <td className="px-3 py-2">
                {actionWords(t, e.action)}
                <br />
                <span className="font-mono text-xs text-slate-600">{e.action}</span>
              </td>
              <td className="px-3 py-2 break-all">
                {subjectWords(t, e.subjectType)} <span className="font-mono text-xs">{e.subjectId}</span>
              </td>
              <td className="px-3 py-2">
                <Summary value={e.before} />
              </td>
              <td className="px-3 py-2">
                <Summary value={e.after} />
              </td>
              <td className="px-3 py-2">
                <Summary value={e.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

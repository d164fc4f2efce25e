import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format";
import type { AuditEntryView } from "../../../shared/audit-contracts";
import { currentLanguage } from "../../lib/i18n";
import { type AuditLine, changeLines, detailLines } from "./audit-values";
import { actionWords, subjectWords } from "./audit-words";

/** An entry's lines as "label: value" (or "label: was → now"); a dash when there are none. */
function Lines({ lines }: { lines: AuditLine[] }) {
  const { t } = useTranslation("audit");
  if (lines.length === 0) return <span className="text-slate-500">{t("table.nothing")}</span>;
  return (
    <dl className="flex flex-col gap-1">
      {lines.map((l) => (
        <div key={l.key}>
          <dt className="inline text-slate-600">{l.label}: </dt>
          <dd className="inline break-words">
            {l.from !== undefined && (
              <>
                <del className="text-slate-600">{l.from}</del> →{" "}
              </>
            )}
            {l.to}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The columns, each named by its key under `audit:table`. */
const COLUMNS = ["when", "who", "action", "change", "detail"] as const;

/**
 * The trail's entries as a table: what changed is one column of "field: was → now"
 * lines in the reader's words, so the table fits the page at 1280 px; on a phone it
 * scrolls sideways inside its own box, not the page.
 */
export function AuditTable({ items }: { items: AuditEntryView[] }) {
  const { t } = useTranslation("audit");
  const lang = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, lang);
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      // The box scrolls, so a keyboard must be able to focus it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t("table.caption")}
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
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
                <span className="text-slate-600">
                  {subjectWords(t, e.subjectType)} <span className="break-all">{e.subjectId}</span>
                </span>
              </td>
              <td className="px-3 py-2">
                <Lines lines={changeLines(t, lang, e.subjectType, e.before, e.after)} />
              </td>
              <td className="px-3 py-2">
                <Lines lines={detailLines(t, lang, e.subjectType, e.detail)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

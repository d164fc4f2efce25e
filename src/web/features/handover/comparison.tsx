import { useTranslation } from "react-i18next";
import type { ComparisonStatus, HandoverCondition, HandoverItemView } from "../../../shared/handover-contracts";
import { translate } from "../../lib/i18n";

type Item = Pick<HandoverItemView, "present" | "condition">;
export interface ComparisonRow {
  name: string;
  status: ComparisonStatus;
  pickup: Item | null;
  return: Item | null;
}

/** A mark beside the status word, so a change is told by shape and word as well as colour. */
const LOOK: Record<ComparisonStatus, { mark: string; className: string }> = {
  same: { mark: "✓", className: "border-slate-200 bg-white" },
  changed: { mark: "≠", className: "border-amber-400 bg-amber-50 font-medium" },
  missing: { mark: "✗", className: "border-red-400 bg-red-50 font-medium" },
  added: { mark: "+", className: "border-sky-300 bg-sky-50" },
};

/**
 * The return sheet against the pickup sheet, item by item (compareSheets in
 * handover-contracts.ts): missing and changed items stand out with a mark, a
 * word and a border, and say what they were at pickup and at return.
 */
export function Comparison({ lines, title, intro }: { lines: ComparisonRow[]; title: string; intro?: string }) {
  const { t } = useTranslation("handover");
  const state = (item: Item | null) =>
    !item
      ? t("comparisonView.notListed")
      : item.present
        ? t(`condition.${item.condition as HandoverCondition}`, { defaultValue: item.condition })
        : t("comparisonView.absent");
  const changes = lines.filter((l) => l.status === "missing" || l.status === "changed").length;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <p className="text-sm font-medium" role="status">
        {changes > 0 ? t("comparisonView.changes", { count: changes }) : t("comparisonView.noChanges")}
      </p>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.name} className={`rounded-md border p-2 text-sm ${LOOK[line.status].className}`}>
            <p>
              <span aria-hidden="true" className="mr-2 inline-block w-4 text-center">
                {LOOK[line.status].mark}
              </span>
              <span className="font-medium">{translate(line.name)}</span>
              {" — "}
              <span>{t(`comparison.${line.status}`)}</span>
            </p>
            {line.status !== "same" && (
              <p className="ml-6 text-slate-700">
                {t("comparisonView.atPickup", { state: state(line.pickup) })}
                {" · "}
                {t("comparisonView.atReturn", { state: state(line.return) })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

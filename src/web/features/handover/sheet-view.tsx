import { useTranslation } from "react-i18next";
import type { HandoverCondition, HandoverSheetView } from "../../../shared/handover-contracts";
import { translate } from "../../lib/i18n";
import { SheetPhotos } from "./sheet-photos";
import { ScrollRegion } from "../../components/ui/scroll-region";

/**
 * A sheet read-only: its items (a table that scrolls inside its own box on a
 * phone), the owner's notes, the photos and the renter's disagreement.
 */
export function SheetView({ sheet }: { sheet: HandoverSheetView }) {
  const { t } = useTranslation("handover");
  return (
    <div className="flex flex-col gap-3">
      <ScrollRegion label={t("view.itemsTable")} className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {[t("view.item"), t("view.there"), t("form.condition"), t("fields.note")].map((label) => (
                <th key={label} scope="col" className="py-1 pr-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.items.map((item) => (
              <tr key={item.name} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {translate(item.name)}
                </th>
                <td className="py-1 pr-3">{item.present ? t("view.yes") : t("view.no")}</td>
                <td className="py-1 pr-3">
                  {t(`condition.${item.condition as HandoverCondition}`, { defaultValue: item.condition })}
                </td>
                <td className="py-1">{item.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {sheet.notes && (
        <div className="text-sm">
          <h3 className="font-medium">{t("view.notes")}</h3>
          <p className="whitespace-pre-line">{sheet.notes}</p>
        </div>
      )}
      <SheetPhotos photos={sheet.photos} />
      {sheet.disagreement && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("view.disagreement", { note: sheet.disagreement })}
        </p>
      )}
    </div>
  );
}

import { useTranslation } from "react-i18next";
import type { HandoverSheetView } from "../../../shared/handover-contracts";
import { formatDateTime } from "../../../shared/i18n/format";
import { PhotoThumbs } from "../../components/deposits/photo-thumbs";
import { currentLanguage, translate } from "../../lib/i18n";

/**
 * A check sheet as support reads it when deciding: each item and its
 * condition (what did not come back said so), the notes, the renter's
 * disagreement and the photos, with when it was written.
 */
export function SheetSummary({ title, sheet }: { title: string; sheet: HandoverSheetView | null }) {
  const { t } = useTranslation("deposits");
  const { t: th } = useTranslation("handover");
  return (
    <section className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {!sheet ? (
        <p className="text-slate-600">{t("disputes.noSheet")}</p>
      ) : (
        <>
          <p className="text-slate-600">{formatDateTime(sheet.updatedAt, currentLanguage())}</p>
          <ul className="list-disc pl-5">
            {sheet.items.map((item) => {
              const name = translate(item.name);
              const condition = th(`condition.${item.condition}` as "condition.good", { defaultValue: item.condition });
              return (
                <li key={item.name}>
                  {item.present ? t("disputes.itemLine", { name, condition }) : t("disputes.itemMissing", { name })}
                  {item.note ? ` (${item.note})` : ""}
                </li>
              );
            })}
          </ul>
          {sheet.notes && <p>{t("disputes.sheetNotes", { notes: sheet.notes })}</p>}
          {sheet.disagreement && <p>{t("disputes.sheetDisagreement", { note: sheet.disagreement })}</p>}
          <PhotoThumbs photos={sheet.photos} alt={(n) => t("disputes.sheetPhoto", { sheet: title, n })} />
        </>
      )}
    </section>
  );
}

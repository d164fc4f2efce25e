import { useTranslation } from "react-i18next";
import type { HandoverSheetView } from "../../../shared/handover-contracts";
import { formatDateTime } from "../../../shared/i18n/format";
import { sheetStatusLine } from "../../components/bookings/handover-card";
import { Card } from "../../components/ui/page";
import { currentLanguage } from "../../lib/i18n";
import { AnswerForm } from "./answer-form";
import { Comparison } from "./comparison";
import { SheetEditor } from "./sheet-editor";
import { SheetView } from "./sheet-view";
import type { SheetProps } from "./draft";

/** Where a sheet stands (sheetStatusLine), and who filled it in when. */
function SheetStatus({ sheet }: { sheet: HandoverSheetView | null }) {
  const { t } = useTranslation("handover");
  const when = (iso: string) => formatDateTime(iso, currentLanguage());
  if (!sheet) return <p className="text-sm text-slate-700">{sheetStatusLine(t, sheet)}</p>;
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p className="font-medium text-slate-900">{sheetStatusLine(t, sheet)}</p>
      <p>
        {t("status.written", {
          name: sheet.createdBy ?? t("status.someone"),
          created: when(sheet.createdAt),
          updated: when(sheet.updatedAt),
        })}
      </p>
    </div>
  );
}

/**
 * One sheet (pickup or return) as the reader may use it: the owner's form while
 * it may be written, else the sheet read-only, with the renter's answer form
 * when they may answer. A sheet the renter answered is read-only to everyone.
 */
export function SheetSection({ bookingId, kind, data }: SheetProps) {
  const { t } = useTranslation("handover");
  const sheet = data[kind];
  const canWrite = kind === "pickup" ? data.abilities.canWritePickup : data.abilities.canWriteReturn;
  const canAnswer = kind === "pickup" ? data.abilities.canAnswerPickup : data.abilities.canAnswerReturn;
  return (
    <Card title={t(`kind.${kind}`)}>
      <div className="flex flex-col gap-4">
        <SheetStatus sheet={sheet} />
        {canWrite ? (
          <SheetEditor bookingId={bookingId} kind={kind} data={data} />
        ) : (
          sheet && <SheetView sheet={sheet} />
        )}
        {/* The return sheet read against the pickup sheet, before the renter answers it (the owner's form shows it live). */}
        {kind === "return" && !canWrite && data.comparison && (
          <Comparison lines={data.comparison} title={t("comparisonView.title")} />
        )}
        {canAnswer && sheet && <AnswerForm bookingId={bookingId} kind={kind} updatedAt={sheet.updatedAt} />}
      </div>
    </Card>
  );
}

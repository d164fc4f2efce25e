import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import { HANDOVER_KINDS, type HandoverSheetView } from "../../../shared/handover-contracts";
import { formatDateTime } from "../../../shared/i18n/format";
import { handoverQueries } from "../../api/handover";
import { currentLanguage } from "../../lib/i18n";
import { Card } from "../ui/page";
import { TextLink } from "../ui/text-link";

/** Where a sheet stands, in one sentence: not started, a draft, sent, or answered (by whom and when). */
export function sheetStatusLine(t: TFunction<"handover">, sheet: HandoverSheetView | null): string {
  const when = (iso: string) => formatDateTime(iso, currentLanguage());
  if (!sheet) return t("status.notStarted");
  if (sheet.answer && sheet.answeredAt) {
    const name = sheet.answeredBy ?? t("status.someone");
    return t(sheet.answer === "confirmed" ? "status.confirmed" : "status.disputed", {
      name,
      when: when(sheet.answeredAt),
    });
  }
  return sheet.sentAt ? t("status.sent", { when: when(sheet.sentAt) }) : t("status.draft");
}

/** The statuses in which the gear is about to change hands, or has: the sheets matter from confirmation on. */
const WITH_SHEETS: readonly BookingStatus[] = ["confirmed", "active", "completed"];

/**
 * On the booking: where its two check sheets stand, and the way to the
 * handover page (/booking/:id/handover) where they are filled in, confirmed
 * and read.
 */
export function HandoverCard({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const { t } = useTranslation("handover");
  const q = useQuery({ ...handoverQueries.sheets(bookingId), enabled: WITH_SHEETS.includes(status) });
  if (!WITH_SHEETS.includes(status) || !q.data) return null;
  const data = q.data;
  return (
    <Card title={t("page.title")}>
      <dl className="mb-3 flex flex-col gap-2 text-sm">
        {HANDOVER_KINDS.map((kind) => (
          <div key={kind}>
            <dt className="font-medium">{t(`kind.${kind}`)}</dt>
            <dd>{sheetStatusLine(t, data[kind])}</dd>
          </div>
        ))}
      </dl>
      <TextLink to={`/booking/${bookingId}/handover`} className="text-sm font-semibold">
        {t("page.open")}
      </TextLink>
    </Card>
  );
}

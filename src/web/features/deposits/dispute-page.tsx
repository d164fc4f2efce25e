import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { DepositDisputeResponse } from "../../../shared/deposit-contracts";
import { formatDateTime, formatDay } from "../../../shared/i18n/format";
import { depositQueries } from "../../api/deposits";
import { DepositPanel } from "../../components/deposits/deposit-card";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { LinkedText } from "../../components/ui/linked-text";
import { TextLink } from "../../components/ui/text-link";
import { currentLanguage } from "../../lib/i18n";
import { SheetSummary } from "./sheet-summary";

/**
 * /admin/deposit-disputes/:bookingId: everything support needs to decide — the
 * claim with its evidence and the renter's answer, both check sheets, and the
 * booking's messages — and the decision form.
 */
export function DisputePage() {
  const { t } = useTranslation("deposits");
  const { bookingId = "" } = useParams();
  const q = useQuery(depositQueries.dispute(bookingId));
  return (
    <Page title={q.data ? t("disputes.detailTitle", { gearName: q.data.line.gearName }) : t("disputes.title")}>
      <p className="mb-4 text-sm">
        <TextLink to="/admin/deposit-disputes">{t("disputes.back")}</TextLink>
      </p>
      <QueryState query={q}>{(d) => <DisputeView dispute={d} />}</QueryState>
    </Page>
  );
}

function DisputeView({ dispute: d }: { dispute: DepositDisputeResponse }) {
  const { t } = useTranslation("deposits");
  const lang = currentLanguage();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {t("disputes.parties", {
          renter: d.line.renterName,
          owner: d.line.ownerName,
          date: formatDay(d.line.endDate, lang),
        })}
      </p>
      <DepositPanel deposit={d.deposit} />
      <Card title={t("disputes.sheets")}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <SheetSummary title={t("disputes.pickupSheet")} sheet={d.sheets.pickup} />
          <SheetSummary title={t("disputes.returnSheet")} sheet={d.sheets.return} />
        </div>
      </Card>
      <Card title={t("disputes.messages")}>
        {d.messages.length === 0 ? (
          <p className="text-sm text-slate-600">{t("disputes.noMessages")}</p>
        ) : (
          <ol className="flex flex-col gap-3 text-sm">
            {d.messages.map((m, i) => (
              <li key={i}>
                <p className="text-slate-600">
                  {t("disputes.messageFrom", { name: m.from, time: formatDateTime(m.at, lang) })}
                </p>
                <p className="whitespace-pre-wrap">
                  <LinkedText text={m.body} />
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

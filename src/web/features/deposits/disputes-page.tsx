import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { depositQueries } from "../../api/deposits";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";
import { currentLanguage } from "../../lib/i18n";

/** /admin/deposit-disputes (admins and staff): open disputes first, oldest first, then the latest decided. */
export function DisputesPage() {
  const { t } = useTranslation("deposits");
  const q = useQuery(depositQueries.disputes());
  const lang = currentLanguage();
  return (
    <Page title={t("disputes.title")}>
      <Card>
        <p className="mb-4 text-sm text-slate-700">{t("disputes.intro")}</p>
        <QueryState query={q} isEmpty={(d) => d.items.length === 0} emptyText={t("disputes.empty")}>
          {({ items }) => (
            // A wide table scrolls inside its own box on a phone (the browser lets a keyboard scroll it).
            <div className="overflow-x-auto" role="region" aria-label={t("disputes.title")}>
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col">{t("disputes.gear")}</th>
                    <th scope="col">{t("disputes.renter")}</th>
                    <th scope="col">{t("disputes.owner")}</th>
                    <th scope="col">{t("disputes.returned")}</th>
                    <th scope="col" className="text-right">
                      {t("disputes.claim")}
                    </th>
                    <th scope="col">{t("disputes.state")}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((l) => (
                    <tr key={l.bookingId} className="border-b border-slate-100">
                      <td className="py-2">
                        <TextLink to={`/admin/deposit-disputes/${encodeURIComponent(l.bookingId)}`}>
                          {l.gearName}
                        </TextLink>
                      </td>
                      <td>{l.renterName}</td>
                      <td>{l.ownerName}</td>
                      <td>{formatDay(l.endDate, lang)}</td>
                      <td className="text-right whitespace-nowrap">
                        {l.claimAmount === null ? "—" : `${formatRM(l.claimAmount)} / ${formatRM(l.deposit)}`}
                      </td>
                      <td>{t(`state.${l.state}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </Card>
    </Page>
  );
}

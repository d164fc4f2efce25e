import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { adminQueries } from "../../api/admin";
import { Page } from "../../components/ui/page";
import { QueryCard } from "../../components/ui/query-card";

/** The headcounts, each named by its key under `backoffice:accountant.counts`. */
const COUNTS = ["staff", "accountants", "owners"] as const;

/** /accountant: read-only finance area; headcounts until invoices and salaries exist. */
export function AccountantPage() {
  const { t } = useTranslation("backoffice");
  const q = useQuery(adminQueries.accountantOverview());
  return (
    <Page title={t("accountant.title")}>
      <QueryCard title={t("accountant.peopleTitle")} query={q}>
        {(data) => (
          <dl className="grid grid-cols-3 gap-3 text-center">
            {COUNTS.map((count) => (
              <div key={count}>
                <dt className="text-sm text-slate-600">{t(`accountant.counts.${count}`)}</dt>
                <dd className="text-2xl font-bold">{data[count]}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryCard>
    </Page>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMonth } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { salaryQueries } from "../../api/salary";
import { QueryCard } from "../ui/query-card";
import { TextLink } from "../ui/text-link";
import { currentLanguage } from "../../lib/i18n";

/** The signed-in employee's own approved and paid payslips (mounted on /staff/dashboard and /accountant). */
export function MyPayslips() {
  const { t } = useTranslation("salary");
  const q = useQuery(salaryQueries.mine());
  const lang = currentLanguage();
  return (
    <QueryCard title={t("mine.title")} query={q} emptyText={t("mine.empty")}>
      {({ items }) => (
        <ul className="divide-y divide-slate-200 text-sm">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
              <TextLink to={`/payslips/${p.id}`}>
                {t("mine.open", { month: formatMonth(`${p.month}-15T00:00:00Z`, lang) })}
              </TextLink>
              <span>
                {t("mine.net", { amount: formatRM(p.net) })} · {t(`statuses.${p.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { todayInMalaysia } from "../../../shared/dates";
import { formatMonth } from "../../../shared/i18n/format";
import { TextField } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { currentLanguage } from "../../lib/i18n";
import { NewSalaryForm } from "./new-salary-form";
import { RatesForm } from "./rates-form";
import { SalaryRecords } from "./salary-records";

/** /admin/staff-salary: a month's salary records of staff and accountants, a new draft, and the statutory rates. */
export function StaffSalaryPage() {
  const { t } = useTranslation("salary");
  const [month, setMonth] = useState(todayInMalaysia().slice(0, 7));
  const monthLabel = formatMonth(`${month}-15T00:00:00Z`, currentLanguage());
  return (
    <Page title={t("title")}>
      <div className="mb-6 max-w-xs">
        <TextField
          label={t("month")}
          type="month"
          value={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-6">
        <SalaryRecords month={month} monthLabel={monthLabel} />
        <NewSalaryForm month={month} />
        <RatesForm />
      </div>
    </Page>
  );
}

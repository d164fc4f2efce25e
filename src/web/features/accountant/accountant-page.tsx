import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BooksResponse } from "../../../shared/accountant-contracts";
import { todayInMalaysia } from "../../../shared/dates";
import { formatRM } from "../../../shared/money";
import { accountantQueries } from "../../api/accountant";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";
import { MyPayslips } from "../../components/salary/my-payslips";
import { useSession } from "../../lib/session";
import { BooksChart } from "./books-chart";
import { MONTH_COLUMNS, OWNER_COLUMNS, salaryColumns } from "./books-columns";
import { BooksTable } from "./books-table";
import { Form } from "../../components/ui/form";

/** The last 12 months, this one included: a month alone shows no trend and is mostly empty early on. */
function lastTwelveMonths() {
  const to = todayInMalaysia().slice(0, 7);
  const [y, m] = to.split("-").map(Number) as [number, number];
  const from = m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, "0")}`;
  return { from, to };
}

/** /accountant: the read-only books for a chosen period (the last 12 months unless changed); an accountant's own payslips. */
export function AccountantPage() {
  const { t } = useTranslation("accountant");
  const session = useSession();
  const [range, setRange] = useState(lastTwelveMonths);
  const [draft, setDraft] = useState(range);
  const q = useQuery(accountantQueries.books(range.from, range.to));
  const show = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to) setRange(draft);
  };
  return (
    <Page title={t("title")}>
      <p className="mb-2 text-sm text-slate-700">{t("intro")}</p>
      <p className="mb-4 text-sm">
        <TextLink to="/admin/invoices">{t("invoicesLink")}</TextLink>
      </p>
      <Form selfChecked onSubmit={show} className="mb-6 flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t("range.legend")}</legend>
          <TextField
            label={t("range.from")}
            type="month"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={t("range.to")}
            type="month"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </fieldset>
        <Button type="submit">{t("range.show")}</Button>
      </Form>
      <QueryState query={q}>{(books) => <Books books={books} />}</QueryState>
      {session.data?.role === "accountant" && (
        <div className="mt-6">
          <MyPayslips />
        </div>
      )}
    </Page>
  );
}

function Books({ books }: { books: BooksResponse }) {
  const { t } = useTranslation("accountant");
  const { t: ts } = useTranslation("salary");
  const { totals, from, to } = books;
  const held = books.months.at(-1)?.depositsHeld ?? 0;
  const summary: [string, number][] = [
    [t("summary.invoiced"), totals.total],
    [t("summary.paid"), totals.paid],
    [t("summary.unpaid"), totals.unpaid],
    [t("summary.serviceFees"), totals.serviceFees],
    [t("summary.depositsHeld"), held],
    [t("summary.salaryCost"), totals.salaryCost],
  ];
  const monthFoot = { ...totals, month: "", depositsHeld: held };
  return (
    <div className="flex flex-col gap-6">
      <Card title={t("summary.title")}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {summary.map(([label, sen]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-lg font-bold">{formatRM(sen)}</dd>
            </div>
          ))}
        </dl>
        <BooksChart months={books.months} />
      </Card>
      <BooksTable
        name="months"
        from={from}
        to={to}
        rows={books.months}
        columns={MONTH_COLUMNS}
        rowKey={(r) => r.month}
        foot={monthFoot}
      />
      <BooksTable
        name="owners"
        from={from}
        to={to}
        rows={books.owners}
        columns={OWNER_COLUMNS}
        rowKey={(r) => r.ownerId}
      />
      <BooksTable
        name="salaries"
        from={from}
        to={to}
        rows={books.salaries}
        columns={salaryColumns((r) => ts(`roles.${r.role}`))}
        rowKey={(r) => `${r.month}-${r.role}`}
      />
    </div>
  );
}

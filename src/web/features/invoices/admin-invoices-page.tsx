import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { INVOICE_STATUSES } from "../../../shared/invoice-contracts";
import { isOneOf } from "../../../shared/words";
import { formatRM } from "../../../shared/money";
import { type InvoiceFilters, invoiceCsvUrl, invoiceFilterQuery, invoiceQueries } from "../../api/invoices";
import { buttonClass } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { Pager, pageCount } from "../../components/ui/pager";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";
import { InvoiceFilterForm } from "./invoice-filters";
import { InvoiceTable } from "./invoice-table";

/** The filters the address holds, so a filtered list can be reloaded, bookmarked and shared. */
function filtersOf(params: URLSearchParams): InvoiceFilters {
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: isOneOf(INVOICE_STATUSES, status) ? status : undefined,
    month: params.get("month") || undefined,
    owner: params.get("owner") || undefined,
    q: params.get("q") || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /admin/invoices: every invoice, filtered and searched, with payment, void, print and CSV (accountants read only). */
export function AdminInvoicesPage() {
  const { t } = useTranslation(["invoices", "search"]);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [done, setDone] = useState<string | null>(null);
  const list = useQuery({ ...invoiceQueries.adminList(filters), placeholderData: keepPreviousData });
  const onChange = (next: InvoiceFilters) => {
    setDone(null);
    setParams(new URLSearchParams(invoiceFilterQuery(next)));
  };
  const pageLink = (page: number) => `?${invoiceFilterQuery({ ...filters, page })}`;

  return (
    <Page title={t("admin.title")}>
      <InvoiceFilterForm filters={filters} owners={list.data?.owners ?? []} onChange={onChange} />
      {done && (
        <div className="mb-4" aria-live="polite">
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      <QueryState query={list}>
        {(data) => {
          const pages = pageCount(data.total, data.pageSize);
          return (
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-700" aria-live="polite">
                  {t("admin.summary", { count: data.total, sum: formatRM(data.sum) })}
                </p>
                <a href={invoiceCsvUrl(filters)} download className={buttonClass("secondary")}>
                  {t("admin.download")}
                </a>
              </div>
              {data.items.length === 0 && data.total > 0 ? (
                // A page past the last one: the list shrank (an invoice left the filter) or the address was edited.
                <p className="text-sm text-slate-600">
                  {t("search:results.pastLastPage")}{" "}
                  <TextLink to={pageLink(1)}>{t("search:results.firstPage")}</TextLink>
                </p>
              ) : data.items.length === 0 ? (
                <p className="text-sm text-slate-600">{t("admin.empty")}</p>
              ) : (
                <InvoiceTable items={data.items} onDone={setDone} />
              )}
              <Pager page={data.page} pages={pages} hrefOf={pageLink} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}

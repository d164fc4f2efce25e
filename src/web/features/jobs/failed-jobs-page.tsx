import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/i18n/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FailedJobView } from "../../../shared/jobs-contracts";
import { jobQueries, useRetryJob } from "../../api/jobs";
import { Button } from "../../components/ui/button";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { currentLanguage } from "../../lib/i18n";

/**
 * /admin/jobs: background jobs (mostly e-mails) that failed on every attempt,
 * newest failure first, each with a Retry button. A list of cards rather than a
 * table: the error texts are long and the page must read on a phone.
 */
export function FailedJobsPage() {
  const { t } = useTranslation("jobs");
  const q = useQuery(jobQueries.failed());
  // Outside the list: a retried job leaves it, and the confirmation must stay.
  const [retried, setRetried] = useState<number | null>(null);
  return (
    <Page title={t("title")}>
      <p className="mb-4 text-sm text-slate-600">{t("intro")}</p>
      <p role="status" className="mb-3 text-sm text-emerald-800">
        {retried !== null && t("retried", { id: retried })}
      </p>
      <QueryState query={q} emptyText={t("empty")} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <ul aria-label={t("table")} className="flex flex-col gap-3">
            {data.items.map((job) => (
              <li key={job.id}>
                <FailedJob job={job} onRetried={setRetried} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

function FailedJob({ job, onRetried }: { job: FailedJobView; onRetried: (id: number) => void }) {
  const { t } = useTranslation("jobs");
  const retry = useRetryJob(job.id);
  const when = formatDateTime(job.failedAt, currentLanguage());
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">{t("kind")}</dt>
        <dd>
          {job.kind} #{job.id}
        </dd>
        <dt className="font-medium">{t("failedAt")}</dt>
        <dd>{when}</dd>
        <dt className="font-medium">{t("attempts")}</dt>
        <dd>{job.attempts}</dd>
        <dt className="font-medium">{t("error")}</dt>
        <dd className="break-words">{job.lastError}</dd>
      </dl>
      <div className="mt-3">
        <Button
          variant="secondary"
          disabled={retry.isPending}
          onClick={() => retry.mutate(undefined, { onSuccess: () => onRetried(job.id) })}
        >
          {t("retry")}
        </Button>
      </div>
    </article>
  );
}

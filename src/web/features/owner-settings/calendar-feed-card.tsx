import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { calendarSyncQueries, useRenewFeed } from "../../api/calendar-sync";
import { Button } from "../../components/ui/button";
import { ConfirmButton } from "../../components/ui/confirm-button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

/** A read-only address with a Copy button; the address wraps, so a long one never widens the page. */
function FeedAddress({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation("calendars");
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div className="flex flex-wrap items-start gap-2">
        <code
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-xs [overflow-wrap:anywhere]"
          data-testid="feed-url"
        >
          {url}
        </code>
        <Button variant="secondary" onClick={() => void copy()} aria-label={t("feedCard.copyLabel", { what: label })}>
          {t("feedCard.copy")}
        </Button>
      </div>
      {copied === "yes" && (
        <p className="text-sm text-green-800" role="status">
          {t("feedCard.copied")}
        </p>
      )}
      {copied === "failed" && <Alert tone="error">{t("feedCard.copyFailed")}</Alert>}
    </div>
  );
}

/** The owner's private calendar feed: all listings and one per listing, each to copy; renewing makes new addresses. */
export function CalendarFeedCard() {
  const { t } = useTranslation("calendars");
  const feed = useQuery(calendarSyncQueries.feed());
  const renew = useRenewFeed();
  return (
    <Card title={t("feedCard.title")}>
      <p className="mb-3 text-sm text-slate-700">{t("feedCard.intro")}</p>
      <QueryState query={feed} loadingLabel={t("feedCard.loading")}>
        {(view) => (
          <div className="flex flex-col gap-4">
            {/* Keyed by address: a renewal shows fresh "Copied" states. */}
            <FeedAddress key={view.url} label={t("feedCard.allLabel")} url={view.url} />
            {view.gear.length > 0 && (
              <details>
                <summary className="cursor-pointer text-sm font-medium">{t("feedCard.perGearHeading")}</summary>
                <div className="mt-3 flex flex-col gap-3">
                  {view.gear.map((g) => (
                    <FeedAddress key={g.url} label={g.name} url={g.url} />
                  ))}
                </div>
              </details>
            )}
            <div>
              <ConfirmButton
                label={t("feedCard.renew")}
                variant="secondary"
                title={t("feedCard.renewTitle")}
                confirmLabel={t("feedCard.renew")}
                pendingLabel={t("feedCard.renewing")}
                action={renew}
              >
                {t("feedCard.renewConfirm")}
              </ConfirmButton>
            </div>
            {renew.isSuccess && <Alert tone="success">{t("feedCard.renewed")}</Alert>}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

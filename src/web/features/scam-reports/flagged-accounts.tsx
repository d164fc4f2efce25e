import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format";
import { SCAM_LIMITS, type ScamMatchView } from "../../../shared/scam-report-contracts";
import { scamQueries, useClearScamMatch } from "../../api/scam-reports";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { Form } from "../../components/ui/form";

/** Accounts whose request or verification matched a confirmed report, and the matches cleared since. */
export function FlaggedAccounts() {
  const { t } = useTranslation("scam");
  const q = useQuery(scamQueries.matches());
  return (
    <QueryState query={q}>
      {({ open, cleared, canClear }) => (
        <div className="flex flex-col gap-6">
          <Card title={t("review.matches")}>
            {open.length === 0 ? (
              <p className="text-sm text-slate-600">{t("review.noMatches")}</p>
            ) : (
              <ul className="flex flex-col gap-4">
                {byAccount(open).map(([accountId, matches]) => (
                  <li key={accountId}>
                    <FlaggedAccount matches={matches} canClear={canClear} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t("review.cleared")}>
            {cleared.length === 0 ? (
              <p className="text-sm text-slate-600">{t("review.noCleared")}</p>
            ) : (
              <MatchTable matches={cleared} showClearance />
            )}
          </Card>
        </div>
      )}
    </QueryState>
  );
}

function byAccount(matches: ScamMatchView[]): [string, ScamMatchView[]][] {
  const groups = new Map<string, ScamMatchView[]>();
  for (const m of matches) groups.set(m.account.id, [...(groups.get(m.account.id) ?? []), m]);
  return [...groups];
}

function FlaggedAccount({ matches, canClear }: { matches: ScamMatchView[]; canClear: boolean }) {
  const { t } = useTranslation("scam");
  const account = matches[0]!.account;
  const clear = useClearScamMatch();
  const [open, setOpen] = useState(false);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear.mutate({ userId: account.id, reason: String(new FormData(e.currentTarget).get("reason") ?? "") });
  }
  return (
    <section aria-label={account.name} className="flex flex-col gap-2 rounded border border-red-200 p-3">
      <p className="text-sm font-semibold break-words">
        {account.name} · {account.email}
      </p>
      <MatchTable matches={matches} />
      {canClear ? (
        <>
          <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
            {t("review.clear")}
          </Button>
          {open && (
            <Form
              onSubmit={onSubmit}
              aria-label={t("review.clearTitle", { name: account.name })}
              className="flex flex-col gap-2"
            >
              <TextField
                label={t("fields.reason")}
                name="reason"
                required
                maxLength={SCAM_LIMITS.reasonMax}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
                autoFocus
              />
              {clear.isError && <Alert tone="error">{errorMessage(clear.error)}</Alert>}
              <Button type="submit" variant="danger" className="self-start" disabled={clear.isPending}>
                {t("review.clearTitle", { name: account.name })}
              </Button>
            </Form>
          )}
        </>
      ) : (
        <p className="text-xs text-slate-600">{t("review.adminOnly")}</p>
      )}
    </section>
  );
}

/** Matches in a table that scrolls inside its own box on a phone. */
function MatchTable({ matches, showClearance = false }: { matches: ScamMatchView[]; showClearance?: boolean }) {
  const { t } = useTranslation("scam");
  const when = (iso: string) => formatDateTime(iso, currentLanguage());
  return (
    <ScrollRegion label={t("review.matchTable")} className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <thead>
          <tr className="border-b">
            {showClearance && <th className="py-1 pr-3">{t("review.account")}</th>}
            <th className="py-1 pr-3">{t("review.when")}</th>
            <th className="py-1 pr-3">{t("review.matched")}</th>
            <th className="py-1 pr-3">{t("fields.name")}</th>
            {showClearance && <th className="py-1 pr-3">{t("fields.reason")}</th>}
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id} className="border-b align-top">
              {showClearance && <td className="py-1 pr-3">{m.account.name}</td>}
              <td className="py-1 pr-3 whitespace-nowrap">
                {when(m.createdAt)} · {t(`review.via.${m.via}`)}
              </td>
              <td className="py-1 pr-3">{m.fields.map((f) => t(`matchField.${f}`)).join(", ")}</td>
              <td className="py-1 pr-3">{m.report.reportedName}</td>
              {showClearance && (
                <td className="py-1 pr-3">
                  {t("review.clearedBy", { name: m.clearedBy ?? "—", reason: m.clearReason ?? "" })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

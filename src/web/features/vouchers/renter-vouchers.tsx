import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RenterVoucher } from "../../../shared/voucher-contracts";
import { useClaimVoucher, voucherQueries } from "../../api/vouchers";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { errorMessage } from "../../lib/api";
import { useVoucherText } from "./voucher-text";

/** A renter's vouchers: the ones they claimed, and the ones usable today that they may claim. */
export function RenterVouchers() {
  const { t } = useTranslation("vouchers");
  const list = useQuery(voucherQueries.renter());
  const claim = useClaimVoucher();
  return (
    <QueryState query={list} loadingLabel={t("page.loading")}>
      {({ items }) => {
        const claimed = items.filter((v) => v.claimed);
        const open = items.filter((v) => !v.claimed && v.state === "active");
        return (
          <>
            <Card title={t("page.claimed")}>
              {claimed.length ? <VoucherCards items={claimed} /> : <p className="text-sm">{t("page.noneClaimed")}</p>}
            </Card>
            <Card title={t("page.renter")}>
              <p className="mb-4 text-sm text-slate-700">{t("page.renterIntro")}</p>
              {claim.isError && <Alert tone="error">{errorMessage(claim.error)}</Alert>}
              {open.length ? (
                <VoucherCards
                  items={open}
                  action={(v) => (
                    <Button variant="secondary" disabled={claim.isPending} onClick={() => claim.mutate(v.id)}>
                      {t("list.claim", { code: v.code })}
                    </Button>
                  )}
                />
              ) : (
                <p className="text-sm">{t("page.noneAvailable")}</p>
              )}
            </Card>
          </>
        );
      }}
    </QueryState>
  );
}

function VoucherCards({ items, action }: { items: RenterVoucher[]; action?: (v: RenterVoucher) => React.ReactNode }) {
  const { t } = useTranslation("vouchers");
  const text = useVoucherText();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((v) => (
        <li key={v.id} className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-mono text-base font-semibold">{v.code}</span>
            <span className="font-semibold">{text.discount(v)}</span>
          </p>
          <p>{text.appliesTo(v)}</p>
          <p>
            {t("list.conditions")}: {text.conditions(v)}
          </p>
          <p>
            {t("list.valid")}: {text.valid(v)}
          </p>
          {v.state !== "active" && <p className="font-medium text-red-700">{text.state(v)}</p>}
          {v.usesLeft != null && <p>{t("list.usesLeft", { count: v.usesLeft })}</p>}
          {action && <div className="mt-2">{action(v)}</div>}
        </li>
      ))}
    </ul>
  );
}

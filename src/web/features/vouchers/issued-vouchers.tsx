import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { VoucherView } from "../../../shared/voucher-contracts";
import { useChangeVoucher, voucherQueries } from "../../api/vouchers";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { errorMessage } from "../../lib/api";
import { VoucherForm } from "./voucher-form";
import { useVoucherText } from "./voucher-text";

/** An owner's vouchers, or an admin's platform vouchers: create, list, edit, pause and resume. */
export function IssuedVouchers({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("vouchers");
  const list = useQuery(voucherQueries.issued());
  const [editing, setEditing] = useState<VoucherView | null>(null);
  return (
    <>
      <Card title={isAdmin ? t("page.manageAdmin") : t("page.manageOwner")}>
        <p className="mb-4 text-sm text-slate-700">
          {isAdmin ? t("page.manageAdminIntro") : t("page.manageOwnerIntro")}
        </p>
        <QueryState query={list} loadingLabel={t("page.loading")} emptyText={t("page.noneToManage")}>
          {({ items }) => <VoucherTable items={items} onEdit={setEditing} />}
        </QueryState>
      </Card>
      <Card title={editing ? t("form.editHeading", { code: editing.code }) : t("form.createHeading")}>
        {/* A new key per voucher: the form starts from the chosen voucher's values. */}
        <VoucherForm
          key={editing?.id ?? "new"}
          isAdmin={isAdmin}
          editing={editing ?? undefined}
          onDone={editing ? () => setEditing(null) : undefined}
        />
      </Card>
    </>
  );
}

function VoucherTable({ items, onEdit }: { items: VoucherView[]; onEdit: (v: VoucherView) => void }) {
  const { t } = useTranslation("vouchers");
  const text = useVoucherText();
  const change = useChangeVoucher();
  const heads = ["code", "discount", "appliesTo", "conditions", "valid", "uses", "state", "actions"] as const;
  return (
    <>
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
      {/* Wide: it scrolls inside its own box on a phone. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">{t("list.caption")}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {heads.map((h) => (
                <th key={h} scope="col" className="py-2 pr-3">
                  {t(`list.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((v) => (
              <tr key={v.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-mono">
                  {v.code}
                </th>
                <td className="py-2 pr-3">{text.discount(v)}</td>
                <td className="py-2 pr-3">{text.appliesTo(v)}</td>
                <td className="py-2 pr-3">{text.conditions(v)}</td>
                <td className="py-2 pr-3">{text.valid(v)}</td>
                <td className="py-2 pr-3">{text.uses(v)}</td>
                <td className="py-2 pr-3">{text.state(v)}</td>
                <td className="flex flex-wrap gap-2 py-2">
                  <Button variant="secondary" onClick={() => onEdit(v)}>
                    {t("list.edit", { code: v.code })}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ id: v.id, change: { paused: !v.paused } })}
                  >
                    {v.paused ? t("list.resume", { code: v.code }) : t("list.pause", { code: v.code })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

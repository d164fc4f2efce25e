import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DepositView } from "../../../shared/deposit-contracts";
import { formatDateTime, formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import { currentLanguage } from "../../lib/i18n";
import { PhotoThumbs } from "./photo-thumbs";

function Amount({ term, sen }: { term: string; sen: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{term}</dt>
      <dd className="font-medium whitespace-nowrap">{formatRM(sen)}</dd>
    </div>
  );
}

/**
 * What happened to a deposit so far, step by step with who and when: the
 * amounts, the claim with its evidence, the renter's answer, the decision and
 * the refund. Both sides and support read the same facts.
 */
export function DepositFacts({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTranslation("deposits");
  const lang = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, lang);
  const name = (n: string | null) => n ?? t("panel.someone");
  // What the owner keeps is settled by the decision, else by the renter accepting the claim (or the clock).
  const kept = d.decision?.amount ?? (d.claim && d.answer?.answer === "accepted" ? d.claim.amount : null);
  const lines: ReactNode[] = [];
  if (d.claim) {
    lines.push(t("panel.claimedOn", { time: when(d.claim.at), name: name(d.claim.by) }));
    lines.push(t("panel.reason", { reason: d.claim.reason }));
  }
  if (d.answer)
    lines.push(
      d.answer.automatic
        ? t("panel.acceptedAutomatically", { time: when(d.answer.at) })
        : d.answer.answer === "disputed"
          ? t("panel.disputedBy", { time: when(d.answer.at), name: name(d.answer.by), note: d.answer.note ?? "" })
          : t("panel.acceptedBy", { time: when(d.answer.at), name: name(d.answer.by) }),
    );
  if (d.decision) {
    lines.push(t("panel.decidedBy", { time: when(d.decision.at), name: name(d.decision.by) }));
    lines.push(t("panel.reason", { reason: d.decision.reason }));
  }
  if (d.refund)
    lines.push(
      t("panel.refundedOn", {
        amount: formatRM(d.refund.amount),
        date: formatDay(d.refund.refundedOn, lang),
        reference: d.refund.reference,
      }),
    );
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="flex max-w-sm flex-col gap-1">
        <Amount term={t("panel.deposit")} sen={d.deposit} />
        {d.claim && <Amount term={t("panel.claimed")} sen={d.claim.amount} />}
        {kept !== null && <Amount term={t("panel.kept")} sen={kept} />}
        {d.refundDue != null && <Amount term={t("panel.refundDue")} sen={d.refundDue} />}
      </dl>
      {lines.length > 0 && (
        <ul className="flex flex-col gap-1 text-slate-700">
          {lines.map((line, i) => (
            <li key={i} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
      {d.claim && d.claim.evidence.length > 0 && (
        <div>
          <p className="mb-1 font-medium">{t("panel.evidence")}</p>
          <PhotoThumbs photos={d.claim.evidence} alt={(n) => t("panel.evidencePhoto", { n })} />
        </div>
      )}
      {d.refund?.receiptUrl && (
        <a href={d.refund.receiptUrl} target="_blank" rel="noreferrer" className="text-sky-800 underline">
          {t("panel.refundReceipt")}
        </a>
      )}
    </div>
  );
}

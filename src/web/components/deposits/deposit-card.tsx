import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import type { DepositView } from "../../../shared/deposit-contracts";
import { formatDateTime } from "../../../shared/i18n/format";
import { depositQueries } from "../../api/deposits";
import { currentLanguage } from "../../lib/i18n";
import { Card } from "../ui/page";
import { AnswerForm } from "./answer-form";
import { DecideForm } from "./decide-form";
import { DepositFacts } from "./deposit-facts";
import { DepositStateBadge } from "./deposit-state-badge";
import { RefundForm } from "./refund-form";
import { SettleForm } from "./settle-form";

/**
 * The deposit matters once the gear is back; before that it is simply held (the
 * price lines say how much). A booking cancelled after payment has its deposit
 * settled for refund at the cancellation; one cancelled before payment stays "held".
 */
const SETTLED_AFTER: readonly BookingStatus[] = ["completed", "cancelled"];

/**
 * On the booking, for both sides and support: the deposit's state, what
 * happened to it, and the one step the reader may take now (the server's
 * abilities say which).
 */
export function DepositCard({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const shown = SETTLED_AFTER.includes(status);
  const q = useQuery({ ...depositQueries.detail(bookingId), enabled: shown });
  if (!shown || !q.data || q.data.state === "none") return null;
  if (status === "cancelled" && q.data.state === "held") return null;
  return <DepositPanel deposit={q.data} />;
}

export function DepositPanel({ deposit: d }: { deposit: DepositView }) {
  const { t } = useTranslation("deposits");
  const help =
    d.state === "claimed" && d.claim
      ? t("stateHelp.claimed", { time: formatDateTime(d.claim.respondBy, currentLanguage()) })
      : t(`stateHelp.${d.state}`, { time: "" });
  return (
    <Card title={t("panel.title")}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <DepositStateBadge state={d.state} />
          <p className="text-sm text-slate-700">{help}</p>
        </div>
        <DepositFacts deposit={d} />
        {d.abilities.canSettle && <SettleForm deposit={d} />}
        {d.abilities.canAnswer && <AnswerForm deposit={d} />}
        {d.abilities.canDecide && <DecideForm deposit={d} />}
        {d.abilities.canRecordRefund && <RefundForm deposit={d} />}
      </div>
    </Card>
  );
}

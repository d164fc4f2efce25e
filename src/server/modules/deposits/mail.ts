import type { Tx } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { publish } from "../../live/bus";
import { refundDueOf } from "../../../shared/deposit-contracts";
import { type MessageKey, type MessageParams, msg } from "../../../shared/i18n/message";
import { formatRM } from "../../../shared/money";
import { findContacts } from "../bookings/repository";
import type { BookingRow } from "../bookings/repository";
import { notify } from "../notifications/service";
import { findSupport, type SettlementRow } from "./repository";

/**
 * What each step of a deposit tells whom: an e-mail (deposit_notify, written in
 * each recipient's language when it is sent), an in-app notice and a live
 * refresh. Amounts are "RM 1,200.00" in both languages, so they go formatted.
 */

export type DepositStep = "returned" | "claimed" | "accepted" | "autoAccepted" | "disputed" | "decided" | "refunded";
type Side = "renter" | "owner" | "support";

/** Who hears of each step: the other side, or both when the clock or support made it; disputes go to support too. */
const TOLD: Record<DepositStep, readonly Side[]> = {
  returned: ["renter"],
  claimed: ["renter"],
  accepted: ["owner"],
  autoAccepted: ["renter", "owner"],
  disputed: ["support", "owner"],
  decided: ["renter", "owner"],
  refunded: ["renter"],
};

const LINKS: Record<Side, (id: string) => string> = {
  renter: (id) => `/booking?booking=${id}`,
  owner: (id) => `/owners/dashboard?booking=${id}`,
  support: (id) => `/admin/deposit-disputes/${id}`,
};

type MailKey<S extends DepositStep> = MessageKey<"deposits"> & `mail.${S}.${string}`;
const m = <S extends DepositStep>(key: MailKey<S>, params?: MessageParams) => msg("deposits", key, params);

/** Tell the people of `step` about the deposit of booking `b`, settled as `s`. */
export async function tellDepositStep(tx: Tx, b: BookingRow, s: SettlementRow, step: DepositStep) {
  const people = await findContacts(tx, [b.ownerId, b.renterId]);
  const owner = people.get(b.ownerId);
  const kept = s.decidedAmount ?? s.claimAmount ?? 0;
  const refund = refundDueOf(s) ?? 0;
  const facts: MessageParams = {
    gearName: b.equipmentName,
    ownerName: owner?.name ?? "",
    renterName: b.userName,
    deposit: formatRM(s.deposit),
    amount: formatRM(step === "refunded" ? refund : kept),
    refund: formatRM(refund),
    reason: (step === "decided" ? s.decisionReason : s.claimReason) ?? "",
    note: s.disputeNote ?? "",
    date: s.refundedOn ?? "",
    reference: s.refundReference ?? "",
  };
  const detail: Record<DepositStep, string | null> = {
    returned: m("mail.returned.detail"),
    claimed: m("mail.claimed.detail"),
    accepted: m("mail.accepted.detail", facts),
    autoAccepted: m("mail.autoAccepted.detail", facts),
    disputed: m("mail.disputed.detail"),
    decided: refund > 0 ? m("mail.decided.detail", facts) : m("mail.decided.detailNothing"),
    refunded: null,
  };
  const letter = {
    subject: msg("deposits", `mail.${step}.subject`, facts),
    body: msg("deposits", `mail.${step}.body`, facts),
    detail: detail[step],
    action: msg("deposits", `mail.${step}.action`),
  };
  const recipients: { side: Side; id: string }[] = [];
  for (const side of TOLD[step]) {
    if (side === "renter" && b.renterId) recipients.push({ side, id: b.renterId });
    if (side === "owner") recipients.push({ side, id: b.ownerId });
    if (side === "support") for (const person of await findSupport(tx)) recipients.push({ side, id: person.id });
  }
  for (const r of recipients) {
    const url = LINKS[r.side](b.id);
    await enqueueEmailTo(tx, "deposit_notify", r.id, { url, ...letter });
    if (r.id)
      await notify(tx, r.id, {
        kind: `deposit.${step}`,
        title: msg("deposits", `notices.${step}`, facts),
        body: msg("deposits", `state.${s.state}` as MessageKey<"deposits">),
        link: url,
      });
  }
  await publish(
    tx,
    [`user:${b.ownerId}`, ...(b.renterId ? [`user:${b.renterId}` as const] : []), "role:admin", "role:staff"],
    { type: "booking", id: b.id },
  );
}

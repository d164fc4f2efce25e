import { useTranslation } from "react-i18next";
import type { DepositState } from "../../../shared/deposit-contracts";

const TONES: Record<DepositState, string> = {
  none: "bg-slate-100 text-slate-800",
  held: "bg-slate-100 text-slate-800",
  returned: "bg-sky-100 text-sky-900",
  claimed: "bg-amber-100 text-amber-900",
  accepted: "bg-sky-100 text-sky-900",
  disputed: "bg-red-100 text-red-900",
  decided: "bg-sky-100 text-sky-900",
  refunded: "bg-green-100 text-green-900",
};

/** "Deposit: Claimed", coloured by whether someone has to act. */
export function DepositStateBadge({ state }: { state: DepositState }) {
  const { t } = useTranslation("deposits");
  return (
    <p>
      <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${TONES[state]}`}>
        {t("panel.state", { state: t(`state.${state}`) })}
      </span>
    </p>
  );
}

import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/i18n/format";
import { formatRM } from "../../../shared/money";
import type { VoucherView } from "../../../shared/voucher-contracts";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { currentLanguage } from "../../lib/i18n";

/** How a voucher is described in lists, in the language shown: its discount, what it is for, its conditions, its dates. */
export function useVoucherText() {
  const { t } = useTranslation("vouchers");
  const names = useCatalogueNames();
  const lang = currentLanguage();
  return {
    discount: (v: Pick<VoucherView, "kind" | "amount">) =>
      v.kind === "percent"
        ? t("list.percentOff", { percent: v.amount / 100 })
        : t("list.fixedOff", { amount: formatRM(v.amount) }),
    appliesTo: (v: VoucherView) => {
      if (v.scope === "items") return t("list.itemsCount", { count: v.gearIds.length });
      if (v.scope === "category") return t("list.categoryOf", { category: names.category(v.category ?? "") });
      return v.owner ? t("list.allGearOf", { username: v.owner.username }) : t("list.allGear");
    },
    conditions: (v: VoucherView) => {
      const parts = [
        ...(v.minDays > 1 ? [t("list.minDays", { count: v.minDays })] : []),
        ...(v.minSpend > 0 ? [t("list.minSpend", { amount: formatRM(v.minSpend) })] : []),
      ];
      return parts.length ? parts.join(", ") : t("list.noConditions");
    },
    valid: (v: VoucherView) =>
      t("list.validRange", { from: formatDay(v.validFrom, lang), to: formatDay(v.validTo, lang) }),
    uses: (v: VoucherView) =>
      v.usageLimit == null
        ? t("list.usesUnlimited", { used: v.usedCount })
        : t("list.usesOf", { used: v.usedCount, limit: v.usageLimit }),
    state: (v: VoucherView) => t(`list.states.${v.state}`),
  };
}

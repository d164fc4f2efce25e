import { useTranslation } from "react-i18next";
import type { GearPricing } from "../../shared/pricing";
import { formatRM } from "../../shared/money";
import { priceLines } from "../../shared/pricing";
import { translate } from "../lib/i18n";

/** A listing's prices a day (daily, extended, tiers, and the student rate when shown), label left, amount right. */
export function PriceLines({
  gear,
  showStudent,
  className = "",
}: {
  gear: GearPricing;
  showStudent: boolean;
  /** Extra classes of each line (spacing differs between a card and the gear page). */
  className?: string;
}) {
  // Re-renders on a language switch; the labels are msg() strings read with translate().
  useTranslation("bookings");
  return (
    <ul className="text-sm">
      {priceLines(gear, showStudent).map((l) => (
        <li key={l.label} className={`flex justify-between gap-2 ${className}`.trim()}>
          <span className="text-slate-600">{translate(l.label)}</span>
          <span className="font-medium whitespace-nowrap">{formatRM(l.sen)}</span>
        </li>
      ))}
    </ul>
  );
}

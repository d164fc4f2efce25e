import type { GearPricing } from "../../shared/pricing";
import { formatRM } from "../../shared/money";
import { priceLines } from "../../shared/pricing";

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
  return (
    <ul className="text-sm">
      {priceLines(gear, showStudent).map((l) => (
        <li key={l.label} className={`flex justify-between gap-2 ${className}`.trim()}>
          <span className="text-slate-600">{l.label}</span>
          <span className="font-medium">{formatRM(l.sen)}</span>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from "react-i18next";
import type { HeldUnit } from "../../../shared/booking-contracts";

/**
 * The units a booking holds or had out, by the owner's labels (serial numbers)
 * where they have them (issue 32), so the owner knows which body goes out; a
 * kit's units each with their component's name ("NP-FZ100 battery, unit 2").
 * Nothing for a booking of one unlabelled unit, or a cancelled one.
 */
export function heldUnitsText(units: HeldUnit[], t: (key: string, values: object) => string): string | null {
  if (units.length === 0 || (units.length === 1 && !units[0]!.label && !units[0]!.listing)) return null;
  const isKit = units.some((u) => u.listing);
  return units
    .map((u) => {
      if (u.listing) return t(u.label ? "detail.kitUnitLabelled" : "detail.kitUnitNumber", u);
      return u.label ? t("detail.unitLabelled", { number: u.number, label: u.label }) : t("detail.unitNumber", u);
    })
    .join(isKit ? "; " : ", ");
}

export function HeldUnits({ units, className = "" }: { units: HeldUnit[]; className?: string }) {
  const { t } = useTranslation("bookings");
  const text = heldUnitsText(units, (key, values) => t(key as never, values as never) as unknown as string);
  if (!text) return null;
  return (
    <p className={`text-sm [overflow-wrap:anywhere] ${className}`}>
      <span className="font-medium">{t("detail.units")}:</span> {text}
    </p>
  );
}

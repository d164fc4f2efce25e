import { useTranslation } from "react-i18next";
import type { BookingDetail, HeldUnit } from "../../../shared/booking-contracts";
import { quantityText } from "./booking-quantity";

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

/**
 * The booking's units line (detail page and handover sheet). A booking returned before
 * bookings kept their units says how many went out and that their labels were not recorded
 * (`unitsNotRecorded`, ADR 047), rather than nothing.
 */
export function HeldUnits({
  booking: b,
  className = "",
}: {
  booking: Pick<BookingDetail, "heldUnits" | "unitsNotRecorded" | "units"> & {
    gear: Pick<BookingDetail["gear"], "kind">;
  };
  className?: string;
}) {
  const { t } = useTranslation("bookings");
  const text = b.unitsNotRecorded
    ? t("detail.unitsNotRecorded", { quantity: quantityText(t, b.gear.kind, b.units) })
    : heldUnitsText(b.heldUnits, (key, values) => t(key as never, values as never) as unknown as string);
  if (!text) return null;
  return (
    <p className={`text-sm [overflow-wrap:anywhere] ${className}`}>
      <span className="font-medium">{t("detail.units")}:</span> {text}
    </p>
  );
}

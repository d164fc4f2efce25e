import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { BookingListItem } from "../../../shared/booking-contracts";

/** "2 units", or for a kit booking "2 kits" (issue 32): what a booking's `units` count. */
export const quantityText = (t: TFunction<"bookings">, kind: BookingListItem["gear"]["kind"], count: number) =>
  kind === "kit" ? t("price.kits", { count }) : t("price.units", { count });

/**
 * "× 2 units" (or "× 2 kits") beside a booking's gear in a list, for a booking of more than
 * one (issue 32): the renter, the owner and support see how many go out without opening it.
 * Nothing for one, as lists showed before units.
 */
export function BookingQuantity({
  booking: b,
  className = "",
}: {
  booking: { units: number; gear: Pick<BookingListItem["gear"], "kind"> };
  className?: string;
}) {
  const { t } = useTranslation("bookings");
  if (b.units <= 1) return null;
  return (
    <span className={`whitespace-nowrap text-slate-600 ${className}`.trim()}>
      {t("table.quantity", { quantity: quantityText(t, b.gear.kind, b.units) })}
    </span>
  );
}

import { msg } from "../../../shared/i18n/message";

/**
 * The pickup sheet's starting lines for a kit booking (issue 32 item 2): one per
 * component as booked ("NP-FZ100 battery × 4"), then the kit's own "what's in the
 * box" list when the owner wrote one (a case, cables). Null for a listing's
 * booking, which keeps its own list. The return sheet then starts from what the
 * pickup sheet said was there, as for any booking.
 */
export function kitChecklist(items: { name: string; quantity: number }[], kitBox: string[] | null): string[] | null {
  if (items.length === 0) return null;
  const lines = items.map((i) =>
    i.quantity === 1
      ? msg("gear", "kits.line", { name: i.name })
      : msg("gear", "kits.lineMany", { name: i.name, quantity: i.quantity }),
  );
  return [...lines, ...(kitBox ?? [])];
}

/**
 * The reference a renter quotes when paying a booking: "SG" and the first eight
 * characters of the booking's id, in capitals. Short and only letters and
 * digits, because Malaysian banking apps limit a transfer's recipient reference
 * (often to 20 characters, some refusing punctuation), and the same text goes in
 * the booking's DuitNow QR. The invoice number comes only once a receipt is
 * accepted, after paying, so it cannot be the one quoted.
 */
export function bookingReference(bookingId: string): string {
  return `SG${bookingId
    .replace(/[^a-z0-9]/gi, "")
    .slice(0, 8)
    .toUpperCase()}`;
}

const squeeze = (text: string) => text.replace(/[^a-z0-9]/gi, "").toUpperCase();

/** Whether a transfer's reference as the renter typed it names this reference (case, spaces and dashes aside). */
export function referenceMatches(given: string | null | undefined, reference: string): boolean {
  return !!given && squeeze(given).includes(squeeze(reference));
}

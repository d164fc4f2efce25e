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

/**
 * What the renter pays the owner for a booking, in sen: the total (voucher
 * applied, fee and SST included) and the refundable deposit, which PRODUCT.md
 * collects beside it. The booking's QR, its payment card and the owner's receipt
 * review all read it from here, so they cannot disagree.
 */
export const amountDue = (b: { total: number; deposit: number }) => b.total + b.deposit;

import type { BookingRow } from "./repository";

/**
 * What the renter pays the owner for booking `b`, in sen: the total (voucher
 * applied, fee and SST included) and the refundable deposit, which PRODUCT.md
 * collects beside it. The row's amounts change with a voucher or a new total at
 * approval, so everything built from this (the QR) follows.
 */
export const amountDue = (b: Pick<BookingRow, "total" | "deposit">) => b.total + b.deposit;

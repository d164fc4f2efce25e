import type { owners, ownerPaymentSettings } from "../../db/schema";
import { fileUrl } from "../gear/presenter";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import type { CalendarHold } from "../../../shared/calendar-contracts";
import { addDays } from "../../../shared/dates";
import { maskProxy, namesClearlyDiffer, readDuitnowQr } from "../../../shared/duitnow-qr";
import type { OwnerSummary, PaymentSettingsView, PublicOwnerProfile } from "../../../shared/owner-contracts";

export type OwnerRow = typeof owners.$inferSelect;
export type PaymentSettingsRow = typeof ownerPaymentSettings.$inferSelect;

/** What names an owner on every public view. */
const ownerIdentity = (o: OwnerRow) => ({
  id: o.userId,
  username: o.username,
  displayName: o.displayName,
  photoUrl: o.photoUrl ? fileUrl(o.photoUrl) : null,
  state: o.state,
  createdAt: o.createdAt.toISOString(),
});

/**
 * An owner's public fields, named as the seed's Owner entity. Built field by
 * field so a column added later (or the account's e-mail and phone, which live
 * on users) cannot reach the public by accident.
 */
export function presentOwnerProfile(o: OwnerRow): PublicOwnerProfile {
  return {
    ...ownerIdentity(o),
    bio: o.bio,
    experience: o.experience,
    specialties: o.specialties,
    businessName: o.businessName,
    businessAddress: {
      streetAddress: o.businessStreetAddress,
      city: o.businessCity,
      state: o.businessState,
      postalCode: o.businessPostalCode,
    },
    coveredStates: o.coveredStates,
    instagramUrl: o.instagramUrl,
    tiktokUrl: o.tiktokUrl,
    whatsappUrl: o.whatsappUrl,
  };
}

export function presentOwnerSummary(o: OwnerRow, totalEquipment: number): OwnerSummary {
  return { ...ownerIdentity(o), totalEquipment };
}

/** What the owner's checked QR says; the name is compared with the account holder each time, as either may change. */
function presentQrRead(row: PaymentSettingsRow): PaymentSettingsView["duitnowQrRead"] {
  const read = row.duitnowQrPayload ? readDuitnowQr(row.duitnowQrPayload) : null;
  if (!read || "problem" in read) return null;
  const { merchantName, merchantCity, proxy } = read.reading;
  return {
    merchantName,
    merchantCity,
    proxyMasked: maskProxy(proxy),
    nameDiffers: !!row.accountHolder && namesClearlyDiffer(merchantName, row.accountHolder),
  };
}

const DUITNOW_QR_PATH = "/api/owners/me/payment-settings/qr";

/** For the owner only. The QR's address carries its key's random part so a new upload is not served from cache. */
export function presentPaymentSettings(row: PaymentSettingsRow | undefined): PaymentSettingsView {
  const version = row?.duitnowQrKey
    ?.split("/")
    .pop()
    ?.replace(/\.webp$/, "");
  return {
    bank: row?.bank ?? null,
    accountHolder: row?.accountHolder ?? null,
    accountNumber: row?.accountNumber ?? null,
    duitnowId: row?.duitnowId ?? null,
    duitnowQrUrl: version ? `${DUITNOW_QR_PATH}?v=${version}` : null,
    duitnowQrRead: row ? presentQrRead(row) : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** A calendar hold row → a booking span (with its renter) or an owner block (with its note). */
export function presentHold(r: {
  id: number;
  gearId: string;
  kind: string;
  startDate: string;
  endDate: string;
  note: string | null;
  turnaroundDays: number;
  bookingId: string | null;
  status: BookingStatus | null;
  renterName: string | null;
  /** Hold rows of the booking on this listing: one per unit it holds (issue 32); on a kit's row, the kits booked. */
  units: number;
}): CalendarHold {
  const span = { gearId: r.gearId, startDate: r.startDate, endDate: r.endDate };
  if (r.kind === "block") return { kind: "block", ...span, id: r.id, note: r.note };
  return {
    kind: "booking",
    ...span,
    // The stored period runs over the turnaround days too; the rental ends before them (ADR 037).
    endDate: addDays(r.endDate, -r.turnaroundDays),
    units: r.units,
    turnaroundDays: r.turnaroundDays,
    bookingId: r.bookingId,
    status: r.status,
    renterName: r.renterName,
  };
}

import type { owners, ownerPaymentSettings } from "../../db/schema";
import { fileUrl } from "../gear/presenter";
import type { OwnerSummary, PaymentSettingsView, PublicOwnerProfile } from "../../../shared/owner-rules";

export type OwnerRow = typeof owners.$inferSelect;
export type PaymentSettingsRow = typeof ownerPaymentSettings.$inferSelect;

/**
 * An owner's public fields, named as the seed's Owner entity. Built field by
 * field so a column added later (or the account's e-mail and phone, which live
 * on users) cannot reach the public by accident.
 */
export function presentOwnerProfile(o: OwnerRow): PublicOwnerProfile {
  return {
    id: o.userId,
    username: o.username,
    displayName: o.displayName,
    photoUrl: o.photoUrl ? fileUrl(o.photoUrl) : null,
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
    state: o.state,
    coveredStates: o.coveredStates,
    instagramUrl: o.instagramUrl,
    tiktokUrl: o.tiktokUrl,
    whatsappUrl: o.whatsappUrl,
    createdAt: o.createdAt.toISOString(),
  };
}

export function presentOwnerSummary(o: OwnerRow, totalEquipment: number): OwnerSummary {
  return {
    id: o.userId,
    username: o.username,
    displayName: o.displayName,
    photoUrl: o.photoUrl ? fileUrl(o.photoUrl) : null,
    state: o.state,
    createdAt: o.createdAt.toISOString(),
    totalEquipment,
  };
}

export const DUITNOW_QR_PATH = "/api/owners/me/payment-settings/qr";

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
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

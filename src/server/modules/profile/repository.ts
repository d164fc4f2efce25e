import { and, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { findValue, firstRow } from "../../db/query";
import {
  accounts,
  bookings,
  gear,
  gearPhotos,
  identityVerifications,
  notifications,
  ownerPaymentSettings,
  owners,
  roleApplications,
  savedFilters,
  sessions,
  users,
  wantedPosts,
} from "../../db/schema";
import { HOLDING_STATUSES } from "../../../shared/booking-lifecycle";
import type { Language } from "../../../shared/i18n/languages";

/** The personal fields a renter sets on /profile; null clears one, undefined leaves it. */
interface PersonalDetails {
  name: string;
  phoneNumber?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
  notificationsEnabled?: boolean;
}

export async function updatePersonalDetails(db: Db, userId: string, details: PersonalDetails) {
  await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The language the account reads SewaGear in. */
export async function saveLanguage(db: Db, userId: string, language: Language) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** A booking of the user's (as renter or owner) that still holds dates, if any. */
export async function findOpenBooking(db: Db | Tx, userId: string) {
  return firstRow(
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
          inArray(bookings.status, [...HOLDING_STATUSES]),
        ),
      )
      .limit(1),
  );
}

/** The stored password hash of the user's e-mail-and-password sign-in. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  return findValue(db, accounts.password, and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
}

/**
 * Lock the rows a booking request holds FOR SHARE while it inserts
 * (bookings/create.ts): a request either finished before, or waits and then
 * finds the owner gone.
 */
export async function lockAccountRows(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  await tx.select({ id: owners.userId }).from(owners).where(eq(owners.userId, userId)).for("update");
}

/** Whether any booking was ever made on the user's gear. */
export async function hasOwnerBookingHistory(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.ownerId, userId)).limit(1);
  return !!row;
}

/** Files that identify the person: ID documents, student card, QR code, owner photo. */
export async function privateFileKeys(tx: Tx, userId: string): Promise<string[]> {
  const docs = await tx.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
  const keys = docs.flatMap((d) => [d.icFrontKey, d.icBackKey, d.selfieKey, d.studentCardKey]);
  const [pay] = await tx
    .select({ qr: ownerPaymentSettings.duitnowQrKey })
    .from(ownerPaymentSettings)
    .where(eq(ownerPaymentSettings.ownerId, userId));
  const [owner] = await tx.select({ photo: owners.photoUrl }).from(owners).where(eq(owners.userId, userId));
  return [...keys, pay?.qr, owner?.photo].filter((k): k is string => !!k);
}

export async function gearPhotoKeys(tx: Tx, ownerId: string): Promise<string[]> {
  const rows = await tx
    .select({ file: gearPhotos.fileKey, thumb: gearPhotos.thumbKey })
    .from(gearPhotos)
    .innerJoin(gear, eq(gear.id, gearPhotos.gearId))
    .where(eq(gear.ownerId, ownerId));
  return rows.flatMap((r) => [r.file, r.thumb]);
}

/** Delete the account row; every table pointing at it cascades. */
export async function deleteUserRow(tx: Tx, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * Keep the rows other people's bookings point at, without the person in them.
 * The username becomes a unique placeholder (usernames are public and must stay
 * unique); the e-mail a non-deliverable one, so the address can register again.
 */
export async function anonymiseOwner(tx: Tx, userId: string) {
  const placeholder = `deleted_${userId.slice(0, 12)}`;
  await tx
    .update(users)
    .set({
      name: "Deleted user",
      email: `${placeholder}@deleted.invalid`,
      emailVerified: false,
      image: null,
      phoneNumber: null,
      streetAddress: null,
      postalCode: null,
      city: null,
      state: null,
      verificationStatus: "unverified",
      isVerified: false,
      studentCardStatus: "none",
      studentCardUrl: null,
      studentCardExpiry: null,
      isOnline: false,
      notificationsEnabled: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx
    .update(owners)
    .set({
      username: placeholder,
      displayName: "Deleted owner",
      photoUrl: null,
      bio: null,
      experience: null,
      specialties: null,
      businessName: null,
      businessStreetAddress: null,
      businessCity: null,
      businessState: null,
      businessPostalCode: null,
      instagramUrl: null,
      tiktokUrl: null,
      whatsappUrl: null,
      // Not 'active': search, the owner page and new bookings skip this owner.
      status: "deleted",
    })
    .where(eq(owners.userId, userId));
  await tx.update(gear).set({ status: "archived" }).where(eq(gear.ownerId, userId));
  await tx.delete(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, userId));
  await tx.delete(identityVerifications).where(eq(identityVerifications.userId, userId));
  await tx.delete(savedFilters).where(eq(savedFilters.userId, userId));
  await tx.delete(wantedPosts).where(eq(wantedPosts.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(roleApplications).where(eq(roleApplications.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
}

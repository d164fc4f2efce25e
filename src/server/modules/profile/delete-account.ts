import { and, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
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
import { badInput, conflict, forbidden } from "../../lib/errors";
import type { Storage } from "../../storage/storage";
import type { Auth } from "../auth/auth";
import type { Actor } from "../../plugins/actor";
import { HOLDING_STATUSES } from "../../../shared/booking-lifecycle";
import { beginSignInAttempt, signInThrottled } from "../auth/throttle";

export const WRONG_PASSWORD_MESSAGE = "The password is not correct.";
export const ADMIN_SELF_DELETE_MESSAGE = "An admin account cannot delete itself here; ask another admin to remove it.";
export const OPEN_BOOKINGS_MESSAGE =
  "You have bookings in progress. Finish or cancel them before deleting your account, so nobody is left holding gear or money.";

/**
 * Delete my account (PRODUCT.md §3 /profile, §10 PDPA). In one transaction:
 * - refused while a booking of theirs (as renter or owner) still holds dates;
 * - an owner whose gear has a booking history cannot vanish (the other side's
 *   bookings and invoices point at them), so the rows stay but every personal
 *   field is blanked, the gear archived, and sign-in made impossible;
 * - anyone else's row is deleted and the foreign keys cascade.
 * Private files (ID documents, QR, photos) are removed after the commit.
 */
export async function deleteAccount({
  db,
  auth,
  storage,
  actor,
  password,
}: {
  db: Db;
  auth: Auth;
  storage: Storage;
  actor: Actor;
  password: string;
}) {
  if (actor.role === "admin") throw forbidden(ADMIN_SELF_DELETE_MESSAGE);
  // Before the password: a 409 after a right password would confirm it.
  await assertNoOpenBookings(db, actor.user.id);
  await assertPassword(db, auth, actor.user, password);

  const fileKeys = await db.transaction(async (tx) => {
    // The rows a booking request holds FOR SHARE while it inserts (bookings/create.ts):
    // locked here, a request either finished before (and is seen below) or waits and
    // then finds the owner gone.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for("update");
    await tx.select({ id: owners.userId }).from(owners).where(eq(owners.userId, actor.user.id)).for("update");
    await assertNoOpenBookings(tx, actor.user.id);

    const keys = await privateFileKeys(tx, actor.user.id);
    const [history] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.ownerId, actor.user.id))
      .limit(1);
    if (history) await anonymiseOwner(tx, actor.user.id);
    else {
      keys.push(...(await gearPhotoKeys(tx, actor.user.id)));
      await tx.delete(users).where(eq(users.id, actor.user.id));
    }
    return keys;
  });
  for (const key of fileKeys) await storage.remove(key).catch(() => undefined);
}

async function assertNoOpenBookings(db: Db | Tx, userId: string) {
  const [open] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
        inArray(bookings.status, [...HOLDING_STATUSES]),
      ),
    )
    .limit(1);
  if (open) throw conflict(OPEN_BOOKINGS_MESSAGE);
}

/** A password check like sign-in's, so it counts against the same throttle (a stolen session must not guess freely). */
async function assertPassword(db: Db, auth: Auth, user: { id: string; email: string }, password: string) {
  const attempt = await beginSignInAttempt(db, user.email);
  if (!attempt) throw signInThrottled();
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  const ctx = await auth.$context;
  const ok = !!credential?.hash && (await ctx.password.verify({ hash: credential.hash, password }));
  if (!ok) {
    await attempt.failed();
    throw badInput(WRONG_PASSWORD_MESSAGE, { password: WRONG_PASSWORD_MESSAGE });
  }
  await attempt.succeeded();
}

/** Files that identify the person: ID documents, student card, QR code, owner photo. */
async function privateFileKeys(tx: Tx, userId: string): Promise<string[]> {
  const docs = await tx.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
  const keys = docs.flatMap((d) => [d.icFrontKey, d.icBackKey, d.selfieKey, d.studentCardKey]);
  const [pay] = await tx
    .select({ qr: ownerPaymentSettings.duitnowQrKey })
    .from(ownerPaymentSettings)
    .where(eq(ownerPaymentSettings.ownerId, userId));
  const [owner] = await tx.select({ photo: owners.photoUrl }).from(owners).where(eq(owners.userId, userId));
  return [...keys, pay?.qr, owner?.photo].filter((k): k is string => !!k);
}

async function gearPhotoKeys(tx: Tx, ownerId: string): Promise<string[]> {
  const rows = await tx
    .select({ file: gearPhotos.fileKey, thumb: gearPhotos.thumbKey })
    .from(gearPhotos)
    .innerJoin(gear, eq(gear.id, gearPhotos.gearId))
    .where(eq(gear.ownerId, ownerId));
  return rows.flatMap((r) => [r.file, r.thumb]);
}

/**
 * Keep the rows other people's bookings point at, without the person in them.
 * The username becomes a unique placeholder (usernames are public and must stay
 * unique); the e-mail a non-deliverable one, so the address can register again.
 */
async function anonymiseOwner(tx: Tx, userId: string) {
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

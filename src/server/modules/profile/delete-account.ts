import type { Db, Tx } from "../../db/client";
import { badInput, conflict } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { Storage } from "../../storage/storage";
import type { Auth } from "../auth/auth";
import type { Actor } from "../../plugins/actor";
import { beginSignInAttempt } from "../auth/throttle";
import { assertMayDeleteOwnAccount } from "./policy";
import {
  anonymiseOwner,
  deleteUserRow,
  findOpenBooking,
  findPasswordHash,
  gearPhotoKeys,
  hasOwnerBookingHistory,
  lockAccountRows,
  privateFileKeys,
} from "./repository";

const WRONG_PASSWORD_MESSAGE = msg("profile", "delete.wrongPassword");
const OPEN_BOOKINGS_MESSAGE = msg("profile", "delete.openBookings");

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
  assertMayDeleteOwnAccount(actor);
  // Before the password: a 409 after a right password would confirm it.
  await assertNoOpenBookings(db, actor.user.id);
  await assertPassword(db, auth, actor.user, password);

  const fileKeys = await db.transaction(async (tx) => {
    await lockAccountRows(tx, actor.user.id);
    await assertNoOpenBookings(tx, actor.user.id);

    const keys = await privateFileKeys(tx, actor.user.id);
    if (await hasOwnerBookingHistory(tx, actor.user.id)) await anonymiseOwner(tx, actor.user.id);
    else {
      keys.push(...(await gearPhotoKeys(tx, actor.user.id)));
      await deleteUserRow(tx, actor.user.id);
    }
    return keys;
  });
  for (const key of fileKeys) await storage.remove(key).catch(() => undefined);
}

async function assertNoOpenBookings(db: Db | Tx, userId: string) {
  if (await findOpenBooking(db, userId)) throw conflict(OPEN_BOOKINGS_MESSAGE);
}

/** A password check like sign-in's, so it counts against the same throttle (a stolen session must not guess freely). */
async function assertPassword(db: Db, auth: Auth, user: { id: string; email: string }, password: string) {
  const attempt = await beginSignInAttempt(db, user.email);
  const hash = await findPasswordHash(db, user.id);
  const ctx = await auth.$context;
  const ok = !!hash && (await ctx.password.verify({ hash, password }));
  if (!ok) {
    await attempt.failed();
    throw badInput(WRONG_PASSWORD_MESSAGE, { password: WRONG_PASSWORD_MESSAGE });
  }
  await attempt.succeeded();
}

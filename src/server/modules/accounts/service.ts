import type { Db } from "../../db/client";
import { AppError, conflict } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import type { SessionResponse, UsernameAvailabilityResponse } from "../../../shared/account-contracts";
import type { ApplicationRole } from "../../../shared/roles";
import { USERNAME_MESSAGES, validateUsername } from "../../../shared/username";
import { assertMayBecomeOwner } from "./policy";
import { presentSession } from "./presenters";
import { findLatestApplication, findUserRole, isUsernameTaken, upsertApplication, upsertOwner } from "./repository";

/** Postgres unique_violation. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === "23505" ||
  (err as { cause?: { code?: string } })?.cause?.code === "23505";

/** The session answer for the signed-in actor, with their latest role application. */
export async function getSession(db: Db, actor: Actor): Promise<SessionResponse> {
  return presentSession(actor, (await findLatestApplication(db, actor.user.id)) ?? null);
}

/**
 * Whether `username` is free, ignoring the owner record of `exceptUserId`
 * (seed section 5: "ignoring the user's own record"); case-insensitive.
 */
async function isUsernameAvailable(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  try {
    return !(await isUsernameTaken(db, username, exceptUserId));
  } catch (err) {
    // Seed section 5: a check that could not run says so, in its words.
    void err;
    throw new AppError("USERNAME_CHECK_FAILED", 503, USERNAME_MESSAGES.checkFailed, {
      username: USERNAME_MESSAGES.checkFailed,
    });
  }
}

/** The live check's answer: the first format rule broken, else whether another owner has it. */
export async function checkUsername(
  db: Db,
  username: string,
  exceptUserId?: string,
): Promise<UsernameAvailabilityResponse> {
  const message = validateUsername(username);
  if (message) return { available: false, message };
  const available = await isUsernameAvailable(db, username, exceptUserId);
  return { available, message: available ? null : USERNAME_MESSAGES.taken };
}

/** Format rules then uniqueness; throws 400 or 409 with the seed's message on `username`. */
export async function assertUsernameUsable(db: Db, username: string, exceptUserId?: string) {
  const message = validateUsername(username);
  if (message) throw new AppError("BAD_INPUT", 400, message, { username: message });
  if (!(await isUsernameAvailable(db, username, exceptUserId))) {
    throw conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
  }
}

/** Refuse (403) an account whose role may not trade as an owner. */
export async function assertAccountMayBecomeOwner(db: Db, userId: string) {
  assertMayBecomeOwner(await findUserRole(db, userId));
}

/** Make `userId` an owner with `username`; the unique index settles races. */
export async function createOwnerProfile(db: Db, userId: string, username: string, displayName: string) {
  await assertUsernameUsable(db, username, userId);
  try {
    await upsertOwner(db, { userId, username: username.trim(), displayName });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
    throw err;
  }
}

/** Record an application for a role; a repeat of a pending or approved one changes nothing. */
export const applyForRole = (db: Db, userId: string, role: ApplicationRole) => upsertApplication(db, userId, role);

import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signInFailures } from "../../db/schema";

/** Issue 2: no more than 10 failed sign-ins per account per 15 minutes. */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLED_MESSAGE =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.";

const key = (email: string) => email.trim().toLowerCase();

/**
 * Counted per e-mail string whether or not an account has it, so the throttle
 * itself reveals nothing about which addresses are registered.
 */
export async function isSignInThrottled(db: Db, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, key(email)), gt(signInFailures.at, since)));
  return (row?.n ?? 0) >= SIGN_IN_FAILURE_LIMIT;
}

export async function recordSignInFailure(db: Db, email: string): Promise<void> {
  await db.insert(signInFailures).values({ email: key(email) });
  // Keep the table small: rows older than the window no longer count.
  await db.delete(signInFailures).where(lt(signInFailures.at, new Date(Date.now() - SIGN_IN_WINDOW_MS)));
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}

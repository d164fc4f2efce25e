import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signInFailures } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";

/** Issue 2: no more than 10 failed sign-ins per account per 15 minutes. */
const SIGN_IN_FAILURE_LIMIT = 10;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The throttle's message (a msg(): the error handler answers it in the caller's language). */
const THROTTLED_MESSAGE = msg("auth", "errors.throttled");

const key = (email: string) => email.trim().toLowerCase();

/** 429 with the throttle's message; one error for every path that signs in. */
export const signInThrottled = () => new AppError("SIGN_IN_THROTTLED", 429, THROTTLED_MESSAGE);

/** What became of one password check, reported back to the throttle. */
interface SignInAttempt {
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the account's count starts again. */
  succeeded(): Promise<void>;
  /** Nothing was learnt about the password (bad input, server error): uncount it. */
  abandoned(): Promise<void>;
}

/**
 * Count an attempt *before* the password is checked, then look at the count.
 * Checking first and recording afterwards let a burst of parallel guesses all
 * pass the check; recording first means the n-th concurrent attempt always sees
 * at least n rows, so no more than 10 reach the password check per window.
 * Counted per e-mail string whether or not an account has it, so the throttle
 * itself reveals nothing about which addresses are registered.
 * Returns null when the account is throttled (the attempt is not counted then).
 */
export async function beginSignInAttempt(db: Db, email: string, now = new Date()): Promise<SignInAttempt | null> {
  const address = key(email);
  const [mine] = await db
    .insert(signInFailures)
    .values({ email: address, at: now })
    .returning({ id: signInFailures.id });
  const uncount = async () => {
    await db.delete(signInFailures).where(eq(signInFailures.id, mine!.id));
  };
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, address), gt(signInFailures.at, since)));
  if ((row?.n ?? 0) > SIGN_IN_FAILURE_LIMIT) {
    await uncount();
    return null;
  }
  return {
    async failed() {
      // Keep the table small: rows older than the window no longer count.
      await db.delete(signInFailures).where(lt(signInFailures.at, since));
    },
    async succeeded() {
      await db.delete(signInFailures).where(eq(signInFailures.email, address));
    },
    abandoned: uncount,
  };
}

import { and, count, eq, gt, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signInFailures } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { metrics } from "../../lib/metrics";
import { msg } from "../../../shared/i18n/message";

/**
 * Two caps on password checks in any 15 minutes, both counted in the database
 * (so they hold across every process), from sign_in_failures' rows:
 * - 10 failures per account *from one address* (or one known device): the
 *   owner's right password from an address that has not failed still works
 *   while someone elsewhere guesses;
 * - 50 failures per account from everywhere, for browsers that never signed in
 *   to the account: a guesser spreading over many addresses still gets few
 *   guesses. A known device (known-device.ts: it signed in to this account
 *   before) is held to its own count only, so such a guesser cannot lock the
 *   owner out of the devices they use (issue 29).
 * And one across accounts: 30 failures per address whatever the account, so one
 * address trying a common password on many accounts (password spraying) is
 * stopped in the database too, for every process; before, only better-auth's
 * per-process memory held it, at 60 guesses a minute per process. Successful
 * sign-ins do not count (nor the account's earlier failures once it signs in),
 * and a known device is exempt, so people behind one office or campus address
 * who sign in as usual are not held back by it.
 */
const PER_ADDRESS_LIMIT = 10;
const PER_ACCOUNT_LIMIT = 50;
const PER_ADDRESS_ANY_ACCOUNT_LIMIT = 30;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The throttle's message (a msg(): the error handler answers it in the caller's language). */
const THROTTLED_MESSAGE = msg("auth", "errors.throttled");
const SPRAY_MESSAGE = msg("auth", "errors.throttledAddress");

const key = (email: string) => email.trim().toLowerCase();

/** 429 with the throttle's message, counted for /metrics under its bucket; one error for every path that signs in. */
function signInThrottled(limit: "sign-in" | "sign-in-any", message = THROTTLED_MESSAGE) {
  metrics.rateLimited.inc({ limit });
  return new AppError("SIGN_IN_THROTTLED", 429, message);
}

/** What became of one password check, reported back to the throttle. */
interface SignInAttempt {
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the account's counts start again. */
  succeeded(): Promise<void>;
  /** Nothing was learnt about the password (bad input, server error): uncount it. */
  abandoned(): Promise<void>;
}

/**
 * Count an attempt *before* the password is checked, then look at the counts.
 * Checking first and recording afterwards let a burst of parallel guesses all
 * pass the check; recording first means the n-th concurrent attempt always sees
 * at least n, so no more than the cap reach the password check per window.
 * Counted per e-mail string whether or not an account has it, so the throttle
 * itself reveals nothing about which addresses are registered.
 * `address` is the client's (req.ip); checks without one (a signed-in caller
 * confirming their password) share the key "". `knownDevice` is the id from the
 * browser's known-device cookie when it proves this account. Throws the 429 when
 * throttled (the attempt is not counted then).
 */
export async function beginSignInAttempt(
  db: Db,
  email: string,
  address = "",
  { now = new Date(), knownDevice = null }: { now?: Date; knownDevice?: string | null } = {},
): Promise<SignInAttempt> {
  const account = key(email);
  const source = knownDevice ? `device:${knownDevice}` : address;
  // One row per attempt; every count is over the last 15 minutes of rows, so no
  // window edge lets a second batch of guesses through.
  const [mine] = await db
    .insert(signInFailures)
    .values({ email: account, source, at: now })
    .returning({ id: signInFailures.id });
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const recent = gt(signInFailures.at, since);
  const tally = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(signInFailures).where(and(where, recent)))[0]?.n ?? 0;
  const fromHere = await tally(and(eq(signInFailures.email, account), eq(signInFailures.source, source)));
  const fromAccount = knownDevice ? 0 : await tally(eq(signInFailures.email, account));
  // Checks with no address (a signed-in caller confirming their password) and
  // known devices (their rows carry `device:`) are not counted against an address.
  const fromAddress = address && !knownDevice ? await tally(eq(signInFailures.source, address)) : 0;
  const uncount = async () => {
    await db.delete(signInFailures).where(eq(signInFailures.id, mine!.id));
  };
  if (fromHere > PER_ADDRESS_LIMIT || fromAccount > PER_ACCOUNT_LIMIT) {
    await uncount();
    throw signInThrottled("sign-in");
  }
  if (fromAddress > PER_ADDRESS_ANY_ACCOUNT_LIMIT) {
    await uncount();
    throw signInThrottled("sign-in-any", SPRAY_MESSAGE);
  }
  return {
    async failed() {
      // Keep the table small: rows older than the window no longer count.
      await db.delete(signInFailures).where(lt(signInFailures.at, since));
    },
    async succeeded() {
      // The account's counts start again. Its own mistyped passwords also leave
      // the address's count: someone who got their password wrong twice and
      // then right is not spraying.
      await db.delete(signInFailures).where(eq(signInFailures.email, account));
    },
    abandoned: uncount,
  };
}

import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import { toFetchHeaders } from "../../plugins/fetch-headers";
import type { AppDeps } from "../../deps";
import { sessions } from "../../db/schema";
import type { SignUpRequest } from "../../../shared/account-contracts";
import { publish } from "../../live/bus";
import { beginSignInAttempt } from "../auth/throttle";
import { findUserIdByEmail } from "./repository";

/**
 * What a sign-up did. `signed-in`: the address had an account and the password given
 * was its own (only its holder can get this). `check-email`: everything else, the same
 * answer either way; `userId` is the new account's, null when the address was taken.
 */
export type Registration =
  { kind: "signed-in"; userId: string; setCookies: string[] } | { kind: "check-email"; userId: string | null };

/**
 * Sign up, then check the same credentials as a sign-in does. better-auth answers
 * sign-up identically for new and existing addresses, e-mails a new one its
 * verification link (`callbackURL`: where that link lands, signed in) and e-mails an
 * existing one's holder that someone tried to register with it.
 *
 * A new account is not signed in here (issue 29): a session for a new address and none
 * for a taken one would say who has an account. Its password is still checked like
 * the taken one's (the session made by that check is deleted at once), so both take
 * the same work. The check counts against the account's throttle: otherwise
 * registering again with a guessed password would be an unthrottled way to test
 * passwords (and to flood the holder with e-mail).
 */
export async function registerAccount(
  { auth, db }: AppDeps,
  req: FastifyRequest,
  input: SignUpRequest,
  callbackURL: string,
): Promise<Registration> {
  const attempt = await beginSignInAttempt(db, input.email, req.ip);
  const headers = toFetchHeaders(req);
  try {
    const before = await findUserIdByEmail(db, input.email);
    await auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password, callbackURL },
      headers,
    });
    const res = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    await attempt.succeeded();
    const userId = res.response.user.id;
    if (before === userId) return { kind: "signed-in", userId, setCookies: res.headers.getSetCookie() };
    await db.delete(sessions).where(eq(sessions.token, res.response.token));
    // /admin's unverified-users list is live: tell admins and staff to refetch.
    await publish(db, ["role:admin", "role:staff"], { type: "users" });
    return { kind: "check-email", userId };
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 401) {
      await attempt.failed();
      return { kind: "check-email", userId: null };
    }
    await attempt.abandoned();
    throw err;
  }
}

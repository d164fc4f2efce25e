import type { FastifyRequest } from "fastify";
import { APIError } from "better-auth/api";
import { toFetchHeaders } from "../../plugins/fetch-headers";
import type { AppDeps } from "../../deps";
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
 * Only a confirmed account's own password opens a session (issue 29, ADR 046): a
 * session for a new address and none for a taken one would say who has an account.
 * A new account's password is still checked like the taken one's (better-auth refuses
 * it as unconfirmed), so both take the same work. The check counts against the
 * account's throttle: otherwise registering again with a guessed password would be an
 * unthrottled way to test passwords (and to flood the holder with e-mail).
 */
export async function registerAccount(
  { auth, db }: AppDeps,
  req: FastifyRequest,
  input: SignUpRequest,
  callbackURL: string,
): Promise<Registration> {
  const attempt = await beginSignInAttempt(db, input.email, req.ip);
  const headers = toFetchHeaders(req);
  const before = await findUserIdByEmail(db, input.email).catch(async (err: unknown) => {
    await attempt.abandoned();
    throw err;
  });
  try {
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
    return { kind: "signed-in", userId: res.response.user.id, setCookies: res.headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 401) {
      await attempt.failed();
      return { kind: "check-email", userId: null };
    }
    // The right password of an unconfirmed account: the one made just now, or one registered
    // before and never confirmed (whose holder is e-mailed as any registered address's is).
    if (err instanceof APIError && err.body?.code === "EMAIL_NOT_VERIFIED") {
      await attempt.succeeded();
      if (before !== undefined) return { kind: "check-email", userId: null };
      // /admin's unverified-users list is live: tell admins and staff to refetch.
      await publish(db, ["role:admin", "role:staff"], { type: "users" });
      return { kind: "check-email", userId: (await findUserIdByEmail(db, input.email)) ?? null };
    }
    await attempt.abandoned();
    throw err;
  }
}

import type { FastifyRequest } from "fastify";
import { APIError } from "better-auth/api";
import { toFetchHeaders } from "../../plugins/auth-bridge";
import type { AppDeps } from "../../deps";
import type { SignUpRequest } from "../../../shared/contracts";
import { publish } from "../../live/bus";
import { beginSignInAttempt, signInThrottled } from "../auth/throttle";

export interface Registration {
  /** Set when the credentials signed in: a new account, or an existing one whose password was given. */
  userId: string | null;
  setCookies: string[];
}

/**
 * Sign up, then sign in with the same credentials. better-auth answers sign-up
 * identically for new and existing addresses (and e-mails the existing owner).
 * The sign-in is a password check like any other, so it counts against the
 * account's throttle: otherwise registering again with a guessed password would
 * be an unthrottled way to test passwords (and to flood the owner with e-mail).
 */
export async function registerAccount(
  { auth, db }: AppDeps,
  req: FastifyRequest,
  input: SignUpRequest,
): Promise<Registration> {
  const attempt = await beginSignInAttempt(db, input.email);
  if (!attempt) throw signInThrottled();
  const headers = toFetchHeaders(req);
  try {
    await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password }, headers });
    const res = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    await attempt.succeeded();
    // /admin's unverified-users list is live: tell admins and staff to refetch.
    await publish(db, ["role:admin", "role:staff"], { type: "users" });
    return { userId: res.response.user.id, setCookies: res.headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 401) {
      await attempt.failed();
      return { userId: null, setCookies: [] };
    }
    await attempt.abandoned();
    throw err;
  }
}

/** Answer of a registration that could not sign in: say only what is true either way. */
export const CHECK_EMAIL_MESSAGE =
  "We could not sign you in with these details. If this e-mail address already has an account, we have sent it a message: sign in with its password or reset it.";

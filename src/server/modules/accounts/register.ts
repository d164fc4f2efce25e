import type { FastifyRequest } from "fastify";
import { APIError } from "better-auth/api";
import { toFetchHeaders } from "../../plugins/fetch-headers";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { SignUpRequest } from "../../../shared/account-contracts";
import { publish } from "../../live/bus";
import { beginSignInAttempt, signInThrottled } from "../auth/throttle";
import { findUserIdByEmail } from "./repository";

/** A registration whose credentials signed in. */
export interface Registration {
  userId: string;
  /** The address had an account before, and the password given was its own. */
  existing: boolean;
  setCookies: string[];
}

/** Answer of a registration that could not sign in: say only what is true either way. */
const CHECK_EMAIL_MESSAGE = msg("auth", "errors.checkEmail");

/**
 * Sign up, then sign in with the same credentials. better-auth answers sign-up
 * identically for new and existing addresses (and e-mails the existing owner).
 * The sign-in is a password check like any other, so it counts against the
 * account's throttle: otherwise registering again with a guessed password would
 * be an unthrottled way to test passwords (and to flood the owner with e-mail).
 * A wrong password for an existing address is the neutral 409 CHECK_EMAIL; only
 * the right one learns that the account existed (`existing`), which its owner
 * knows anyway.
 */
export async function registerAccount(
  { auth, db }: AppDeps,
  req: FastifyRequest,
  input: SignUpRequest,
): Promise<Registration> {
  const attempt = await beginSignInAttempt(db, input.email, req.ip);
  if (!attempt) throw signInThrottled();
  const headers = toFetchHeaders(req);
  try {
    const before = await findUserIdByEmail(db, input.email);
    await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password }, headers });
    const res = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    await attempt.succeeded();
    // /admin's unverified-users list is live: tell admins and staff to refetch.
    await publish(db, ["role:admin", "role:staff"], { type: "users" });
    const userId = res.response.user.id;
    return { userId, existing: before === userId, setCookies: res.headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 401) {
      await attempt.failed();
      throw new AppError("CHECK_EMAIL", 409, CHECK_EMAIL_MESSAGE);
    }
    await attempt.abandoned();
    throw err;
  }
}

import type { FastifyRequest } from "fastify";
import { APIError } from "better-auth/api";
import { toFetchHeaders } from "../../plugins/auth-bridge";
import type { AppDeps } from "../../deps";
import type { SignUpRequest } from "../../../shared/contracts";

export interface Registration {
  /** Set when the credentials signed in: a new account, or an existing one whose password was given. */
  userId: string | null;
  setCookies: string[];
}

/**
 * Sign up, then sign in with the same credentials. better-auth answers sign-up
 * identically for new and existing addresses (and e-mails the existing owner),
 * so nothing here reveals whether an address is registered.
 */
export async function registerAccount({ auth }: AppDeps, req: FastifyRequest, input: SignUpRequest): Promise<Registration> {
  const headers = toFetchHeaders(req);
  await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password }, headers });
  try {
    const res = await auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true });
    return { userId: res.response.user.id, setCookies: res.headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 401) return { userId: null, setCookies: [] };
    throw err;
  }
}

/** Answer of a registration that could not sign in: say only what is true either way. */
export const CHECK_EMAIL_MESSAGE =
  "We could not sign you in with these details. If this e-mail address already has an account, we have sent it a message: sign in with its password or reset it.";

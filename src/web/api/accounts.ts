import type {
  AdminRegistrationResponse,
  ApplicationSignUpRequest,
  BecomeOwnerRequest,
  CheckEmailResponse,
  OwnerSignUpRequest,
  RegisteredResponse,
  SignUpRequest,
  UsernameAvailabilityResponse,
} from "../../shared/account-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { sessionKeys } from "./session";

export const accountKeys = {
  all: ["accounts"] as const,
  /** GET /api/owners/username-availability?username= */
  usernameAvailability: (username: string) => [...accountKeys.all, "username-availability", username] as const,
  /** GET /api/applications/admin-registration */
  adminRegistration: () => [...accountKeys.all, "admin-registration"] as const,
};

export const accountQueries = {
  usernameAvailability: (username: string) =>
    jsonQuery<UsernameAvailabilityResponse>(
      accountKeys.usernameAvailability(username),
      `/api/owners/username-availability?username=${encodeURIComponent(username)}`,
      // Seed section 5: a failed check says so at once (the server checks again on submit).
      { retry: false },
    ),
  adminRegistration: () =>
    jsonQuery<AdminRegistrationResponse>(accountKeys.adminRegistration(), "/api/applications/admin-registration", {
      staleTime: 5 * 60_000,
    }),
};

/** The registration endpoints and what each takes. */
export interface RegistrationBodies {
  "/api/register": SignUpRequest;
  "/api/owners/register": OwnerSignUpRequest;
  "/api/applications": ApplicationSignUpRequest;
  "/api/owners/become": BecomeOwnerRequest;
}
export type RegistrationEndpoint = keyof RegistrationBodies;

/**
 * Register (or, on /api/owners/become, turn the signed-in renter into an owner).
 * A sign-up answers `checkEmail` (no session: the e-mailed link signs the new account
 * in) unless the address had an account and its own password was given: then it
 * signs in with `existing`, so the session is read again.
 */
export const useRegistration = <E extends RegistrationEndpoint>(endpoint: E) =>
  useRefreshingMutation(
    (body: RegistrationBodies[E]) => api<RegisteredResponse | CheckEmailResponse>(endpoint, { body }),
    { stale: [sessionKeys.all] },
  );

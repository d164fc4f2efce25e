import { queryOptions, useMutation } from "@tanstack/react-query";
import type { SessionResponse } from "../../shared/account-contracts";
import { api, ApiError } from "../lib/api";
import { clearPrivateCache } from "../lib/pwa";
import { useRefreshingMutation } from "./refreshing-mutation";

/** GET /api/session/current: one key, so every sign-in, sign-out and profile change refreshes the same entry. */
export const sessionKeys = {
  all: ["session"] as const,
  current: () => sessionKeys.all,
};

const NO_ABILITIES: SessionResponse["abilities"] = {
  book: false,
  studentRate: false,
  postWanted: false,
  answerWanted: false,
  verifyIdentity: false,
  keepVouchers: false,
  issueVouchers: false,
};

/**
 * The signed-in user, or null when signed out: /api/session/current answers a
 * signed-out visitor 200 null, so no failed request shows in the console. A 401
 * (an account deleted under a live session) is signed out too.
 */
async function fetchSession(signal: AbortSignal): Promise<SessionResponse | null> {
  try {
    const session = await api<SessionResponse | null>("/api/session/current", { signal });
    // Offline, the service worker answers with the last session it kept, which may come from
    // before the session carried abilities: then nothing is offered until the server says so.
    return session && { ...session, abilities: session.abilities ?? NO_ABILITIES };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const sessionQueries = {
  current: () =>
    queryOptions({
      queryKey: sessionKeys.current(),
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: 60_000,
      retry: 1,
    }),
};

/**
 * POST /api/auth/sign-in/email (better-auth), then the session is read again.
 * The offline copies of API reads are an earlier user's: dropped first.
 */
export const useSignIn = () =>
  useRefreshingMutation(
    async ({ email, password }: { email: string; password: string }) => {
      const answer = await api("/api/auth/sign-in/email", { body: { email, password, rememberMe: true } });
      await clearPrivateCache().catch(() => {});
      return answer;
    },
    { stale: [sessionKeys.all] },
  );

/** POST /api/auth/sign-out; the caller reloads the page, which empties every cached query of the old session. */
export function useSignOut() {
  return useMutation({ mutationFn: () => api("/api/auth/sign-out", { body: {} }) });
}

/** POST /api/auth/request-password-reset: the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api("/api/auth/request-password-reset", { body: { email, redirectTo: "/auth/reset-password" } }),
  });
}

/** POST /api/auth/reset-password with the e-mailed link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      api("/api/auth/reset-password", { body: { newPassword, token } }),
  });
}

/** POST /api/auth/change-password; other devices are signed out (a changed password usually means a worry). */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api("/api/auth/change-password", { body: { currentPassword, newPassword, revokeOtherSessions: true } }),
  });
}

/** POST /api/auth/send-verification-email: a new link to confirm the address. */
export function useResendVerificationEmail() {
  return useMutation({
    // `callbackURL`: where the link lands, signed in; the profile says there that the address is confirmed.
    mutationFn: ({ email, callbackURL = "/profile?verified=1" }: { email: string; callbackURL?: string }) =>
      api("/api/auth/send-verification-email", { body: { email, callbackURL } }),
  });
}

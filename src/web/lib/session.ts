import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "../../shared/account-contracts";
import { api, ApiError } from "./api";

export type Session = SessionResponse;
export const SESSION_KEY = ["session"] as const;

async function fetchSession(): Promise<Session | null> {
  try {
    return await api<Session>("/api/session");
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The signed-in user with the server-resolved role, or null when signed out. */
export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000, retry: 1 });
}

export function useRefreshSession() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: SESSION_KEY });
}

export async function signIn(email: string, password: string) {
  await api("/api/auth/sign-in/email", { body: { email, password, rememberMe: true } });
}

export async function signOut() {
  await api("/api/auth/sign-out", { body: {} });
}

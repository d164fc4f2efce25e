import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "../../shared/account-contracts";
import { sessionKeys, sessionQueries } from "../api/session";

export type Session = SessionResponse;

/** The signed-in user with the server-resolved role, or null when signed out. */
export function useSession() {
  return useQuery(sessionQueries.current());
}

/** Read the session again (after a change the session answer reflects, e.g. the owner's display name). */
export function useRefreshSession() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sessionKeys.all });
}

import { useQuery } from "@tanstack/react-query";
import type { SessionResponse } from "../../shared/account-contracts";
import { sessionQueries } from "../api/session";

export type Session = SessionResponse;

/** The signed-in user with the server-resolved role, or null when signed out. */
export function useSession() {
  return useQuery(sessionQueries.current());
}

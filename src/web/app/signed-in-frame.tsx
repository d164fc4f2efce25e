import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { usePresenceHeartbeat } from "../lib/heartbeat";
import { useLiveUpdates } from "../lib/live";
import { setSyncInterval, useSyncPolicy } from "../lib/sync-client";

/**
 * What only an account's frame runs or shows: live updates (and the query keys
 * of every area they invalidate), the refetch policy, the presence heartbeat and
 * the notifications bell. One chunk, fetched once a session is known (layout.tsx,
 * nav-bar.tsx), so a signed-out reader's first view neither fetches nor
 * evaluates it (issue 33, ADR 043).
 */
export function SignedInBackground() {
  useLiveUpdates();
  useSyncPolicy();
  usePresenceHeartbeat();
  const qc = useQueryClient();
  // Signed out again without a page load: nothing private is left to keep fresh.
  useEffect(() => () => setSyncInterval(qc, false), [qc]);
  return null;
}

export { NotificationsMenu } from "./notifications-menu";

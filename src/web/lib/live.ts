import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { bookingKeys, reviewKeys } from "../api/bookings";
import { ownerCalendarKeys } from "../api/owners";
import { adminKeys, staffKeys } from "../api/admin";
import { notificationKeys } from "../api/notifications";
import { sessionKeys } from "../api/session";
import { verificationKeys } from "../api/verification";
import { wantedKeys } from "../api/wanted";
import { useSession } from "./session";

/**
 * Which cached queries each server event makes stale (the first key segment).
 * "admin" and "staff" hold the dashboards' unverified-users lists: a sign-up
 * ("users") adds to them and a verification request or decision removes from them.
 */
const STALE_ON: Record<string, string[]> = {
  booking: [bookingKeys.all[0], notificationKeys.all[0], ownerCalendarKeys.all[0]],
  notification: [notificationKeys.all[0]],
  users: [adminKeys.all[0], staffKeys.all[0]],
  verification: [
    verificationKeys.all[0],
    notificationKeys.all[0],
    adminKeys.all[0],
    staffKeys.all[0],
    sessionKeys.all[0],
  ],
  wanted: [wantedKeys.all[0]],
  review: [reviewKeys.all[0], notificationKeys.all[0]],
};

/**
 * One EventSource per signed-in tab (GET /api/events). Events only say what
 * changed; the affected queries refetch through the normal endpoints. The
 * browser reconnects by itself after a drop (the server sends `retry: 3000`).
 */
export function useLiveUpdates() {
  const { data: session } = useSession();
  const qc = useQueryClient();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    const handlers = Object.entries(STALE_ON).map(([type, keys]) => {
      const handler = () => keys.forEach((k) => qc.invalidateQueries({ queryKey: [k] }));
      source.addEventListener(type, handler);
      return [type, handler] as const;
    });
    return () => {
      handlers.forEach(([type, h]) => source.removeEventListener(type, h));
      source.close();
    };
  }, [userId, qc]);
}

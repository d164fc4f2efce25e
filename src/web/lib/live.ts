import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { bookingKeys, reviewKeys } from "../api/bookings";
import { gearKeys } from "../api/gear";
import { ownerCalendarKeys } from "../api/owners";
import { adminKeys, staffKeys } from "../api/admin";
import { notificationKeys } from "../api/notifications";
import { sessionKeys } from "../api/session";
import { verificationKeys } from "../api/verification";
import { wantedKeys } from "../api/wanted";
import { useSession } from "./session";

/**
 * Which cached queries each server event makes stale (key prefixes). "admin"
 * and "staff" hold the dashboards' unverified-users lists: a sign-up ("users")
 * adds to them and a verification request or decision removes from them. A
 * booking event also changes which days of its gear are free, so an open gear
 * page or booking calendar refetches its availability (not the listing itself).
 */
const STALE_ON: Record<string, readonly (readonly unknown[])[]> = {
  booking: [bookingKeys.all, notificationKeys.all, ownerCalendarKeys.all, gearKeys.availabilityAll],
  notification: [notificationKeys.all],
  users: [adminKeys.all, staffKeys.all],
  verification: [verificationKeys.all, notificationKeys.all, adminKeys.all, staffKeys.all, sessionKeys.all],
  wanted: [wantedKeys.all],
  review: [reviewKeys.all, notificationKeys.all],
};

/** Mark stale what a server event of `type` changed; active queries refetch. */
export function invalidateOn(qc: QueryClient, type: string) {
  for (const queryKey of STALE_ON[type] ?? []) void qc.invalidateQueries({ queryKey });
}

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
    const handlers = Object.keys(STALE_ON).map((type) => {
      const handler = () => invalidateOn(qc, type);
      source.addEventListener(type, handler);
      return [type, handler] as const;
    });
    return () => {
      handlers.forEach(([type, h]) => source.removeEventListener(type, h));
      source.close();
    };
  }, [userId, qc]);
}

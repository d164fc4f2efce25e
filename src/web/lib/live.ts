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
import { scamKeys } from "../api/scam-reports";
import { moderationKeys } from "../api/moderation";
import { keepLiveConnection } from "./live-connection";
import { useSession } from "./session";
import type { LiveEventType } from "../../shared/live-events";

/**
 * Which cached queries each server event makes stale (key prefixes). "admin"
 * and "staff" hold the dashboards' unverified-users lists: a sign-up ("users")
 * adds to them and a verification request or decision removes from them. A
 * booking event also changes which days of its gear are free, so an open gear
 * page or booking calendar refetches its availability (not the listing itself).
 */
const STALE_ON: Record<Exclude<LiveEventType, "resync">, readonly (readonly unknown[])[]> = {
  booking: [bookingKeys.all, notificationKeys.all, ownerCalendarKeys.all, gearKeys.availabilityAll],
  notification: [notificationKeys.all],
  users: [adminKeys.all, staffKeys.all],
  verification: [verificationKeys.all, notificationKeys.all, adminKeys.all, staffKeys.all, sessionKeys.all],
  wanted: [wantedKeys.all],
  review: [reviewKeys.all, notificationKeys.all, moderationKeys.all],
  scam: [scamKeys.all, notificationKeys.all],
};

/**
 * "resync": the server's own LISTEN connection was lost and is back, so events
 * may have been missed there (ADR 029): everything live-kept is stale, as after
 * our own reconnect.
 */
const RESYNC = "resync" satisfies LiveEventType;

const isStaleType = (type: string): type is keyof typeof STALE_ON => Object.hasOwn(STALE_ON, type);

/** Mark stale what a server event of `type` changed; active queries refetch. */
export function invalidateOn(qc: QueryClient, type: string) {
  const keys = type === RESYNC ? Object.values(STALE_ON).flat() : isStaleType(type) ? STALE_ON[type] : [];
  for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
}

/**
 * One EventSource per signed-in tab (GET /api/events). Events only say what
 * changed; the affected queries refetch through the normal endpoints. After a
 * drop it reconnects with back-off (live-connection.ts), and on coming back
 * marks every live-kept query stale, since events sent meanwhile were lost.
 */
export function useLiveUpdates() {
  const { data: session } = useSession();
  const qc = useQueryClient();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    return keepLiveConnection({
      open: () => new EventSource("/api/events"),
      types: [...Object.keys(STALE_ON), RESYNC],
      onEvent: (type) => invalidateOn(qc, type),
      onReconnect: () => invalidateOn(qc, RESYNC),
    });
  }, [userId, qc]);
}

import { useEffect } from "react";
import { HEARTBEAT_INTERVAL_MS } from "../../shared/presence";
import { useSession } from "./session";

/** Becoming visible again within a minute of the last heartbeat sends none: switching tabs back and forth is not news. */
const MIN_GAP_MS = 60_000;

type VisibilityDocument = Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;

export interface HeartbeatOptions {
  doc: VisibilityDocument;
  send: () => void;
  intervalMs?: number;
  now?: () => number;
}

/**
 * Seed sections 7 and 9: while the page is visible, a heartbeat at once and
 * then every 5 minutes; none while it is hidden (a background tab is not
 * someone being there), and one again on becoming visible. Returns the stop
 * function.
 */
export function startHeartbeat({ doc, send, intervalMs = HEARTBEAT_INTERVAL_MS, now = Date.now }: HeartbeatOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastSent = -Infinity;
  const beat = () => {
    lastSent = now();
    send();
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    stop();
    if (doc.visibilityState !== "visible") return;
    if (now() - lastSent >= MIN_GAP_MS) beat();
    timer = setInterval(beat, intervalMs);
  };
  doc.addEventListener("visibilitychange", onVisibility);
  onVisibility();
  return () => {
    doc.removeEventListener("visibilitychange", onVisibility);
    stop();
  };
}

/** POST /api/presence/heartbeat, fire and forget: presence is best effort and never bothers the user. */
function postHeartbeat() {
  fetch("/api/presence/heartbeat", { method: "POST", credentials: "same-origin", keepalive: true }).catch(() => {});
}

/** The signed-in app's heartbeat (lastActivity and isOnline on the account). */
export function usePresenceHeartbeat() {
  const { data: session } = useSession();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId || typeof document === "undefined") return;
    return startHeartbeat({ doc: document, send: postHeartbeat });
  }, [userId]);
}

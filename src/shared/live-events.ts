/**
 * What the server's live stream (GET /api/events) can say, shared by the publishers
 * and the web's refresh rules (web/lib/live.ts), so an event type cannot be sent
 * that no page listens for, nor listened for that nothing sends. Events name what
 * changed (and which record), never its contents: clients refetch through the
 * authorised endpoints.
 */
export const LIVE_EVENT_TYPES = [
  "booking",
  "notification",
  "users",
  "verification",
  "wanted",
  "review",
  "scam",
  // The server's own LISTEN connection was lost and is back: events may have been missed.
  "resync",
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  id?: string;
}

import { z } from "zod";
import { Timestamp } from "./contracts";

/** The events a user can switch on or off for push (issue 14 point 2); admins also get verification requests. */
export const PUSH_EVENTS = [
  "request",
  "approved",
  "receipt",
  "confirmed",
  "messages",
  "filters",
  "wanted",
  "verification",
] as const;
export const PushEvent = z.enum(PUSH_EVENTS);
export type PushEvent = z.infer<typeof PushEvent>;

/** GET /api/push/key: the VAPID public key the browser subscribes with. */
export const PushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/**
 * POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives, as the browser sends it.
 * Push services speak https only (RFC 8030). The keys are base64url (RFC 8291): p256dh an
 * uncompressed P-256 point (65 bytes: 87 characters), auth a 16-byte secret (22 characters);
 * the server also checks that the point lies on the curve and that the endpoint's address is public.
 */
export const PushSubscribeRequest = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
  }),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequest>;

export const PushDevice = z.object({
  id: z.number(),
  userAgent: z.string(),
  createdAt: Timestamp,
  lastSentAt: Timestamp.nullable(),
  /** The device this request came from (matched by endpoint when the page passes it). */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof PushDevice>;

/** GET /api/push/settings: my devices and my per-event switches. */
export const PushSettings = z.object({
  devices: z.array(PushDevice),
  events: z.partialRecord(PushEvent, z.boolean()),
  /** The events this user's role can receive (verification only for admins and staff). */
  available: z.array(PushEvent),
});
export type PushSettings = z.infer<typeof PushSettings>;

/** PUT /api/push/preferences: the events switched on (the others are off). */
export const PushPreferencesRequest = z.object({ enabled: z.array(PushEvent).max(PUSH_EVENTS.length) });
export type PushPreferencesRequest = z.infer<typeof PushPreferencesRequest>;

/** The JSON a push carries to the service worker (src/web/sw-push.ts). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;

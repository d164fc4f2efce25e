/**
 * Web Push in the service worker (issue 14 point 2): show what the server pushed,
 * open the page it is about on a click, and keep the app badge honest. Kept out
 * of sw.ts (caching) so each file has one job; sw.ts calls registerPushHandlers.
 * The payload is what src/server/modules/push/jobs.ts sends (PushPayload).
 */

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

interface SwWindowClient {
  readonly url: string;
  focus(): Promise<SwWindowClient>;
  navigate(url: string): Promise<SwWindowClient | null>;
}

interface SwNotification {
  readonly data: unknown;
  close(): void;
}

interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** The service-worker globals this file uses (the project compiles against the DOM library; see sw/scope.ts). */
export interface PushScope {
  readonly location: Location;
  readonly registration: {
    showNotification(title: string, options?: NotificationOptions & { data?: unknown }): Promise<void>;
    getNotifications(): Promise<SwNotification[]>;
  };
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<SwWindowClient[]>;
    openWindow(url: string): Promise<SwWindowClient | null>;
  };
  readonly navigator: { setAppBadge?(count?: number): Promise<void>; clearAppBadge?(): Promise<void> };
  addEventListener(type: "push", listener: (event: WaitingEvent & { data: { json(): unknown } | null }) => void): void;
  addEventListener(
    type: "notificationclick",
    listener: (event: WaitingEvent & { notification: SwNotification }) => void,
  ): void;
}

/** A push without a readable payload still says something rather than nothing (browsers punish silent pushes). */
function readPayload(data: { json(): unknown } | null): PushMessage {
  try {
    const p = data?.json() as Partial<PushMessage> | undefined;
    if (p && typeof p.title === "string") return { title: p.title, body: p.body ?? "", url: p.url ?? "/", tag: p.tag };
  } catch {
    // Not JSON: fall through to the generic notice.
  }
  return { title: "SewaGear", body: "", url: "/" };
}

/** Only our own pages are opened: a payload cannot send the user elsewhere. */
function sameOriginUrl(scope: PushScope, url: unknown): string {
  const target = new URL(typeof url === "string" ? url : "/", scope.location.origin);
  return target.origin === scope.location.origin ? target.href : scope.location.origin + "/";
}

export function registerPushHandlers(scope: PushScope) {
  scope.addEventListener("push", (event) => {
    const p = readPayload(event.data);
    event.waitUntil(
      (async () => {
        await scope.registration.showNotification(p.title, {
          body: p.body,
          icon: "/icon-192.png",
          badge: "/icon-192.png",
          tag: p.tag,
          data: { url: p.url },
        });
        const open = await scope.registration.getNotifications();
        await scope.navigator.setAppBadge?.(open.length).catch(() => {});
      })(),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = sameOriginUrl(scope, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
        // The page itself if it is open, else any SewaGear window taken there, else a new one.
        const exact = windows.find((w) => w.url === url);
        if (exact) await exact.focus();
        else if (windows[0]) await (await windows[0].navigate(url))?.focus();
        else await scope.clients.openWindow(url);
        const left = await scope.registration.getNotifications();
        if (left.length === 0) await scope.navigator.clearAppBadge?.().catch(() => {});
        else await scope.navigator.setAppBadge?.(left.length).catch(() => {});
      })(),
    );
  });
}

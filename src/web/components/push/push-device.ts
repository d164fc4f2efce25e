import type { PushSubscribeRequest } from "../../../shared/push-contracts";
import { fetchPushKey, saveSubscription } from "./push-api";

/**
 * What this browser can do about push:
 * - "ios-install": iPhone/iPad Safari outside the installed app, where push only
 *   exists once SewaGear is added to the home screen (iOS 16.4 or later);
 * - "unsupported": no service worker, PushManager or Notification;
 * - otherwise the Notification permission ("default", "granted", "denied").
 */
export type PushAbility = "ios-install" | "unsupported" | NotificationPermission;

export function isIosBrowserTab(nav: Navigator = navigator): boolean {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  return ios && (nav as Navigator & { standalone?: boolean }).standalone !== true;
}

export function pushAbility(): PushAbility {
  if (typeof navigator === "undefined") return "unsupported";
  if (isIosBrowserTab()) return "ios-install";
  if (!("serviceWorker" in navigator) || typeof PushManager === "undefined" || typeof Notification === "undefined")
    return "unsupported";
  return Notification.permission;
}

/** The service worker's registration, if one is installed (production builds register it; see lib/pwa.ts). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's current subscription's endpoint, if it has one. */
export async function currentEndpoint(): Promise<string | null> {
  const reg = await workerRegistration();
  return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
}

/**
 * Ask for permission (call from a click, or at an admin's sign-in), subscribe with
 * the server's VAPID key and save the subscription. Answers the permission when it
 * is not granted, "created" for a new subscription and "saved" for one this browser
 * already had, once the server has the device.
 */
export async function enablePush(): Promise<"saved" | "created" | "unsupported" | NotificationPermission> {
  const ability = pushAbility();
  if (ability === "unsupported" || ability === "ios-install") return "unsupported";
  const permission = ability === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await fetchPushKey();
  const existing = await reg.pushManager.getSubscription();
  const subscription =
    existing ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) }));
  await saveSubscription(subscription.toJSON() as PushSubscribeRequest);
  return existing ? "saved" : "created";
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

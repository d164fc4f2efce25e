import webpush, { WebPushError } from "web-push";
import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { messageTranslator } from "../../lib/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../shared/i18n/languages";
import { msg, translateMessage } from "../../../shared/i18n/message";
import type { PushPayload } from "../../../shared/push-contracts";
import { pushEventOf, TEST_KIND } from "./events";
import { PUSH_ATTEMPTS, PUSH_JOB, type PushJobPayload } from "./enqueue";
import {
  deleteExpiredSubscription,
  findDisabledEvents,
  findPushedNotification,
  findSubscription,
  findSubscriptions,
  findUserLanguage,
  markSent,
} from "./repository";
import { type VapidConfig, vapidKeys } from "./vapid";

/**
 * `push.send`. A job without a device fans out into one job per device of the
 * recipient that wants this event, in one transaction; each device's job then
 * retries on its own, so a device whose push service is down delays nothing else
 * and a retry never pushes twice to the devices that already got it.
 */
export function pushJobHandlers(db: Db, vapid: VapidConfig): Record<string, JobHandler> {
  return {
    [PUSH_JOB]: async (raw) => {
      const job = raw as PushJobPayload;
      if (job.subscriptionId === undefined) await fanOut(db, job);
      else await sendToDevice(db, vapid, job, job.subscriptionId);
    },
  };
}

/** What a push says, before translation: its notification as it is now, or the test push. */
interface PushMessage {
  userId: string;
  kind: string;
  /** `msg(…)` strings or plain text, translated at send time in the recipient's language. */
  title: string;
  body: string;
  link: string | null;
}

/** Null when the notification is gone (its account deleted meanwhile): nothing to send. */
async function messageOf(db: Db, job: PushJobPayload): Promise<PushMessage | null> {
  if ("testFor" in job)
    return {
      userId: job.testFor,
      kind: TEST_KIND,
      title: msg("push", "test.title"),
      body: msg("push", "test.body"),
      link: "/profile",
    };
  return (await findPushedNotification(db, job.notificationId)) ?? null;
}

async function fanOut(db: Db, job: PushJobPayload) {
  const message = await messageOf(db, job);
  if (!message) return;
  const event = pushEventOf(message.kind);
  if (event && (await findDisabledEvents(db, message.userId)).includes(event)) return;
  await db.transaction(async (tx) => {
    for (const device of await findSubscriptions(tx, message.userId))
      await enqueueJob(tx, {
        kind: PUSH_JOB,
        payload: { ...job, subscriptionId: device.id },
        maxAttempts: PUSH_ATTEMPTS,
      });
  });
}

async function sendToDevice(db: Db, vapid: VapidConfig, job: PushJobPayload, id: number) {
  const [message, device] = await Promise.all([messageOf(db, job), findSubscription(db, id)]);
  // Removed meanwhile, or moved to another account on this browser: nothing to send.
  if (!message || !device || device.userId !== message.userId) return;
  const language = await findUserLanguage(db, message.userId);
  const t = messageTranslator(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const payload: PushPayload = {
    title: translateMessage(message.title, t),
    body: translateMessage(message.body, t),
    url: message.link ?? "/",
    tag: message.kind,
  };
  const keys = await vapidKeys(db, vapid);
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails: keys, TTL: 24 * 60 * 60, urgency: "high", timeout: 10_000 },
    );
  } catch (err) {
    // 404/410: the browser dropped the subscription; it will never work again.
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
      await deleteExpiredSubscription(db, device.id, device.endpoint);
      return;
    }
    throw err;
  }
  await markSent(db, device.id);
}

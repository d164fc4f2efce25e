import webpush, { WebPushError } from "web-push";
import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { messageTranslator } from "../../lib/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../shared/i18n/languages";
import { translateMessage } from "../../../shared/i18n/message";
import type { PushPayload } from "../../../shared/push-contracts";
import { pushEventOf } from "./events";
import { PUSH_JOB, type PushJobPayload } from "./enqueue";
import {
  deleteExpiredSubscription,
  findDisabledEvents,
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

async function fanOut(db: Db, job: PushJobPayload) {
  const event = pushEventOf(job.kind);
  if (event && (await findDisabledEvents(db, job.userId)).includes(event)) return;
  await db.transaction(async (tx) => {
    for (const device of await findSubscriptions(tx, job.userId))
      await enqueueJob(tx, { kind: PUSH_JOB, payload: { ...job, subscriptionId: device.id }, maxAttempts: 10 });
  });
}

async function sendToDevice(db: Db, vapid: VapidConfig, job: PushJobPayload, id: number) {
  const device = await findSubscription(db, id);
  // Removed meanwhile, or moved to another account on this browser: nothing to send.
  if (!device || device.userId !== job.userId) return;
  const language = await findUserLanguage(db, job.userId);
  const t = messageTranslator(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const payload: PushPayload = {
    title: translateMessage(job.title, t),
    body: translateMessage(job.body, t),
    url: job.link ?? "/",
    tag: job.kind,
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

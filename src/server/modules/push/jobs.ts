import webpush, { WebPushError } from "web-push";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";
import { defineJobHandlers } from "../../jobs/contracts";
import { RetryLater, retryAfterMs } from "../../jobs/retry-later";
import { messageTranslator } from "../../lib/i18n";
import { metrics } from "../../lib/metrics";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../shared/i18n/languages";
import { msg, translateMessage } from "../../../shared/i18n/message";
import type { PushPayload } from "../../../shared/push-contracts";
import { type EndpointPolicy, endpointProblem, pushAgent, RefusedAddressError } from "./endpoint-guard";
import { pushEventOf, TEST_KIND } from "./events";
import { PUSH_ATTEMPTS, PUSH_JOB, type PushJobPayload } from "./enqueue";
import {
  countFailedSend,
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
export function pushJobHandlers(db: Db, config: VapidConfig & Pick<Config, "PUSH_ALLOW_LOOPBACK">) {
  const policy: EndpointPolicy = { allowLoopback: config.PUSH_ALLOW_LOOPBACK };
  return defineJobHandlers({
    [PUSH_JOB]: async (job) => {
      if (job.subscriptionId === undefined) await fanOut(db, job);
      else await sendToDevice(db, config, policy, job, job.subscriptionId);
    },
  });
}

/**
 * Failed sends in a row after which a subscription is dropped: a push service
 * that never answers is not worth a job every time something happens (the
 * browser subscribes again when its person switches push back on).
 */
export const MAX_FAILED_SENDS = 10;

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

async function sendToDevice(db: Db, vapid: VapidConfig, policy: EndpointPolicy, job: PushJobPayload, id: number) {
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
  // Saved before the endpoint rules existed, or edited in the database: never connected to.
  if (endpointProblem(device.endpoint, policy)) {
    await deleteExpiredSubscription(db, device.id, device.endpoint);
    return;
  }
  const keys = await vapidKeys(db, vapid);
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      // web-push does not follow redirects: a 3xx is a failure like any other.
      { vapidDetails: keys, TTL: 24 * 60 * 60, urgency: "high", timeout: 10_000, agent: pushAgent(policy) },
    );
  } catch (err) {
    metrics.pushesFailed.inc();
    // 404/410: the browser dropped the subscription; it will never work again.
    // A refused address (the name now resolves to a private one): never retried either.
    const gone = err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410);
    if (gone || err instanceof RefusedAddressError) {
      await deleteExpiredSubscription(db, device.id, device.endpoint);
      return;
    }
    const throttled = err instanceof WebPushError && err.statusCode === 429;
    // Being told to slow down is not the subscription failing.
    if (!throttled && (await countFailedSend(db, device.id)) >= MAX_FAILED_SENDS) {
      await deleteExpiredSubscription(db, device.id, device.endpoint);
      return;
    }
    const wait = err instanceof WebPushError && err.statusCode >= 429 ? retryAfterMs(err.headers["retry-after"]) : null;
    if (wait !== null) throw new RetryLater(`push service answered ${(err as WebPushError).statusCode}`, wait);
    throw err;
  }
  metrics.pushesSent.inc();
  await markSent(db, device.id);
}

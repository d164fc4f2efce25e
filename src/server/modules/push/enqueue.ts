import type { Db, Tx } from "../../db/client";
import { enqueueJob, type JobInput } from "../../jobs/queue";
import { pushEventOf, TEST_KIND } from "./events";

/** The `push.send` job: without `subscriptionId` it fans out to the user's devices, with one it sends to that device. */
export interface PushJobPayload {
  userId: string;
  kind: string;
  /** `msg(…)` strings or plain text, translated when sent, in the recipient's language. */
  title: string;
  body: string;
  link: string | null;
  subscriptionId?: number;
}

export const PUSH_JOB = "push.send";

/**
 * The push job for an in-app notification, or null when its kind is not one that
 * pushes. Built without reading anything, so it can ride in the transaction (or
 * the single statement) that stores the notification: the push exists if and only
 * if the notification does. Devices and switches are read when the job runs.
 */
export function pushJob(
  userId: string,
  n: { kind: string; title: string; body?: string; link?: string | null },
): JobInput | null {
  if (n.kind !== TEST_KIND && !pushEventOf(n.kind)) return null;
  const payload: PushJobPayload = { userId, kind: n.kind, title: n.title, body: n.body ?? "", link: n.link ?? null };
  // Pushes are worth little once stale: fewer attempts than an e-mail (backoff reaches about 4 hours).
  return { kind: PUSH_JOB, payload, maxAttempts: 10 };
}

export async function enqueuePush(tx: Db | Tx, userId: string, n: Parameters<typeof pushJob>[1]) {
  const job = pushJob(userId, n);
  if (job) await enqueueJob(tx, job);
}

import type { Db, Tx } from "../../db/client";
import type { JobPayload } from "../../jobs/contracts";
import { enqueueJob, type JobInput } from "../../jobs/queue";
import { pushEventOf } from "./events";

/**
 * The `push.send` job. It carries ids only: what a push says (names, listings,
 * messages) is read from the notification and rendered when it is sent, so the
 * queue — and the finished jobs kept until the purge — hold nothing personal.
 * Without `subscriptionId` it fans out to the user's devices; with one it sends
 * to that device.
 */
export type PushJobPayload = JobPayload<"push.send">;

export const PUSH_JOB = "push.send";

/** Pushes are worth little once stale: fewer attempts than an e-mail (backoff reaches about 4 hours). */
export const PUSH_ATTEMPTS = 10;

/** Whether a notification of this kind is also pushed to devices. */
export const pushesKind = (kind: string) => pushEventOf(kind) !== undefined;

/**
 * The push job for a stored in-app notification, or null when its kind is not one
 * that pushes. Built without reading anything, so it rides in the transaction that
 * stores the notification: the push exists if and only if the notification does.
 * Devices and switches are read when the job runs.
 */
export function pushJob(notificationId: number, kind: string): JobInput | null {
  if (!pushesKind(kind)) return null;
  return { kind: PUSH_JOB, payload: { notificationId } satisfies PushJobPayload, maxAttempts: PUSH_ATTEMPTS };
}

/** The test push from the push settings: to every device of the user, through the same job as any other push. */
export const enqueueTestPush = (db: Db | Tx, userId: string) =>
  enqueueJob(db, { kind: PUSH_JOB, payload: { testFor: userId } satisfies PushJobPayload, maxAttempts: PUSH_ATTEMPTS });

import type { Db } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import { createECDH } from "node:crypto";
import { badInput, conflict, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import {
  PUSH_EVENTS,
  type PushDevice,
  type PushSettings,
  type PushSubscribeRequest,
  type PushEvent,
} from "../../../shared/push-contracts";
import { type EndpointPolicy, resolvedEndpointProblem } from "./endpoint-guard";
import { availableEvents } from "./events";
import { enqueueTestPush } from "./enqueue";
import {
  deleteOwnSubscription,
  findDisabledEvents,
  findSubscriptions,
  type PushSubscriptionRow,
  saveDisabledEvents,
  upsertSubscription,
} from "./repository";

const deviceView = (row: PushSubscriptionRow, currentEndpoint?: string): PushDevice => ({
  id: row.id,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
  current: row.endpoint === currentEndpoint,
});

/** Whether `p256dh` is a point on P-256 (the contract checked its length): web-push would fail on it at every send. */
function isCurvePoint(p256dh: string) {
  try {
    // computeSecret refuses a point off the curve; it needs a key pair of our own to run.
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Save this browser's subscription, once its keys are usable and its endpoint is
 * an https address that resolves to public addresses only (endpoint-guard.ts; the
 * worker checks again at every send, on the address it connects to).
 */
export async function subscribe(
  db: Db,
  actor: Actor,
  input: PushSubscribeRequest,
  userAgent: string,
  policy: EndpointPolicy,
) {
  if (!isCurvePoint(input.keys.p256dh)) throw badInput(msg("push", "errors.badKeys"));
  if (await resolvedEndpointProblem(input.endpoint, policy)) throw badInput(msg("push", "errors.badEndpoint"));
  const row = await upsertSubscription(db, {
    userId: actor.user.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent.slice(0, 300),
  });
  return deviceView(row, input.endpoint);
}

export async function pushSettings(db: Db, actor: Actor, currentEndpoint?: string): Promise<PushSettings> {
  const [devices, disabled] = await Promise.all([
    findSubscriptions(db, actor.user.id),
    findDisabledEvents(db, actor.user.id),
  ]);
  const available = availableEvents(actor.role);
  const events = Object.fromEntries(available.map((e) => [e, !disabled.includes(e)])) as PushSettings["events"];
  return { devices: devices.map((d) => deviceView(d, currentEndpoint)), events, available };
}

/** The switches not in `enabled` are stored as off; events the role is not shown stay as they were. */
export async function savePreferences(db: Db, actor: Actor, enabled: PushEvent[]) {
  const shown = availableEvents(actor.role);
  const before = await findDisabledEvents(db, actor.user.id);
  const disabled = PUSH_EVENTS.filter((e) => (shown.includes(e) ? !enabled.includes(e) : before.includes(e)));
  await saveDisabledEvents(db, actor.user.id, disabled);
}

export async function removeDevice(db: Db, actor: Actor, id: number) {
  if (!(await deleteOwnSubscription(db, actor.user.id, id))) throw notFound(msg("push", "errors.notFound"));
}

/** A push to every device of the user, through the same job as any other push. */
export async function sendTestPush(db: Db, actor: Actor) {
  if ((await findSubscriptions(db, actor.user.id)).length === 0) throw conflict(msg("push", "errors.noDevice"));
  await enqueueTestPush(db, actor.user.id);
}

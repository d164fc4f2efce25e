import type { Db } from "../../db/client";
import type { Actor } from "../../plugins/actor";
import { conflict, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import {
  PUSH_EVENTS,
  type PushDevice,
  type PushSettings,
  type PushSubscribeRequest,
  type PushEvent,
} from "../../../shared/push-contracts";
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

export async function subscribe(db: Db, actor: Actor, input: PushSubscribeRequest, userAgent: string) {
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

import webpush from "web-push";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { loadOrCreateSecret } from "../../lib/secrets";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID settings of config.ts (validated there with the rest of the environment). */
export type VapidConfig = Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">;

const cache = new WeakMap<object, Promise<VapidKeys>>();

/**
 * VAPID keys given by configuration win (e.g. to keep one pair across several
 * deployments); otherwise a pair is generated on the first start and kept in
 * app_secrets, because a new pair would silently orphan every browser's subscription.
 */
export function vapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadVapidKeys(db, config);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

async function loadVapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const stored = await loadOrCreateSecret(db, "vapid_keys", () => JSON.stringify(webpush.generateVAPIDKeys()));
  const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { ...pair, subject };
}

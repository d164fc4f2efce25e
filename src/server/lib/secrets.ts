import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSecrets } from "../db/schema";

/**
 * A secret kept in the database, generated on first use. Concurrent first starts
 * agree on one value: the insert does nothing when another process won the race.
 */
export async function loadOrCreateSecret(
  db: Db,
  key: string,
  make = () => randomBytes(32).toString("base64url"),
): Promise<string> {
  await db.insert(appSecrets).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return row!.value;
}

/**
 * `key`'s secret per database, loaded once: the promise is kept, so concurrent
 * first uses share one load; a failed load (database down) is not remembered, so
 * the next call tries again.
 */
export function secretOnce(key: string): { get(db: Db): Promise<string>; set(db: Db, value: string): void } {
  const secrets = new WeakMap<Db, Promise<string>>();
  return {
    get(db) {
      let secret = secrets.get(db);
      if (!secret) {
        secret = loadOrCreateSecret(db, key);
        secret.catch(() => secrets.delete(db));
        secrets.set(db, secret);
      }
      return secret;
    },
    set: (db, value) => void secrets.set(db, Promise.resolve(value)),
  };
}

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

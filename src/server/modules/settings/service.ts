import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { appSettings } from "../../db/schema";

export type AppSettings = typeof appSettings.$inferSelect;

/** The business settings row (created by migration 0005). */
export async function getSettings(db: Db | Tx): Promise<AppSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(appSettings).where(eq(appSettings.id, 1)))[0]!;
}

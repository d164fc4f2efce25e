import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { appSettings, auditLog } from "../../db/schema";
import type { FeeSettings } from "../../../shared/settings-contracts";

export type AppSettings = typeof appSettings.$inferSelect;

/** The business settings row (created by migration 0005; made here if it is missing). */
export async function findOrCreateSettings(db: Db | Tx): Promise<AppSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(appSettings).where(eq(appSettings.id, 1)))[0]!;
}

/** Replace the fees and defaults, with an audit entry naming the admin. */
export async function saveFeeSettings(db: Db, adminId: string, values: FeeSettings) {
  await db.transaction(async (tx) => {
    await tx
      .update(appSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(appSettings.id, 1));
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: "settings.updated",
      subjectType: "settings",
      subjectId: "1",
      data: values,
    });
  });
}

import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { appSettings } from "../../db/schema";
import { recordAudit } from "../audit/record";
import type { FeeSettings } from "../../../shared/settings-contracts";

export type AppSettings = typeof appSettings.$inferSelect;

/** The business settings row (created by migration 0005; made here if it is missing). */
export async function findOrCreateSettings(db: Db | Tx): Promise<AppSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(appSettings).where(eq(appSettings.id, 1)))[0]!;
}

/** Replace the fees and defaults, with an audit entry naming the admin and what the values were. */
export async function saveFeeSettings(db: Db, adminId: string, values: FeeSettings) {
  await db.transaction(async (tx) => {
    // Locked, so two admins saving at once each record the values they really replaced.
    const [was] = await tx.select().from(appSettings).where(eq(appSettings.id, 1)).for("update");
    await tx
      .update(appSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(appSettings.id, 1));
    await recordAudit(tx, {
      actorId: adminId,
      action: "settings.updated",
      subjectType: "settings",
      subjectId: 1,
      before: was
        ? {
            serviceFeeBasisPoints: was.serviceFeeBasisPoints,
            sstBasisPoints: was.sstBasisPoints,
            defaultExtendedThreshold: was.defaultExtendedThreshold,
          }
        : null,
      after: { ...values },
    });
  });
}

import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { dataExports, users } from "../../db/schema";

export type DataExportRow = typeof dataExports.$inferSelect;

/** The account's row locked until the transaction ends: two requests sent at once are decided one after the other. */
export async function lockAccount(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export function findLatestExport(db: Db | Tx, userId: string): Promise<DataExportRow | undefined> {
  return firstRow(
    db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt)).limit(1),
  );
}

export function findExport(db: Db | Tx, id: string): Promise<DataExportRow | undefined> {
  return firstRow(db.select().from(dataExports).where(eq(dataExports.id, id)));
}

export async function insertExport(tx: Tx, row: { id: string; userId: string }) {
  await tx.insert(dataExports).values(row);
}

/** The built file is in place; only a still pending export becomes ready (a retried job finds it done). */
export function markReady(
  tx: Tx,
  id: string,
  file: { fileKey: string; byteSize: number; readyAt: Date; expiresAt: Date },
): Promise<{ id: string } | undefined> {
  return firstRow(
    tx
      .update(dataExports)
      .set({ status: "ready", ...file })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")))
      .returning({ id: dataExports.id }),
  );
}

export async function markFailed(db: Db, id: string) {
  await db
    .update(dataExports)
    .set({ status: "failed" })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

/** The file was deleted at expiry. */
export async function clearFile(db: Db, id: string) {
  await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
}

import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firstRow, stampOnce } from "../../db/query";
import { identityVerifications, users } from "../../db/schema";

export type VerificationRow = typeof identityVerifications.$inferSelect;
type NewVerificationRow = typeof identityVerifications.$inferInsert;

/** The account's verification status, its row locked until the transaction ends. */
export async function lockAccountStatus(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: users.verificationStatus })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row?.status;
}

/** Store a new request and mark the account (and its student card, if one was sent) pending. */
export async function insertPendingRequest(tx: Tx, row: NewVerificationRow) {
  await tx.insert(identityVerifications).values(row);
  await tx
    .update(users)
    .set({
      verificationStatus: "pending",
      ...(row.studentCardKey ? { studentCardStatus: "pending" } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, row.userId));
}

/** A request, locked for its decision. */
export async function lockRequest(tx: Tx, id: string): Promise<VerificationRow | undefined> {
  return firstRow(tx.select().from(identityVerifications).where(eq(identityVerifications.id, id)).for("update"));
}

interface Decision {
  status: "verified" | "rejected";
  studentCardDecision: "approved" | "rejected" | null;
  reason: string | null;
  reviewedBy: string;
  reviewedAt: Date;
}

/** Write the decision on the request and mirror it on the account; returns the renter's name and address. */
export async function recordDecision(tx: Tx, v: VerificationRow, d: Decision) {
  await tx.update(identityVerifications).set(d).where(eq(identityVerifications.id, v.id));
  const card = d.studentCardDecision;
  return firstRow(
    tx
      .update(users)
      .set({
        verificationStatus: d.status,
        isVerified: d.status === "verified",
        ...(card
          ? { studentCardStatus: card, studentCardExpiry: card === "approved" ? v.studentCardExpiry : null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, v.userId))
      .returning({ name: users.name, email: users.email }),
  );
}

/** The review queue: pending requests, newest first, 20 (seed section 7), with each renter's e-mail. */
export function findPending(db: Db) {
  return db
    .select({ v: identityVerifications, email: users.email })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, "pending"))
    .orderBy(desc(identityVerifications.submittedAt))
    .limit(20);
}

/** The renter's latest submission. */
export async function findLatestOf(db: Db, userId: string): Promise<VerificationRow | undefined> {
  return firstRow(
    db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
      .orderBy(desc(identityVerifications.submittedAt))
      .limit(1),
  );
}

export async function findRequest(db: Db, id: string): Promise<VerificationRow | undefined> {
  return firstRow(db.select().from(identityVerifications).where(eq(identityVerifications.id, id)));
}

/** Note that a decided request's images are gone (a pending or already purged one is left alone). */
export async function markDocumentsDeleted(db: Db, id: string) {
  await stampOnce(
    db,
    identityVerifications,
    "documentsDeletedAt",
    and(eq(identityVerifications.id, id), ne(identityVerifications.status, "pending")),
  );
}

/**
 * Accounts with a request carrying one of `mykadNumbers` (normalised), by number.
 * MyKad numbers are stored as typed (digits only) so they compare as text; the
 * reviewers who read this already see each number on the request.
 */
export async function findAccountsByMykad(db: Db, mykadNumbers: string[]) {
  if (mykadNumbers.length === 0) return [];
  return db
    .selectDistinct({
      mykadNumber: identityVerifications.mykadNumber,
      userId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(inArray(identityVerifications.mykadNumber, [...new Set(mykadNumbers)]));
}

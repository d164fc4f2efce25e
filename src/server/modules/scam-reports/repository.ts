import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/query";
import { bookings, identityVerifications, users } from "../../db/schema";
import { scamMatches, scamReportEvidence, scamReportKeys, scamReports } from "../../db/schema/scam-reports";
import type { ScamMatchField, ScamReportStatus } from "../../../shared/scam-report-contracts";

/** Reads and writes of scam reports, their evidence, their keys and the matches they raise. */

type Reader = Db | Tx;
export type ReportRow = typeof scamReports.$inferSelect;
export type ReportInsert = typeof scamReports.$inferInsert;
export type EvidenceRow = typeof scamReportEvidence.$inferSelect;
export type EvidenceInsert = typeof scamReportEvidence.$inferInsert;
export type KeyInsert = typeof scamReportKeys.$inferInsert;

/** A report with the names shown on it. */
export interface ReportWithNames {
  report: ReportRow;
  reporterName: string | null;
  deciderName: string | null;
  gearName: string | null;
}

const decider = alias(users, "decider");

function selectReports(db: Reader) {
  return db
    .select({
      report: scamReports,
      reporterName: users.name,
      deciderName: decider.name,
      gearName: bookings.equipmentName,
    })
    .from(scamReports)
    .leftJoin(users, eq(users.id, scamReports.reporterId))
    .leftJoin(decider, eq(decider.id, scamReports.decidedBy))
    .leftJoin(bookings, eq(bookings.id, scamReports.bookingId));
}

/** The reporter's own reports, newest first. */
export const listReportsBy = (db: Reader, reporterId: string): Promise<ReportWithNames[]> =>
  selectReports(db)
    .where(eq(scamReports.reporterId, reporterId))
    .orderBy(desc(scamReports.createdAt), desc(scamReports.id))
    .limit(100);

/** Reports of one status: the pending queue oldest first (first come, first reviewed), decided ones newest first. */
export const listReportsIn = (db: Reader, status: ScamReportStatus): Promise<ReportWithNames[]> =>
  selectReports(db)
    .where(eq(scamReports.status, status))
    .orderBy(status === "pending" ? asc(scamReports.createdAt) : desc(scamReports.decidedAt), desc(scamReports.id))
    .limit(100);

export const findReportWithNames = (db: Reader, id: string) =>
  firstRow(selectReports(db).where(eq(scamReports.id, id)));

export const findReport = (db: Reader, id: string) =>
  firstRow(db.select().from(scamReports).where(eq(scamReports.id, id)));

/** A report locked for its decision. */
export const lockReport = (tx: Tx, id: string) =>
  firstRow(tx.select().from(scamReports).where(eq(scamReports.id, id)).for("update"));

export async function insertReport(tx: Tx, report: ReportInsert, evidence: EvidenceInsert[]) {
  await tx.insert(scamReports).values(report);
  if (evidence.length > 0) await tx.insert(scamReportEvidence).values(evidence);
}

export async function updateReport(tx: Tx, id: string, values: Partial<ReportInsert>) {
  await tx
    .update(scamReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scamReports.id, id));
}

export async function insertKeys(tx: Tx, keys: KeyInsert[]) {
  if (keys.length > 0) await tx.insert(scamReportKeys).values(keys);
}

/** Evidence of several reports, oldest first. */
export const listEvidence = (db: Reader, reportIds: string[]) =>
  reportIds.length === 0
    ? Promise.resolve([] as EvidenceRow[])
    : db
        .select()
        .from(scamReportEvidence)
        .where(inArray(scamReportEvidence.reportId, reportIds))
        .orderBy(asc(scamReportEvidence.createdAt), asc(scamReportEvidence.id));

export const findEvidence = (db: Reader, reportId: string, evidenceId: string) =>
  firstRow(
    db
      .select()
      .from(scamReportEvidence)
      .where(and(eq(scamReportEvidence.reportId, reportId), eq(scamReportEvidence.id, evidenceId))),
  );

/** The owners of some bookings (once each). */
export async function findBookingOwners(db: Reader, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ ownerId: bookings.ownerId })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  return rows.map((r) => r.ownerId);
}

/** The owner of a booking, to check a report names one of the reporter's own. */
export const findBookingOwner = (db: Reader, bookingId: string) =>
  firstRow(db.select({ ownerId: bookings.ownerId }).from(bookings).where(eq(bookings.id, bookingId)));

export function findReviewers(tx: Tx, roles: ("admin" | "staff")[]) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.role, roles));
}

/**
 * What an account is matched on: its phone and e-mail, and the MyKad of its latest
 * verification request, in one round trip (every booking request asks).
 */
export async function findAccountIdentifiers(db: Reader, userId: string) {
  const latestMykad = db
    .select({ mykad: identityVerifications.mykadNumber })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.submittedAt))
    .limit(1);
  return firstRow(
    db
      .select({
        name: users.name,
        email: users.email,
        phone: users.phoneNumber,
        mykad: sql<string | null>`(${latestMykad})`,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/** The confirmed reports (or only `reportId`) holding any of `keys`, with which kinds matched. */
export function findKeyHits(db: Reader, keys: { kind: ScamMatchField; digest: string }[], reportId?: string) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({ reportId: scamReportKeys.reportId, kind: scamReportKeys.kind })
    .from(scamReportKeys)
    .innerJoin(scamReports, eq(scamReports.id, scamReportKeys.reportId))
    .where(
      and(
        eq(scamReports.status, "confirmed"),
        reportId ? eq(scamReports.id, reportId) : undefined,
        or(...keys.map((k) => and(eq(scamReportKeys.kind, k.kind), eq(scamReportKeys.digest, k.digest)))),
      ),
    );
}

/**
 * Requests still ahead of the handover (pending, approved or confirmed: the gear
 * has not left the owner), with their renter's phone and e-mail, for matching a
 * report confirmed after they were made.
 */
export const findOpenRequests = (tx: Tx) =>
  tx
    .select({ bookingId: bookings.id, renterId: users.id, phone: users.phoneNumber, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.renterId))
    .where(inArray(bookings.status, ["pending", "approved", "confirmed"]));

/** Reports an admin already cleared this account of: they are not raised against it again. */
export async function findClearedReportIds(db: Reader, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ reportId: scamMatches.reportId })
    .from(scamMatches)
    .where(and(eq(scamMatches.userId, userId), isNotNull(scamMatches.clearedAt)));
  return new Set(rows.map((r) => r.reportId));
}

export async function insertMatches(tx: Tx, rows: (typeof scamMatches.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(scamMatches).values(rows);
}

/** Whether the booking's renter matched a confirmed report when asking, and no admin cleared it since. */
export async function hasOpenMatch(db: Reader, bookingId: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: scamMatches.id })
      .from(scamMatches)
      .where(and(eq(scamMatches.bookingId, bookingId), isNull(scamMatches.clearedAt)))
      .limit(1),
  );
  return !!row;
}

/** The owner's bookings whose renter matched a confirmed report when asking, not cleared since. */
export async function findFlaggedBookingsOf(db: Reader, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ bookingId: bookings.id })
    .from(scamMatches)
    .innerJoin(bookings, eq(bookings.id, scamMatches.bookingId))
    .where(and(eq(bookings.ownerId, ownerId), isNull(scamMatches.clearedAt)));
  return rows.map((r) => r.bookingId);
}

const clearer = alias(users, "clearer");

/** Matches, open or cleared, with the account, the report's name and who cleared them. */
export function listMatches(db: Reader, cleared: boolean) {
  return db
    .select({
      match: scamMatches,
      accountName: users.name,
      accountEmail: users.email,
      reportedName: scamReports.reportedName,
      clearedByName: clearer.name,
    })
    .from(scamMatches)
    .innerJoin(users, eq(users.id, scamMatches.userId))
    .innerJoin(scamReports, eq(scamReports.id, scamMatches.reportId))
    .leftJoin(clearer, eq(clearer.id, scamMatches.clearedBy))
    .where(cleared ? isNotNull(scamMatches.clearedAt) : isNull(scamMatches.clearedAt))
    .orderBy(cleared ? desc(scamMatches.clearedAt) : desc(scamMatches.createdAt), desc(scamMatches.id))
    .limit(100);
}

/** Clear every open match of an account; answers the matches cleared. */
export function clearOpenMatches(tx: Tx, userId: string, by: string, reason: string) {
  return tx
    .update(scamMatches)
    .set({ clearedAt: sql`now()`, clearedBy: by, clearReason: reason })
    .where(and(eq(scamMatches.userId, userId), isNull(scamMatches.clearedAt)))
    .returning({ id: scamMatches.id, reportId: scamMatches.reportId, bookingId: scamMatches.bookingId });
}

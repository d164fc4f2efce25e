import type { ScamMatchView, ScamReportView } from "../../../shared/scam-report-contracts";
import type { EvidenceRow, listMatches, ReportWithNames } from "./repository";

/** Rows → answers; storage keys never leave the server. */

export const evidenceUrl = (reportId: string, evidenceId: string) =>
  `/api/scam-reports/${reportId}/evidence/${evidenceId}`;

export function presentReport(row: ReportWithNames, evidence: EvidenceRow[]): ScamReportView {
  const r = row.report;
  const decided = r.status !== "pending";
  return {
    id: r.id,
    reportedName: r.reportedName,
    // Once decided the clear values are gone (service.ts): the masked hints stand in.
    phone: decided ? r.phoneHint : r.phone,
    email: decided ? r.emailHint : r.email,
    icLast4: decided ? r.icHint : r.icLast4,
    identifiersMasked: decided,
    description: r.description,
    booking: r.bookingId && row.gearName ? { id: r.bookingId, gearName: row.gearName } : null,
    status: r.status,
    decisionReason: r.decisionReason,
    decidedBy: row.deciderName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    reporter: r.reporterId ? { id: r.reporterId, name: row.reporterName ?? "" } : null,
    evidence: evidence
      .filter((e) => e.reportId === r.id)
      .map((e) => {
        const url = evidenceUrl(r.id, e.id);
        return { id: e.id, url, thumbUrl: `${url}?size=thumb`, width: e.width, height: e.height };
      }),
    createdAt: r.createdAt.toISOString(),
  };
}

type MatchRow = Awaited<ReturnType<typeof listMatches>>[number];

export function presentMatch(row: MatchRow): ScamMatchView {
  const m = row.match;
  return {
    id: m.id,
    account: { id: m.userId, name: row.accountName, email: row.accountEmail },
    report: { id: m.reportId, reportedName: row.reportedName },
    via: m.bookingId ? "booking" : "verification",
    bookingId: m.bookingId,
    fields: m.fields as ScamMatchView["fields"],
    createdAt: m.createdAt.toISOString(),
    clearedAt: m.clearedAt?.toISOString() ?? null,
    clearedBy: row.clearedByName,
    clearReason: m.clearReason,
  };
}

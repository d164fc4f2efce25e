import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SCAM_MATCH_FIELDS, SCAM_REPORT_STATUSES } from "../../../shared/scam-report-contracts";
import {
  belongsTo,
  createdAt,
  instant,
  oneOf,
  optionalRef,
  serialId,
  storedImage,
  textId,
  timestamps,
} from "./columns";
import { users } from "./auth";
import { bookings } from "./bookings";
import { identityVerifications } from "./verification";

/**
 * An owner's report of a person who cheated them (issue 13 item 1). While it is
 * pending the identifiers are kept in clear: the reviewer compares them with
 * the evidence. Once decided they are erased from this row and only masked
 * hints stay ("•••• 6789"): a confirmed report's identifiers live on as keyed
 * digests in scam_report_keys, a dismissed report's are not kept at all.
 */
export const scamReports = pgTable(
  "scam_reports",
  {
    id: textId(),
    /** The reporting owner; the report outlives their account (its keys still protect others). */
    reporterId: optionalRef("reporter_id", () => users.id),
    /** The reporter's own booking the report is about, if any. */
    bookingId: optionalRef("booking_id", () => bookings.id),
    reportedName: text("reported_name").notNull(),
    phone: text("phone"),
    email: text("email"),
    icLast4: text("ic_last4"),
    /** Masked forms of the identifiers, kept after the decision for the reporter and the reviewers. */
    phoneHint: text("phone_hint"),
    emailHint: text("email_hint"),
    icHint: text("ic_hint"),
    description: text("description").notNull(),
    status: oneOf("status", SCAM_REPORT_STATUSES).notNull().default("pending"),
    decisionReason: text("decision_reason"),
    decidedBy: optionalRef("decided_by", () => users.id),
    decidedAt: instant("decided_at"),
    ...timestamps(),
  },
  (t) => [
    index("scam_reports_status_idx").on(t.status, t.createdAt),
    index("scam_reports_reporter_idx").on(t.reporterId, t.createdAt),
    check("scam_reports_status_check", sql`${t.status} in ('pending', 'confirmed', 'dismissed')`),
  ],
);

/** Evidence images of a report: private WebP files (re-encoded, no metadata), for the reporter and reviewers only. */
export const scamReportEvidence = pgTable(
  "scam_report_evidence",
  {
    id: textId(),
    reportId: belongsTo("report_id", () => scamReports.id),
    ...storedImage(),
    createdAt: createdAt(),
  },
  (t) => [index("scam_report_evidence_report_idx").on(t.reportId, t.createdAt)],
);

/**
 * The keyed identifiers of confirmed reports: HMAC-SHA256 (server secret) of the
 * normalised phone, e-mail or IC last 4 digits. Matching compares digests, so
 * the table names nobody to whoever reads it without the secret.
 */
export const scamReportKeys = pgTable(
  "scam_report_keys",
  {
    id: serialId(),
    reportId: belongsTo("report_id", () => scamReports.id),
    kind: oneOf("kind", SCAM_MATCH_FIELDS).notNull(),
    digest: text("digest").notNull(),
  },
  (t) => [
    index("scam_report_keys_digest_idx").on(t.kind, t.digest),
    uniqueIndex("scam_report_keys_report_kind_idx").on(t.reportId, t.kind),
    check("scam_report_keys_kind_check", sql`${t.kind} in ('phone', 'email', 'ic4')`),
  ],
);

/**
 * An account that matched a confirmed report when it asked for a booking or sent
 * an identity verification. The booking's owner sees a warning while the match is
 * not cleared; an admin clears it after review, and a cleared (account, report)
 * pair is not raised again.
 */
export const scamMatches = pgTable(
  "scam_matches",
  {
    id: textId(),
    userId: belongsTo("user_id", () => users.id),
    reportId: belongsTo("report_id", () => scamReports.id),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    verificationId: text("verification_id").references(() => identityVerifications.id, { onDelete: "cascade" }),
    /** Which identifiers matched: phone, email, ic4. */
    fields: jsonb("fields").$type<string[]>().notNull(),
    createdAt: createdAt(),
    clearedAt: instant("cleared_at"),
    clearedBy: optionalRef("cleared_by", () => users.id),
    clearReason: text("clear_reason"),
  },
  (t) => [
    index("scam_matches_user_idx").on(t.userId, t.reportId),
    index("scam_matches_booking_idx").on(t.bookingId),
    index("scam_matches_open_idx").on(t.clearedAt, t.createdAt),
  ],
);

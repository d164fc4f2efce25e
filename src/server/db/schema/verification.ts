import { date, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { CARD_DECISIONS, REQUEST_STATUSES, type DocumentImageChecks } from "../../../shared/verification-contracts";
import { instant, textId, belongsTo, optionalRef, oneOf, knownWords } from "./columns";
import { users } from "./auth";

/**
 * A renter's identity check (issue 4). Documents are private storage keys,
 * served only to the renter, staff and admins; deleted after the retention
 * period. The latest row's status is mirrored on users.verification_status.
 */
export const identityVerifications = pgTable(
  "identity_verifications",
  {
    id: textId(),
    userId: belongsTo("user_id", () => users.id),
    fullName: text("full_name").notNull(),
    mykadNumber: text("mykad_number").notNull(),
    icFrontKey: text("ic_front_key").notNull(),
    icBackKey: text("ic_back_key").notNull(),
    selfieKey: text("selfie_key").notNull(),
    studentCardKey: text("student_card_key"),
    studentInstitution: text("student_institution"),
    studentCardExpiry: date("student_card_expiry", { mode: "string" }),
    status: oneOf("status", REQUEST_STATUSES).notNull().default("pending"),
    /** Set when a student card was sent and reviewed. */
    studentCardDecision: oneOf("student_card_decision", CARD_DECISIONS),
    reason: text("reason"),
    reviewedBy: optionalRef("reviewed_by", () => users.id),
    reviewedAt: instant("reviewed_at"),
    submittedAt: instant("submitted_at").notNull().defaultNow(),
    documentsDeletedAt: instant("documents_deleted_at"),
    /** Each image's size, darkness and blur as measured at submission (issue 29); null before 0030. */
    imageChecks: jsonb("image_checks").$type<DocumentImageChecks>(),
  },
  (t) => [
    index("identity_verifications_status_idx").on(t.status, t.submittedAt),
    index("identity_verifications_user_idx").on(t.userId),
    // Reviewers see which other accounts sent the same MyKad number.
    index("identity_verifications_mykad_idx").on(t.mykadNumber),
    knownWords("identity_verifications_status_known", t.status, REQUEST_STATUSES),
    knownWords("identity_verifications_card_decision_known", t.studentCardDecision, CARD_DECISIONS),
  ],
);

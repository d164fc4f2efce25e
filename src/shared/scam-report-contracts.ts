import { z } from "zod";
import type { BookingParty } from "./booking-lifecycle";
import { ImageView, Timestamp } from "./contracts";
import { type MessageKey, msg } from "./i18n/message";
import type { Role } from "./roles";
import { normalizeEmail, normalizeIcLast4, normalizePhone } from "./scam-identifiers";

/**
 * Scam reports (issue 13 item 1): an owner reports a person with evidence;
 * admins and staff confirm or dismiss it; a confirmed report's identifiers are
 * matched against later booking requests and identity verifications.
 */

/** Who reviews reports and may read the warning on any booking (the server's policy uses this list). */
export const SCAM_REVIEWER_ROLES = ["admin", "staff"] as const satisfies readonly Role[];

/**
 * Whether the reader of a booking is shown its scam warning: the gear's owner and
 * the reviewers, as GET /api/bookings/:id/scam-warning allows. Staff have no part
 * in a booking (`myPart` null), so their role decides.
 */
export const seesScamWarning = (part: BookingParty | null, role: Role): boolean =>
  part === "owner" || (SCAM_REVIEWER_ROLES as readonly Role[]).includes(role);

export const SCAM_REPORT_STATUSES = ["pending", "confirmed", "dismissed"] as const;
export type ScamReportStatus = (typeof SCAM_REPORT_STATUSES)[number];

/** The identifiers a report is matched on (scam_report_keys.kind). */
export const SCAM_MATCH_FIELDS = ["phone", "email", "ic4"] as const;
export type ScamMatchField = (typeof SCAM_MATCH_FIELDS)[number];

export const SCAM_LIMITS = { nameMax: 100, descriptionMax: 4000, reasonMax: 500, evidenceMax: 6 } as const;
const L = SCAM_LIMITS;

const textMax = (field: MessageKey<"scam">, max: number) =>
  msg("scam", "validation.textMax", { field: msg("scam", field), max });

/** An optional form field: trimmed, and null when left empty (a multipart form sends "" for it). */
const optional = (normalize: (v: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .max(254, message)
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = normalize(v);
      if (n === null) ctx.addIssue({ code: "custom", message });
      return n ?? v;
    });

/**
 * POST /api/scam-reports: the text fields of the multipart form (the images go
 * in `evidence` parts). The identifiers arrive normalised; a phone number or an
 * e-mail is required, since a report that names neither could never match anyone
 * (IC digits alone do not flag: one Malaysian in 10,000 shares any four).
 */
export const ScamReportRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, msg("scam", "validation.nameRequired"))
      .max(L.nameMax, textMax("fields.name", L.nameMax)),
    phone: optional(normalizePhone, msg("scam", "validation.phoneInvalid")),
    email: optional(normalizeEmail, msg("scam", "validation.emailInvalid")),
    icLast4: optional(normalizeIcLast4, msg("scam", "validation.icLast4Invalid")),
    description: z
      .string()
      .trim()
      .min(1, msg("scam", "validation.descriptionRequired"))
      .max(L.descriptionMax, textMax("fields.description", L.descriptionMax)),
    bookingId: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (!v.phone && !v.email)
      ctx.addIssue({ code: "custom", path: ["phone"], message: msg("scam", "validation.contactRequired") });
  });
export type ScamReportRequest = z.input<typeof ScamReportRequest>;

/**
 * A report as its reporter and the reviewers see it. While pending, the
 * identifiers are as given (normalised); once decided they are masked
 * (`identifiersMasked`), the clear values being erased.
 */
export const ScamReportView = z.object({
  id: z.string(),
  reportedName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  icLast4: z.string().nullable(),
  identifiersMasked: z.boolean(),
  description: z.string(),
  booking: z.object({ id: z.string(), gearName: z.string() }).nullable(),
  status: z.enum(SCAM_REPORT_STATUSES),
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: Timestamp.nullable(),
  reporter: z.object({ id: z.string(), name: z.string() }).nullable(),
  evidence: z.array(ImageView),
  createdAt: Timestamp,
});
export type ScamReportView = z.infer<typeof ScamReportView>;

export const ScamReportList = z.object({ items: z.array(ScamReportView) });
export type ScamReportList = z.infer<typeof ScamReportList>;

/** GET /api/scam-reports: the reviewers' list of one status (pending first-come first-served, decided newest first). */
export const ScamReportQuery = z.object({ status: z.enum(SCAM_REPORT_STATUSES).default("pending") });
export type ScamReportQuery = z.infer<typeof ScamReportQuery>;

export const ScamReportIdParams = z.object({ id: z.string().min(1).max(40) });
export const ScamEvidenceParams = ScamReportIdParams.extend({ evidenceId: z.string().min(1).max(40) });
export const ScamEvidenceQuery = z.object({ size: z.enum(["full", "thumb"]).default("full") });

const reason = (required: MessageKey<"scam">) =>
  z.string().trim().min(1, msg("scam", required)).max(L.reasonMax, textMax("fields.reason", L.reasonMax));

/** POST /api/scam-reports/:id/decision: the reporter is told the reason. */
export const ScamDecisionRequest = z.object({
  decision: z.enum(["confirm", "dismiss"]),
  reason: reason("validation.reasonRequired"),
});
export type ScamDecisionRequest = z.infer<typeof ScamDecisionRequest>;

/** One time an account matched a confirmed report, as the reviewers see it. */
export const ScamMatchView = z.object({
  id: z.string(),
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  report: z.object({ id: z.string(), reportedName: z.string() }),
  via: z.enum(["booking", "verification"]),
  bookingId: z.string().nullable(),
  fields: z.array(z.enum(SCAM_MATCH_FIELDS)),
  createdAt: Timestamp,
  clearedAt: Timestamp.nullable(),
  clearedBy: z.string().nullable(),
  clearReason: z.string().nullable(),
});
export type ScamMatchView = z.infer<typeof ScamMatchView>;

/** GET /api/scam-matches: matches not cleared yet, and the latest cleared ones (100 each). */
export const ScamMatchList = z.object({
  open: z.array(ScamMatchView),
  cleared: z.array(ScamMatchView),
  canClear: z.boolean(),
});
export type ScamMatchList = z.infer<typeof ScamMatchList>;

/** POST /api/scam-matches/clear: an admin clears every open match of one account after review. */
export const ClearScamMatchRequest = z.object({
  userId: z.string().min(1).max(40),
  reason: reason("validation.clearReasonRequired"),
});
export type ClearScamMatchRequest = z.infer<typeof ClearScamMatchRequest>;

/**
 * GET /api/bookings/:id/scam-warning, for the gear's owner (and admins, staff):
 * whether the renter matched a confirmed report when asking, never which one.
 */
export const ScamWarning = z.object({ matched: z.boolean() });
export type ScamWarning = z.infer<typeof ScamWarning>;

/** GET /api/scam-warnings: the calling owner's bookings that carry the warning, for their lists. */
export const FlaggedBookings = z.object({ bookingIds: z.array(z.string()) });
export type FlaggedBookings = z.infer<typeof FlaggedBookings>;

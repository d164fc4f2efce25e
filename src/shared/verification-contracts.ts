import { z } from "zod";
import { Timestamp } from "./contracts";
import { isIsoDate, todayInMalaysia } from "./dates";
import { msg } from "./i18n/message";
import { IMAGE_FLAGS } from "./document-image-checks";
import { validateMykad } from "./mykad";
import { STUDENT_CARD_STATUSES, VERIFICATION_STATUSES } from "./profile";

/** The images a verification request carries, as multipart file fields. */
export const DOCUMENT_KINDS = ["icFront", "icBack", "selfie", "studentCard"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * POST /api/verification (multipart/form-data): these text fields, plus the
 * files icFront, icBack and selfie (required) and studentCard (optional).
 */
export const VerificationSubmission = z.object({
  fullName: z
    .string()
    .trim()
    .min(3, msg("verification", "errors.fullName"))
    .max(150, msg("validation", "textMax", { field: msg("verification", "fields.fullName"), max: 150 })),
  mykadNumber: z.string().superRefine((v, ctx) => {
    const message = validateMykad(v);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  studentInstitution: z
    .string()
    .trim()
    .max(150, msg("validation", "textMax", { field: msg("verification", "fields.studentInstitution"), max: 150 }))
    .optional()
    .transform((v) => v || null),
  studentCardExpiry: z
    .string()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isIsoDate(v), msg("verification", "errors.expiryFormat"))
    .refine((v) => v === null || v >= todayInMalaysia(), msg("verification", "errors.studentCardExpired")),
});
export type VerificationSubmission = z.infer<typeof VerificationSubmission>;

export const SubmittedVerificationResponse = z.object({ id: z.string(), status: z.literal("pending") });

export const VerificationIdParams = z.object({ id: z.string().max(40) });
export const VerificationDocumentParams = VerificationIdParams.extend({ kind: z.enum(DOCUMENT_KINDS) });

/** A request as its renter and the reviewers see it; documents only through the authorised endpoint. */
/** A request's own status (the account's also has "unverified": VERIFICATION_STATUSES). */
export const REQUEST_STATUSES = ["pending", "verified", "rejected"] as const;
/** The reviewer's word on a request's student card. */
export const CARD_DECISIONS = ["approved", "rejected"] as const;

export const VerificationView = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  fullName: z.string(),
  /** Formatted YYMMDD-PB-###G. */
  mykadNumber: z.string(),
  status: z.enum(REQUEST_STATUSES),
  reason: z.string().nullable(),
  submittedAt: Timestamp,
  student: z
    .object({
      institution: z.string().nullable(),
      expiry: z.string().nullable(),
      decision: z.enum(CARD_DECISIONS).nullable(),
    })
    .nullable(),
  /** Gone once the images are purged (90 days after the decision). */
  documents: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), url: z.string() })),
});
export type VerificationView = z.infer<typeof VerificationView>;

/** How one stored document image measured (shared/document-image-checks.ts). */
export const DocumentImageCheck = z.object({
  width: z.number(),
  height: z.number(),
  luminance: z.number(),
  sharpness: z.number(),
  flags: z.array(z.enum(IMAGE_FLAGS)),
});
export type DocumentImageCheck = z.infer<typeof DocumentImageCheck>;
export type DocumentImageChecks = Partial<Record<DocumentKind, DocumentImageCheck>>;

/**
 * What the server found about a request, for reviewers only (never in the
 * renter's own view): its images' measures (null: sent before they were
 * measured) and the other accounts whose requests carry the same MyKad number.
 */
export const VerificationChecks = z.object({
  images: z.partialRecord(z.enum(DOCUMENT_KINDS), DocumentImageCheck).nullable(),
  sameMykad: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  needsCloserLook: z.boolean(),
});
export type VerificationChecks = z.infer<typeof VerificationChecks>;

/** A request as reviewers see it: the renter's view and the checks beside it. */
export const ReviewedVerification = VerificationView.extend({ checks: VerificationChecks });
export type ReviewedVerification = z.infer<typeof ReviewedVerification>;

/** GET /api/verification/me */
export const MyVerification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  studentCardStatus: z.enum(STUDENT_CARD_STATUSES),
  latest: VerificationView.nullable(),
});
export type MyVerification = z.infer<typeof MyVerification>;

/** GET /api/verification/queue: pending requests, newest first, 20. */
export const VerificationQueue = z.object({ items: z.array(ReviewedVerification) });
export type VerificationQueue = z.infer<typeof VerificationQueue>;

/** POST /api/verification/:id/decision: the student card, if sent, is decided with the request. */
export const VerificationDecisionRequest = z.object({
  decision: z.enum(["approve", "reject"]),
  reason: z
    .string()
    .trim()
    .max(500, msg("validation", "textMax", { field: msg("verification", "fields.reason"), max: 500 }))
    .nullable()
    .optional(),
  studentCard: z.enum(["approve", "reject"]).nullable().optional(),
});
export type VerificationDecisionRequest = z.infer<typeof VerificationDecisionRequest>;

/** GET /api/verification/:id/documents/:kind answers the image itself. */
export const DOCUMENT_CONTENT_TYPE = "image/webp";

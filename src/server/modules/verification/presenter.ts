import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type ReviewedVerification,
  type VerificationView,
} from "../../../shared/verification-contracts";
import { formatMykad } from "../../../shared/mykad";
import type { VerificationRow } from "./repository";

export const KEY_OF: Record<DocumentKind, "icFrontKey" | "icBackKey" | "selfieKey" | "studentCardKey"> = {
  icFront: "icFrontKey",
  icBack: "icBackKey",
  selfie: "selfieKey",
  studentCard: "studentCardKey",
};

/** What the renter and reviewers see; document links go through the authorised endpoint, never a file URL. */
export function presentVerification(v: VerificationRow, email?: string): VerificationView {
  return {
    id: v.id,
    userId: v.userId,
    email: email ?? null,
    fullName: v.fullName,
    mykadNumber: formatMykad(v.mykadNumber),
    status: v.status,
    reason: v.reason,
    submittedAt: v.submittedAt.toISOString(),
    student: v.studentCardKey
      ? {
          institution: v.studentInstitution,
          expiry: v.studentCardExpiry,
          decision: v.studentCardDecision,
        }
      : null,
    documents: DOCUMENT_KINDS.filter((k) => v[KEY_OF[k]] && !v.documentsDeletedAt).map((k) => ({
      kind: k,
      url: `/api/verification/${v.id}/documents/${k}`,
    })),
  };
}

/** Another account whose request carries the same MyKad number. */
export interface SameMykadAccount {
  userId: string;
  name: string;
  email: string;
}

/** A request for reviewers: the renter's view plus what the server checked (never shown to the renter). */
export function presentForReview(
  v: VerificationRow,
  sameMykad: SameMykadAccount[],
  email?: string,
): ReviewedVerification {
  const images = v.imageChecks;
  const imageFlagged = Object.values(images ?? {}).some((c) => c.flags.length > 0);
  return {
    ...presentVerification(v, email),
    checks: { images, sameMykad, needsCloserLook: imageFlagged || sameMykad.length > 0 },
  };
}

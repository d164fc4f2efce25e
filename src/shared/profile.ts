/** An account's identity check; mirrors its latest verification request. */
export const VERIFICATION_STATUSES = ["unverified", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A student card's standing; 'expired' is computed (an approved card past its expiry date). */
export const STUDENT_CARD_STATUSES = ["none", "pending", "approved", "rejected", "expired"] as const;
export type StudentCardStatus = (typeof STUDENT_CARD_STATUSES)[number];

export interface ProfileForCompleteness {
  verificationStatus?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
}

export const MISSING_ID_CARD = "ID Card Verification";
export const MISSING_ADDRESS = "Complete Address Information";
export const PROFILE_COMPLETE = "Your profile is complete!";

const blank = (v: string | null | undefined) => !v || v.trim() === "";

/**
 * Seed section 5: what a renter still lacks before booking. Any status but
 * 'verified' (absent, pending, rejected, unverified) counts as missing the ID check.
 */
export function missingProfileFields(p: ProfileForCompleteness): string[] {
  const missing: string[] = [];
  if (p.verificationStatus !== "verified") missing.push(MISSING_ID_CARD);
  if (blank(p.streetAddress) || blank(p.postalCode) || blank(p.city) || blank(p.state)) missing.push(MISSING_ADDRESS);
  return missing;
}

/** The seed's completeness message for a list of missing items. */
export function completenessMessage(missing: string[]): string {
  return missing.length === 0 ? PROFILE_COMPLETE : `Please complete your profile by adding: ${missing.join(", ")}`;
}

export interface StudentStatusInput {
  verificationStatus?: string | null;
  studentCardStatus?: string | null;
  studentCardExpiry?: string | null;
}

/** The card's status as it stands today: an approved card past its expiry date is 'expired'. */
export function effectiveStudentCardStatus(p: StudentStatusInput, today: string): StudentCardStatus {
  const status = (p.studentCardStatus ?? "none") as StudentCardStatus;
  return status === "approved" && p.studentCardExpiry && p.studentCardExpiry < today ? "expired" : status;
}

/** PRODUCT.md section 5: the student rate is for a verified renter with an approved, unexpired student card. */
export function hasStudentRate(p: StudentStatusInput, today: string): boolean {
  return p.verificationStatus === "verified" && effectiveStudentCardStatus(p, today) === "approved";
}

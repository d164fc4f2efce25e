import { msg } from "./i18n/message";

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

/**
 * The missing items as the API names them (session `missingFields`, the
 * PROFILE_INCOMPLETE error's `details.missingFields`): the seed's English words,
 * kept as identifiers. `missingFieldMessage` is the one to show.
 */
export const MISSING_ID_CARD = "ID Card Verification";
export const MISSING_ADDRESS = "Complete Address Information";

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

/** A missing item (from `missingProfileFields`) as a msg() in the reader's language; an unknown one as it is. */
export function missingFieldMessage(field: string): string {
  if (field === MISSING_ID_CARD) return msg("profile", "completeness.idCard");
  if (field === MISSING_ADDRESS) return msg("profile", "completeness.address");
  return field;
}

/** Items joined in the reader's language: "A, B, C" as first + (the rest, itself a list). */
function listMessage([first, ...rest]: string[]): string {
  return rest.length === 0 ? first! : msg("profile", "completeness.list", { first: first!, rest: listMessage(rest) });
}

/**
 * The seed's completeness message for a list of missing items, as a msg():
 * "Your profile is complete!" or "Please complete your profile by adding: …"
 * with each item's name and the list in the reader's language.
 */
export function completenessMessage(missing: string[]): string {
  return missing.length === 0
    ? msg("profile", "completeness.complete")
    : msg("profile", "completeness.incomplete", { fields: listMessage(missing.map(missingFieldMessage)) });
}

export interface StudentStatusInput {
  verificationStatus?: string | null;
  studentCardStatus?: StudentCardStatus | null;
  studentCardExpiry?: string | null;
}

/** The card's status as it stands today: an approved card past its expiry date is 'expired'. */
export function effectiveStudentCardStatus(p: StudentStatusInput, today: string): StudentCardStatus {
  const status = p.studentCardStatus ?? "none";
  return status === "approved" && p.studentCardExpiry && p.studentCardExpiry < today ? "expired" : status;
}

/** PRODUCT.md section 5: the student rate is for a verified renter with an approved, unexpired student card. */
export function hasStudentRate(p: StudentStatusInput, today: string): boolean {
  return p.verificationStatus === "verified" && effectiveStudentCardStatus(p, today) === "approved";
}

/**
 * The identifiers a scam report names, each in the one form matching compares
 * (issue 13 item 1): a number written "+60 12-345 6789" on WhatsApp and
 * "012 3456789" on a profile is the same person's phone. Pure functions, shared
 * by the report form (validation) and the server (keys).
 */

/**
 * A phone number in E.164 ("+60123456789"), or null when it cannot be one.
 * Malaysian numbers may be written with the trunk 0 ("012…"), the country code
 * ("60…", "+60…", "0060…") or neither ("12-345 6789", as people type after
 * a "+60" prefix box); spaces, dashes, dots and brackets are ignored. A number
 * with another country code is kept as written, in E.164.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s\-().]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith("+") || trimmed.startsWith("00");
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("00")) digits = digits.slice(2);
  let national: string;
  if (international || (digits.startsWith("60") && digits.length >= 10)) {
    if (!digits.startsWith("60")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
    national = digits.slice(2);
    // "+60 012-…": the trunk 0 written after the country code anyway.
    if (national.startsWith("0")) national = national.slice(1);
  } else if (digits.startsWith("0")) {
    national = digits.slice(1);
  } else {
    national = digits;
  }
  // Malaysian national significant numbers: mobiles 1X + 7–8 digits, fixed lines 3–9 + 7–8 digits.
  if (!/^[1-9]\d{7,9}$/.test(national)) return null;
  return `+60${national}`;
}

/** An e-mail address as compared: trimmed and lower-cased (the whole address, as users.email is stored). */
export const normalizeEmail = (input: string): string | null => {
  const e = input.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
};

/** The last four digits of a MyKad as compared: digits only, exactly four. From a whole MyKad number, its last four. */
export function normalizeIcLast4(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || (digits.length !== 4 && digits.length !== 12)) return null;
  return digits.slice(-4);
}

/** Masked forms kept once a report is decided: enough for the reporter to recognise, not to contact. */
export const maskPhone = (e164: string) => `•••• ${e164.slice(-4)}`;
export const maskEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
};
export const maskIcLast4 = (digits: string) => `••${digits.slice(-2)}`;

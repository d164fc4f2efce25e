// Owner rules without zod, so public pages can use them without loading the
// validation library; the request and response schemas are in owner-contracts.ts.
// Messages are msg() strings (src/shared/i18n/message.ts): their reader translates them.

import { msg } from "./i18n/message";

/**
 * Seed section 5: an identifier of 20 to 28 letters and digits is an owner id,
 * anything else a username. Usernames may be 20 characters too, so the server
 * tries an id-shaped identifier that matches no id as a username (PRODUCT.md 4).
 */
export const isOwnerIdShaped = (identifier: string) => /^[A-Za-z0-9]{20,28}$/.test(identifier);

/** Seed section 8 (verbatim in English), sent with 404 OWNER_NOT_FOUND. */
export const ownerNotFoundMessage = (identifier: string) => msg("owners", "notFound", { identifier });

/** Banks and digital banks a Malaysian owner may be paid into, as their customers know them. */
export const MALAYSIAN_BANKS = [
  "Affin Bank",
  "Agrobank",
  "AEON Bank",
  "Al Rajhi Bank",
  "Alliance Bank",
  "AmBank",
  "Bank Islam",
  "Bank Muamalat",
  "Bank of China",
  "Bank Rakyat",
  "Boost Bank",
  "BSN",
  "CIMB Bank",
  "Citibank",
  "GXBank",
  "Hong Leong Bank",
  "HSBC",
  "Kuwait Finance House",
  "Maybank",
  "MBSB Bank",
  "OCBC",
  "Public Bank",
  "RHB Bank",
  "Standard Chartered",
  "UOB",
] as const;

export const SOCIAL_MESSAGES = {
  instagram: msg("owners", "rules.social.instagram"),
  tiktok: msg("owners", "rules.social.tiktok"),
  whatsapp: msg("owners", "rules.social.whatsapp"),
} as const;

export type Social = keyof typeof SOCIAL_MESSAGES;

const SOCIAL_HOSTS: Record<Social, string[]> = {
  instagram: ["instagram.com", "www.instagram.com"],
  tiktok: ["tiktok.com", "www.tiktok.com", "m.tiktok.com", "vm.tiktok.com", "vt.tiktok.com"],
  whatsapp: ["wa.me", "api.whatsapp.com"],
};

/** An https URL on one of the platform's hosts with a path; anything else (other hosts, javascript:, ports, credentials) is null. */
function platformUrl(raw: string, social: Social): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  if (!SOCIAL_HOSTS[social].includes(url.hostname.toLowerCase())) return null;
  if (url.pathname === "/" && !url.search) return null;
  // Stored as https whatever was typed: the link is shown to the public.
  url.protocol = "https:";
  return url.href;
}

/**
 * A social link as the owner typed it → the URL we store: a platform URL, or a
 * bare @handle (Instagram, TikTok) or phone number (WhatsApp, Malaysian 01x…
 * becomes 601x…) turned into one. Null when it is neither.
 */
export function normaliseSocialLink(raw: string, social: Social): string | null {
  const value = raw.trim();
  if (social === "whatsapp") {
    const digits = value.replace(/[\s()-]/g, "");
    if (/^\+?\d{8,15}$/.test(digits)) {
      const international = digits.replace(/^\+/, "").replace(/^0/, "60");
      return `https://wa.me/${international}`;
    }
  } else {
    const handle = (social === "instagram" ? /^@?([A-Za-z0-9._]{1,30})$/ : /^@?([A-Za-z0-9._]{2,24})$/).exec(
      value,
    )?.[1];
    // "instagram.com" alone looks like a handle; a host name is not one.
    if (handle && !SOCIAL_HOSTS[social].includes(handle.toLowerCase())) {
      return social === "instagram" ? `https://instagram.com/${handle}` : `https://www.tiktok.com/@${handle}`;
    }
  }
  return platformUrl(value, social);
}

export const COVERED_INCLUDES_PRIMARY = msg("owners", "rules.coveredIncludesPrimary");

export const PAYMENT_MESSAGES = {
  bank: msg("owners", "rules.payment.bank"),
  bankRequired: msg("owners", "rules.payment.bankRequired"),
  accountHolderRequired: msg("owners", "rules.payment.accountHolderRequired"),
  accountNumber: msg("owners", "rules.payment.accountNumber"),
  accountNumberRequired: msg("owners", "rules.payment.accountNumberRequired"),
  duitnowId: msg("owners", "rules.payment.duitnowId"),
} as const;

/**
 * DuitNow IDs (PayNet): a mobile number, MyKad, passport, army/police number,
 * business registration number, or e-mail. Checked loosely: a typo is caught,
 * the bank's own look-up is the real check.
 */
export function isDuitnowId(raw: string): boolean {
  const v = raw.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return true;
  const compact = v.replace(/[\s-]/g, "");
  return (
    /^(\+?60|0)1\d{8,9}$/.test(compact) || // mobile
    /^\d{12}$/.test(compact) || // MyKad, or SSM registration since 2019
    /^\d{5,7}[A-Za-z]$/.test(compact) || // older SSM number, e.g. 1234567-X
    /^[A-Za-z]{1,2}\d{6,9}$/.test(compact) // passport, army or police number
  );
}

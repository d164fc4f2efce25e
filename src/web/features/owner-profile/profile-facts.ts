import { formatMonth } from "../../../shared/i18n/format";
import type { Language } from "../../../shared/i18n/languages";
import type { OwnerAddress } from "../../../shared/owner-contracts";

/**
 * Seed section 2: street, city, state, postal code joined by commas, the state
 * named by `stateName` (in the language shown); null when none is set, for the
 * page's 'No address provided'.
 */
export function formatAddress(a: OwnerAddress, stateName: (state: string) => string): string | null {
  const parts = [a.streetAddress, a.city, a.state && stateName(a.state), a.postalCode].filter(
    (p): p is string => !!p && p.trim() !== "",
  );
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Seed section 2: "Member Since" is the month and year in Malaysia ("November 2026"); null for 'Unknown'. */
export function memberSince(createdAt: string | null | undefined, lang: Language): string | null {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return formatMonth(date.toISOString(), lang);
}

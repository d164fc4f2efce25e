import { msg } from "./i18n/message";

/**
 * MyKad numbers: YYMMDD-PB-###G. The first six digits are a real date of birth,
 * the next two a place-of-birth code (states 01–16 and 21–59, foreign countries
 * 60–68, 71–72, 74–79, 82–93, 98–99; 00, 17–20, 69, 70, 73, 80, 81, 94–97 are unused;
 * JPN's list of codes). A renter must be at least ADULT_AGE on the day they submit.
 */
export function normalizeMykad(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Malaysia's age of majority (Age of Majority Act 1971): a rental is a contract. */
export const ADULT_AGE = 18;

const UNUSED_PB = new Set([0, 17, 18, 19, 20, 69, 70, 73, 80, 81, 94, 95, 96, 97]);

/** An error message (a `msg`, translated by its reader), or null when the number is well formed. */
export function validateMykad(input: string, today = new Date()): string | null {
  const n = normalizeMykad(input);
  if (!/^\d{12}$/.test(n)) return msg("verification", "errors.mykad.digits");
  const yy = Number(n.slice(0, 2));
  const mm = Number(n.slice(2, 4));
  const dd = Number(n.slice(4, 6));
  // Two-digit years: the most recent century that is not in the future.
  const thisYear = today.getUTCFullYear();
  let year = 2000 + yy;
  if (year > thisYear) year -= 100;
  const birth = new Date(Date.UTC(year, mm - 1, dd));
  if (mm < 1 || mm > 12 || birth.getUTCMonth() !== mm - 1 || birth.getUTCDate() !== dd)
    return msg("verification", "errors.mykad.birthDate");
  if (UNUSED_PB.has(Number(n.slice(6, 8)))) return msg("verification", "errors.mykad.placeOfBirth");
  // Born on 29 February: an adult from 1 March in a year without one (Date.UTC rolls over).
  const adultFrom = Date.UTC(year + ADULT_AGE, mm - 1, dd);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (adultFrom > todayUtc) return msg("verification", "errors.mykad.underage", { age: ADULT_AGE });
  return null;
}

/** "900101145678" → "900101-14-5678" */
export const formatMykad = (n: string) => `${n.slice(0, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;

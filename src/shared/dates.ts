/**
 * Rental dates are calendar dates in Asia/Kuala_Lumpur, written YYYY-MM-DD.
 * Arithmetic is done on UTC midnights so no time zone or DST can shift a day.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The years a date in SewaGear can fall in. Wider ranges only let arithmetic on
 * them overflow (addDays past year 9999 throws) and mean nothing for a rental.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

/** A real calendar date written YYYY-MM-DD, in the years 2000–2100. */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Arithmetic rather than a Date round trip: every date of every request passes here.
  return day <= daysInMonth(year, month);
}

const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (leap(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

const toUtc = (s: string) => Date.parse(`${s}T00:00:00Z`);

/** PRODUCT.md section 7: days = end − start + 1 (both days count). */
export function rentalDays(startDate: string, endDate: string): number {
  return Math.round((toUtc(endDate) - toUtc(startDate)) / DAY_MS) + 1;
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in Malaysia (UTC+8, no daylight saving). */
export function todayInMalaysia(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Calendar months as "YYYY-MM" strings, which sort and compare as text. */

/** The month after `month`: "2026-12" → "2027-01". */
export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = nextMonth(m)) out.push(m);
  return out;
}

/** How many months `from`–`to` spans, both included (0 when reversed). */
export function monthCount(from: string, to: string): number {
  const n = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7));
  return Math.max(0, n(to) - n(from) + 1);
}

/**
 * The scopes the read-cache triggers name (drizzle/0025_read_versions.sql and 0026_read_scopes.sql; ADR 025).
 * A read depends on every scope a write to the rows it read would name.
 */
export const scopes = {
  /** Any listing, photo or owner row: search pages and totals, featured gear, counts per state. */
  listings: "listings",
  /** One listing: its row and photos. */
  gear: (id: string) => `gear:${id}`,
  /** One owner's row (names, profile, status). */
  owner: (userId: string) => `owner:${userId}`,
  /** Any listing of one owner, or its photos: what the owner's page lists. */
  ownerGear: (userId: string) => `owner-gear:${userId}`,
  /** The holds (bookings and owner blocks) of one listing. */
  holdsOf: (gearId: string) => `holds:${gearId}`,
  /** Reviews of one subject. */
  reviews: (subjectType: string, subjectId: string) => `reviews:${subjectType}:${subjectId}`,
  /** A user's name (shown on reviews and wanted posts) or their deletion. */
  user: (id: string) => `user:${id}`,
  /** Any wanted post or answer. */
  wanted: "wanted",
} as const;

/** Beyond this many months a window depends on every hold ('holds') instead of on each month. */
const MAX_MONTHS = 24;

/**
 * What a search between two dates (YYYY-MM-DD, inclusive) depends on among the holds:
 * the months of the window, and holds too long to be named by month.
 */
export function holdScopesBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > last) break;
    if (months.length === MAX_MONTHS) return ["holds"];
    months.push(`holds@${month}`);
    if (++m === 13) [y, m] = [y + 1, 1];
  }
  return [...months, "holds@long"];
}

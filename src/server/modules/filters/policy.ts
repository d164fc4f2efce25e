import { type AppError, conflict, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { SAVED_FILTER_MESSAGES } from "../../../shared/search-contracts";

/** How many filters one user may keep: plenty for a person, a bound for a script. */
export const MAX_SAVED_FILTERS = 50;

/** A user keeps at most MAX_SAVED_FILTERS; the next save is 409 until one is deleted. */
export function assertRoomForAnother(kept: number): void {
  if (kept >= MAX_SAVED_FILTERS) throw conflict(msg("search", "savedFilters.tooMany", { max: MAX_SAVED_FILTERS }));
}

/**
 * Each name once per user, whatever its case: a second "Cameras" would be a list
 * entry nobody can tell apart. The 409 names the filter they have, on `name`.
 */
export function duplicateName(existingName: string): AppError {
  const message = SAVED_FILTER_MESSAGES.duplicateName(existingName);
  return conflict(message, { name: message });
}

/**
 * Saved filters are their user's own: any signed-in user keeps some, and someone
 * else's is 404, not 403, so ids reveal nothing.
 */
export function assertOwnFilter<T>(row: T | undefined): asserts row is T {
  if (!row) throw notFound(msg("search", "savedFilters.thatFilter"));
}

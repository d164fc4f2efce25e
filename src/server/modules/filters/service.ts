import type { Db } from "../../db/client";
import { badInput } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import {
  type CreateSavedFilterRequest,
  GearSearchQuery,
  type SavedFilter,
  searchToQueryString,
  type UpdateSavedFilterRequest,
} from "../../../shared/search-contracts";
import { assertOwnFilter, assertRoomForAnother, duplicateName } from "./policy";
import {
  countFilters,
  deleteFilter,
  findFilterNamed,
  findFilters,
  insertFilter,
  isDuplicateName,
  lockUser,
  type SavedFilterRow,
  updateFilter,
} from "./repository";

export { MAX_SAVED_FILTERS } from "./policy";

const present = (f: SavedFilterRow): SavedFilter => ({
  id: f.id,
  name: f.name,
  query: f.query,
  alert: f.alert,
  alertPush: f.alertPush,
  alertEmail: f.alertEmail,
  createdAt: f.createdAt.toISOString(),
});

/**
 * A /learnmore query string, checked with the search's own schema (so a saved
 * filter always runs, and never over dates already past) and written in its
 * normal form: fields in a fixed order, defaults, empty fields, unknown
 * parameters and the page left out.
 */
function normalizeFilterQuery(query: string): string {
  const parsed = GearSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? msg("search", "savedFilters.invalid");
    throw badInput(message, { query: message });
  }
  return searchToQueryString({ ...parsed.data, page: 1 });
}

/** The user's saved filters, newest first. */
export async function listSavedFilters(db: Db, userId: string): Promise<SavedFilter[]> {
  return (await findFilters(db, userId)).map(present);
}

/**
 * Save a filter for the user. 400 for a filter the search would refuse; 409 on
 * `name` when they already have one of that name, unless `replace`: then that
 * one gets the new query (`created: false`). 409 past MAX_SAVED_FILTERS.
 */
export async function createSavedFilter(
  db: Db,
  userId: string,
  input: CreateSavedFilterRequest,
): Promise<{ filter: SavedFilter; created: boolean }> {
  const query = normalizeFilterQuery(input.query);
  return db.transaction(async (tx) => {
    // Two saves at once run one after the other, so both the name and the count below hold.
    await lockUser(tx, userId);
    const same = await findFilterNamed(tx, userId, input.name);
    if (same && !input.replace) throw duplicateName(same.name);
    if (same) return { filter: present((await updateFilter(tx, userId, same.id, { query }))!), created: false };
    assertRoomForAnother(await countFilters(tx, userId));
    return { filter: present(await insertFilter(tx, { userId, name: input.name, query })), created: true };
  });
}

/** Rename a filter (409 on a name the user has for another) or switch its alert and its ways; someone else's is 404 and stays. */
export async function updateSavedFilter(
  db: Db,
  userId: string,
  id: number,
  change: UpdateSavedFilterRequest,
): Promise<SavedFilter> {
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.alert !== undefined && { alert: change.alert }),
    ...(change.alertPush !== undefined && { alertPush: change.alertPush }),
    ...(change.alertEmail !== undefined && { alertEmail: change.alertEmail }),
  };
  try {
    const row = await updateFilter(db, userId, id, set);
    assertOwnFilter(row);
    return present(row);
  } catch (err) {
    // The unique index decides; the answer names the filter that holds the name.
    if (!isDuplicateName(err) || change.name === undefined) throw err;
    throw duplicateName((await findFilterNamed(db, userId, change.name, id))?.name ?? change.name);
  }
}

/** Delete a filter; someone else's is 404 and stays. */
export async function deleteSavedFilter(db: Db, userId: string, id: number): Promise<void> {
  assertOwnFilter(await deleteFilter(db, userId, id));
}

import { badInput, conflict, forbidden, notFound } from "../../lib/errors";
import type { Actor, OwnerRow } from "../../plugins/actor";
import type { gear, wantedPosts } from "../../db/schema";
import { answersWanted, rents } from "../../../shared/abilities";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { type CreateWantedRequest, WANTED_MAX_DAYS_AHEAD, WANTED_MESSAGES } from "../../../shared/wanted-contracts";

type PostRow = typeof wantedPosts.$inferSelect;
type GearRow = typeof gear.$inferSelect;

/** Who may post a wanted request: whoever rents (shared/abilities.ts). */
export function assertMayPostWanted(actor: Actor): void {
  if (!rents(actor.role)) throw forbidden(msg("wanted", "errors.onlyRentersPost"));
}

/** Only the poster closes a post; to anyone else it does not exist (404), so ids reveal nothing. */
export function assertMayClose(actor: Actor, post: PostRow | undefined): asserts post is PostRow {
  if (!post || post.userId !== actor.user.id) throw notFound(msg("wanted", "errors.thatRequest"));
}

/** Answers come from owners only; returns the owners row the answer is filed under. */
export function requireAnsweringOwner(actor: Actor): OwnerRow {
  // resolveRole makes "owner" only from an owners row; guard the invariant anyway.
  if (!answersWanted(actor.role) || !actor.owner) throw forbidden(msg("wanted", "errors.onlyOwnersAnswer"));
  return actor.owner;
}

/** An owner may not answer a request they posted themselves (they would be notifying themselves). */
export function assertNotOwnPost(actor: Actor, post: PostRow): void {
  if (post.userId === actor.user.id) throw forbidden(msg("wanted", "errors.ownPost"));
}

/**
 * Which answers a reader sees: the poster all of them, an owner the ones they
 * sent, everyone else none (the public sees only the count). Deny by default.
 */
export function visibleAnswers<T extends { ownerId: string }>(actor: Actor | null, post: PostRow, answers: T[]): T[] {
  if (!actor) return [];
  if (post.userId === actor.user.id) return answers;
  return answers.filter((a) => a.ownerId === actor.user.id);
}

/**
 * Dates the contract cannot check because they depend on today (in Malaysia,
 * the server's clock): not in the past, at most a year ahead. End ≥ start is the contract's.
 */
export function assertDatesAhead(input: CreateWantedRequest, today = todayInMalaysia()): void {
  const fields: Record<string, string> = {};
  if (input.startDate && input.startDate < today) fields.startDate = WANTED_MESSAGES.startInPast;
  if (input.endDate && input.endDate > addDays(today, WANTED_MAX_DAYS_AHEAD))
    fields.endDate = WANTED_MESSAGES.tooFarAhead;
  const first = Object.values(fields)[0];
  if (first) throw badInput(first, fields);
}

/** Only an open post takes answers. */
export function assertOpenForAnswers(post: PostRow): void {
  if (post.status !== "open") throw conflict(msg("wanted", "errors.closed"));
}

/**
 * An answer offers one of the owner's own active listings. Someone else's gear
 * and an unknown id get the same answer: nothing is revealed about other owners' listings.
 */
export function assertOfferable(item: GearRow | undefined): asserts item is GearRow {
  const field = (message: string) => badInput(message, { gearId: message });
  if (!item) throw field(msg("wanted", "errors.chooseOwnListing"));
  if (item.status !== "active") throw field(msg("wanted", "errors.listingArchived"));
}

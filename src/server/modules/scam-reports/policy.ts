import { conflict, forbidden, notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import type { Role } from "../../../shared/roles";
import { SCAM_REVIEWER_ROLES } from "../../../shared/scam-report-contracts";
import type { ReportRow } from "./repository";

/**
 * Who may do what with scam reports (deny by default). Owners report and read
 * their own reports; admins and staff review and decide; only admins clear a
 * match. Evidence and reports are private: to anyone else they do not exist (404).
 */

export const REVIEWER_ROLES = SCAM_REVIEWER_ROLES;
/** Clearing a match lifts a warning owners rely on: an admin's call, not support's. */
export const CLEARER_ROLES = ["admin"] as const satisfies readonly Role[];

export const isReviewer = (actor: Actor) => (REVIEWER_ROLES as readonly Role[]).includes(actor.role);
export const mayClearMatches = (actor: Actor) => (CLEARER_ROLES as readonly Role[]).includes(actor.role);

export const reportHidden = () => notFound(msg("scam", "errors.thatReport"));

/** The reporter and the reviewers see a report and its evidence. */
export const mayReadReport = (actor: Actor, r: Pick<ReportRow, "reporterId">) =>
  isReviewer(actor) || (r.reporterId !== null && r.reporterId === actor.user.id);

/** A report is decided once. */
export function assertPending(r: Pick<ReportRow, "status">): void {
  if (r.status !== "pending") throw conflict(msg("scam", "errors.alreadyDecided"));
}

/**
 * The warning on a booking is for the gear's owner, admins and staff. The renter
 * gets the same 404 as a stranger: whether a warning exists must not reach them.
 */
export function assertMaySeeWarning(actor: Actor, b: { ownerId: string }): void {
  const isOwner = actor.owner !== null && b.ownerId === actor.user.id;
  if (!isOwner && !isReviewer(actor)) throw notFound(msg("scam", "errors.thatBooking"));
}

export function assertMayClear(actor: Actor): void {
  if (!mayClearMatches(actor)) throw forbidden(msg("scam", "review.adminOnly"));
}

import type { FastifyRequest } from "fastify";
import { forbidden } from "../../lib/errors";
import { requireRole } from "../../plugins/actor";
import type { OwnerRow } from "./presenter";

/**
 * The signed-in owner's own profile row, or 401 (signed out) / 403 (any other
 * role). Every /api/owners/me/* endpoint acts on this row only, so no one can
 * name another owner's record.
 */
export async function requireOwnProfile(req: FastifyRequest): Promise<OwnerRow> {
  const actor = await requireRole(req, "owner");
  // resolveRole makes "owner" only from an owners row; guard the invariant anyway.
  if (!actor.owner) throw forbidden();
  return actor.owner;
}

/** Only an active owner has a public profile; any other status reads as not found. */
export const isPubliclyVisible = (owner: OwnerRow) => owner.status === "active";

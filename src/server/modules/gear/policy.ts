import type { FastifyRequest } from "fastify";
import { notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { requireActor, type Actor } from "../../plugins/actor";
import type { GearRow } from "./presenter";

/** Deny by default: only the owner role, and only on gear whose ownerId is the actor's owners row. */
function mayManageGear(actor: Actor, item: Pick<GearRow, "ownerId">): boolean {
  return actor.role === "owner" && !!actor.owner && actor.owner.userId === item.ownerId;
}

/**
 * The signed-in actor (401 otherwise) who must manage `item`. Anyone else gets
 * the same 404 as for a listing that does not exist, so ids of other owners'
 * gear (archived ones included) reveal nothing.
 */
export async function requireGearManager(
  req: FastifyRequest,
  load: () => Promise<GearRow | undefined>,
): Promise<{ actor: Actor; item: GearRow }> {
  const actor = await requireActor(req);
  const item = await load();
  if (!item || !mayManageGear(actor, item)) throw notFound(msg("gear", "errors.thatGear"));
  return { actor, item };
}

/** The public may see active gear of an owner whose profile is active; archived gear reads as not found. */
export const isPubliclyVisible = (item: Pick<GearRow, "status">, ownerStatus: string) =>
  item.status === "active" && ownerStatus === "active";

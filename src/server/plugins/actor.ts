import type { FastifyInstance, FastifyRequest } from "fastify";
import type { owners, users } from "../db/schema";
import { AppError, forbidden, unauthenticated } from "../lib/errors";
import { findAccount } from "../modules/accounts/repository";
import { resolveRole } from "../modules/accounts/roles";
import { msg } from "../../shared/i18n/message";
import type { Role } from "../../shared/roles";
import { toFetchHeaders } from "./auth-bridge";

export type UserRow = typeof users.$inferSelect;
export type OwnerRow = typeof owners.$inferSelect;

/** Who is asking: the account row, its owner profile, and the resolved role. */
export interface Actor {
  user: UserRow;
  owner: OwnerRow | null;
  role: Role;
}

declare module "fastify" {
  interface FastifyRequest {
    actorPromise?: Promise<Actor | null>;
  }
}

export function registerActor(app: FastifyInstance) {
  app.decorateRequest("actorPromise", undefined);
}

async function loadActor(req: FastifyRequest): Promise<Actor | null> {
  const { auth, db } = req.server.deps;
  const session = await auth.api.getSession({ headers: toFetchHeaders(req) });
  if (!session) return null;
  const row = await findAccount(db, session.user.id);
  // Seed section 8, kept for a row deleted underneath a live session (the seed's English text, verbatim).
  if (!row) throw new AppError("USER_NOT_FOUND", 401, msg("errors", "USER_NOT_FOUND"));
  return { user: row.user, owner: row.owner, role: resolveRole(row.user.role, !!row.owner) };
}

/** The signed-in actor or null; looked up once per request. */
export function getActor(req: FastifyRequest): Promise<Actor | null> {
  req.actorPromise ??= loadActor(req);
  return req.actorPromise;
}

/** The signed-in actor, or 401. */
export async function requireActor(req: FastifyRequest): Promise<Actor> {
  const actor = await getActor(req);
  if (!actor) throw unauthenticated();
  return actor;
}

/** The signed-in actor holding one of `roles`, else 401 / 403. */
export async function requireRole(req: FastifyRequest, ...roles: Role[]): Promise<Actor> {
  const actor = await requireActor(req);
  if (!roles.includes(actor.role)) throw forbidden();
  return actor;
}

/**
 * The signed-in owner's own owners row, or 401 (signed out) / 403 (any other
 * role). Routes that act on "my" owner record take it from here, so no one can
 * name another owner's.
 */
export async function requireOwner(req: FastifyRequest): Promise<OwnerRow> {
  const actor = await requireRole(req, "owner");
  // resolveRole makes "owner" only from an owners row; guard the invariant anyway.
  if (!actor.owner) throw forbidden();
  return actor.owner;
}

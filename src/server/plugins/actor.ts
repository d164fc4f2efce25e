import type { FastifyInstance, FastifyRequest } from "fastify";
import type { owners, users } from "../db/schema";
import { AppError, forbidden, unauthenticated } from "../lib/errors";
import { findAccount } from "../modules/accounts/repository";
import { resolveRole } from "../modules/accounts/roles";
import { msg } from "../../shared/i18n/message";
import type { Role } from "../../shared/roles";
import { toFetchHeaders } from "./fetch-headers";
import { createSessionCache, type Loaded, type SessionCache, sessionCookieOf } from "./session-cache";

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
  interface FastifyInstance {
    /** Signed-in actors kept in memory (session-cache.ts, decision record 026). */
    actors: { cache: SessionCache<Actor>; cookieName: string };
  }
}

/**
 * The actor of each request, read once per request and, for a session seen
 * recently, from this process's memory: no database round trip until the
 * account, its sessions or its owner profile change (heard from any process).
 */
export function registerActor(app: FastifyInstance) {
  app.decorateRequest("actorPromise", undefined);
  const actors = { cache: createSessionCache<Actor>(app.deps.database), cookieName: "" };
  app.decorate("actors", actors);
  app.addHook("onReady", async () => {
    actors.cookieName = (await app.deps.auth.$context).authCookies.sessionToken.name;
    await actors.cache.start();
  });
  app.addHook("preClose", () => actors.cache.stop());
}

/** better-auth's session check (signature, expiry, session and user rows), then the account with its owner profile. */
async function readActor(req: FastifyRequest): Promise<Loaded<Actor> | null> {
  const { auth, db } = req.server.deps;
  const session = await auth.api.getSession({ headers: toFetchHeaders(req) });
  if (!session) return null;
  const row = await findAccount(db, session.user.id);
  // Seed section 8, kept for a row deleted underneath a live session (the seed's English text, verbatim).
  if (!row) throw new AppError("USER_NOT_FOUND", 401, msg("errors", "USER_NOT_FOUND"));
  const value = { user: row.user, owner: row.owner, role: resolveRole(row.user.role, !!row.owner) };
  return { value, userId: row.user.id, sessionExpiresAt: session.session.expiresAt };
}

async function loadActor(req: FastifyRequest): Promise<Actor | null> {
  const { cache, cookieName } = req.server.actors;
  // Sessions live only in the session cookie: without it nobody is signed in, and
  // better-auth need not be asked (building its request was most of a signed-out public read).
  if (cookieName && !req.headers.cookie?.includes(cookieName)) return null;
  const key = cookieName ? sessionCookieOf(req.headers.cookie, cookieName) : null;
  if (key) return cache.get(key, () => readActor(req));
  return (await readActor(req))?.value ?? null;
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

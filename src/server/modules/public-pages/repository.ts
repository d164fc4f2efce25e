import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, owners } from "../../db/schema";

/** Gear a visitor can open: active, from an active owner (gear/policy.ts isPubliclyVisible). */
export function listPublicGear(db: Db) {
  return db
    .select({ id: gear.id, updatedAt: gear.updatedAt })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(and(eq(gear.status, "active"), eq(owners.status, "active")))
    .orderBy(asc(gear.createdAt), asc(gear.id));
}

/** Owners with a public profile (owners/policy.ts isPubliclyVisible). */
export function listPublicOwners(db: Db) {
  return db
    .select({ username: owners.username })
    .from(owners)
    .where(eq(owners.status, "active"))
    .orderBy(asc(owners.username));
}

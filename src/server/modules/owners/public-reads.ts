import type { Db } from "../../db/client";
import type { ReadCache } from "../../lib/read-cache";
import { scopes } from "../../lib/read-scopes";
import type { OwnerProfileResponse, OwnerSummary } from "../../../shared/owner-contracts";
import { isOwnerIdShaped } from "../../../shared/owner-rules";
import { getOwnerProfile, getOwnerSummary } from "./public-service";

interface CachedReads {
  db: Db;
  cache: ReadCache;
}

/**
 * Which owner an identifier names changes only with an owners row: the one it
 * found, or (for an id-shaped identifier found as a username) one created with
 * that id. Unknown identifiers answer 404, which is not kept.
 */
function dependOnIdentifier(depend: (...s: string[]) => void, identifier: string) {
  if (isOwnerIdShaped(identifier)) depend(scopes.owner(identifier));
}

/** GET /api/owners/:identifier through the read cache (ADR 025): kept until the owner's row or any of their listings change. */
export async function readOwnerProfile({ db, cache }: CachedReads, identifier: string): Promise<OwnerProfileResponse> {
  return (await cache.current()).remember(`owner/${identifier}`, async (depend) => {
    dependOnIdentifier(depend, identifier);
    const answer = await getOwnerProfile(db, identifier);
    depend(scopes.owner(answer.profile.id), scopes.ownerGear(answer.profile.id));
    return answer;
  });
}

/** GET /api/owners/:identifier/summary (the gear page's owner card), kept as the profile is. */
export async function readOwnerSummary({ db, cache }: CachedReads, identifier: string): Promise<OwnerSummary> {
  return (await cache.current()).remember(`owner-summary/${identifier}`, async (depend) => {
    dependOnIdentifier(depend, identifier);
    const answer = await getOwnerSummary(db, identifier);
    depend(scopes.owner(answer.id), scopes.ownerGear(answer.id));
    return answer;
  });
}

import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client";
import { verifications } from "../../db/schema";

/** better-auth keeps each reset link as a verification row `reset-password:<token>` whose value is the user id. */
const RESET_PREFIX = "reset-password:";

/**
 * Every outstanding reset link of an account stops working. Called when one link
 * is used and when the password is changed: an older link, perhaps read by
 * someone else from a shared inbox, must not set the password again.
 */
export async function revokeResetLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)));
}

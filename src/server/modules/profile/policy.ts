import { forbidden } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";

const ADMIN_SELF_DELETE_MESSAGE = "An admin account cannot delete itself here; ask another admin to remove it.";

/** Anyone may delete their own account but an admin: the last admin must not lock the business out. */
export function assertMayDeleteOwnAccount(actor: Actor): void {
  if (actor.role === "admin") throw forbidden(ADMIN_SELF_DELETE_MESSAGE);
}

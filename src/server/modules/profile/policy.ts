import { forbidden } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { Actor } from "../../plugins/actor";

const ADMIN_SELF_DELETE_MESSAGE = msg("profile", "delete.adminSelf");

/** Anyone may delete their own account but an admin: the last admin must not lock the business out. */
export function assertMayDeleteOwnAccount(actor: Actor): void {
  if (actor.role === "admin") throw forbidden(ADMIN_SELF_DELETE_MESSAGE);
}

import { conflict } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { Role } from "../../../shared/roles";

/** Review moderation (/debug-reviews) is the admins' alone: staff support renters, they do not judge content. */
export const MODERATOR_ROLES = ["admin"] as const satisfies readonly Role[];

/** Hiding a hidden review, or restoring a visible one, is a stale screen: say so rather than log a no-op. */
export function assertChangesVisibility(hidden: boolean, action: "hide" | "restore"): void {
  if (hidden && action === "hide") throw conflict(msg("moderation", "errors.alreadyHidden"));
  if (!hidden && action === "restore") throw conflict(msg("moderation", "errors.alreadyVisible"));
}

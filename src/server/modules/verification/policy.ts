import { AppError, conflict } from "../../lib/errors";
import { rents } from "../../../shared/abilities";
import { msg } from "../../../shared/i18n/message";
import type { Actor } from "../../plugins/actor";
import type { Role } from "../../../shared/roles";
import type { VerificationRow } from "./repository";

/** Who reviews identity documents and decides requests. */
export const REVIEWER_ROLES = ["admin", "staff"] as const satisfies readonly Role[];

const isReviewer = (actor: Actor) => (REVIEWER_ROLES as readonly Role[]).includes(actor.role);

/** Whoever rents verifies their identity (shared/abilities.ts); business accounts have nothing to verify. */
export function assertMaySubmit(actor: Actor): void {
  if (!rents(actor.role)) throw new AppError("FORBIDDEN", 403, msg("verification", "errors.onlyRenters"));
}

/** One request at a time, and none once verified. `status` is the account's current verification status. */
export function assertNothingPending(status: string | undefined): void {
  if (status === "pending") throw conflict(msg("verification", "errors.alreadyPending"));
  if (status === "verified") throw conflict(msg("verification", "errors.alreadyVerified"));
}

/** The renter's own documents, and reviewers; to anyone else they do not exist. */
export const mayReadDocuments = (actor: Actor, v: Pick<VerificationRow, "userId">) =>
  v.userId === actor.user.id || isReviewer(actor);

/** A rejection tells the renter why. */
export function assertReasonForRejection(decision: "approve" | "reject", reason?: string | null): void {
  if (decision === "reject" && !reason?.trim())
    throw new AppError("BAD_INPUT", 400, msg("verification", "errors.reasonRequired"), {
      reason: msg("verification", "errors.reasonField"),
    });
}

/** Only a pending request is decided. */
export function assertPending(v: Pick<VerificationRow, "status">): void {
  if (v.status !== "pending")
    throw conflict(
      msg(
        "verification",
        v.status === "verified" ? "errors.alreadyDecided.verified" : "errors.alreadyDecided.rejected",
      ),
    );
}

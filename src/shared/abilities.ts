import { z } from "zod";
import { hasStudentRate, type StudentStatusInput } from "./profile";
import type { Role } from "./roles";
import { isOneOf } from "./words";

/**
 * Who rents through SewaGear: renters, and owners (an owner can also rent). Staff,
 * accountants and admins work for the platform and do not rent through their work
 * accounts, so they neither book, post on the Wanted board, verify an identity nor
 * keep vouchers.
 */
export const RENTING_ROLES = ["user", "owner"] as const satisfies readonly Role[];

/** Who issues vouchers: owners for their own gear, admins for the whole platform. */
export const VOUCHER_ISSUER_ROLES = ["owner", "admin"] as const satisfies readonly Role[];

export const rents = (role: Role) => isOneOf(RENTING_ROLES, role);

/** Who offers a listing on a Wanted post: owners (the role comes only from an owners row). */
export const answersWanted = (role: Role) => role === "owner";

/**
 * What the signed-in person may do, as the server's policies decide it: the session
 * carries it so the web shows a control only to whom the server would allow it, and
 * never works a rule out again itself.
 */
export const Abilities = z.object({
  /** Request bookings (the profile's completeness is checked on its own, with its message). */
  book: z.boolean(),
  /** The student price applies to their bookings today. */
  studentRate: z.boolean(),
  postWanted: z.boolean(),
  /** Offer one of their listings on someone's Wanted post. */
  answerWanted: z.boolean(),
  verifyIdentity: z.boolean(),
  /** Keep ("claim") vouchers for later and see the ones kept. */
  keepVouchers: z.boolean(),
  issueVouchers: z.boolean(),
});
export type Abilities = z.infer<typeof Abilities>;

export function abilitiesOf(role: Role, profile: StudentStatusInput, today: string): Abilities {
  const renting = rents(role);
  return {
    book: renting,
    studentRate: renting && hasStudentRate(profile, today),
    postWanted: renting,
    answerWanted: answersWanted(role),
    verifyIdentity: renting,
    keepVouchers: renting,
    issueVouchers: isOneOf(VOUCHER_ISSUER_ROLES, role),
  };
}

import { z } from "zod";
import { Timestamp } from "./contracts";
import { VERIFICATION_STATUSES } from "./profile";
import { APPLICATION_ROLES, APPLICATION_STATUSES } from "./roles";

/** GET /api/admin/applications?status= (pending unless given). */
export const ApplicationsQuery = z.object({ status: z.enum(APPLICATION_STATUSES).default("pending") });

export const ApplicationIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/admin/applications/:id/decision */
export const ApplicationDecision = z.object({ decision: z.enum(["approve", "refuse"]) });
export type ApplicationDecision = z.infer<typeof ApplicationDecision>;
export const ApplicationDecisionResponse = z.object({ id: z.number(), status: z.enum(["approved", "refused"]) });

export const RoleApplicationView = z.object({
  id: z.number(),
  role: z.enum(APPLICATION_ROLES),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: Timestamp,
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
});
export type RoleApplicationView = z.infer<typeof RoleApplicationView>;

export const ApplicationList = z.object({ items: z.array(RoleApplicationView) });
export type ApplicationList = z.infer<typeof ApplicationList>;

/** Seed section 7: a renter not yet verified, as the admin and staff lists show them. */
export const UnverifiedUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: Timestamp,
});
export type UnverifiedUser = z.infer<typeof UnverifiedUser>;

/** Accounts by resolved role, and how many renters are unverified. */
export const AccountCounts = z.object({
  total: z.number(),
  unverified: z.number(),
  owners: z.number(),
  staff: z.number(),
  accountants: z.number(),
  pendingApplications: z.number(),
});

/** GET /api/admin/overview */
export const AdminOverview = z.object({ counts: AccountCounts, unverifiedUsers: z.array(UnverifiedUser) });
export type AdminOverview = z.infer<typeof AdminOverview>;

/** GET /api/staff/overview */
export const StaffOverview = z.object({ unverifiedUsers: z.array(UnverifiedUser) });
export type StaffOverview = z.infer<typeof StaffOverview>;

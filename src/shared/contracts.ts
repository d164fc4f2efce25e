import { z } from "zod";
import { MALAYSIAN_STATES } from "./malaysia";
import { APPLICATION_ROLES, ROLES } from "./roles";
import { validateUsername } from "./username";

/** NIST 800-63B: length limits only, no composition rules. */
export const Password = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const Email = z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(254);
export const PersonName = z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters");

export const Username = z.string().superRefine((v, ctx) => {
  const message = validateUsername(v);
  if (message) ctx.addIssue({ code: "custom", message });
});

export const SignUpRequest = z.object({ name: PersonName, email: Email, password: Password });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const OwnerSignUpRequest = SignUpRequest.extend({ username: Username });
export type OwnerSignUpRequest = z.infer<typeof OwnerSignUpRequest>;

export const BecomeOwnerRequest = z.object({ username: Username });

export const ApplicationSignUpRequest = SignUpRequest.extend({ role: z.enum(APPLICATION_ROLES) });
export type ApplicationSignUpRequest = z.infer<typeof ApplicationSignUpRequest>;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullable().optional();

export const UpdateProfileRequest = z.object({
  name: PersonName,
  phoneNumber: z
    .string()
    .trim()
    .regex(/^(\+?6?0)[0-9]{1,2}-?[0-9]{7,8}$|^$/, "Enter a Malaysian phone number such as 012-3456789")
    .nullable()
    .optional(),
  streetAddress: optionalText(200, "Street address must be at most 200 characters"),
  postalCode: z
    .string()
    .trim()
    .regex(/^([0-9]{5})?$/, "Postal code must be 5 digits")
    .nullable()
    .optional(),
  city: optionalText(100, "City must be at most 100 characters"),
  state: z
    .union([z.enum(MALAYSIAN_STATES), z.literal("")], { error: "Choose a state from the list" })
    .nullable()
    .optional(),
  notificationsEnabled: z.boolean().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const ApplicationDecision = z.object({ decision: z.enum(["approve", "refuse"]) });

export const SessionProfile = z.object({
  phoneNumber: z.string().nullable(),
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  verificationStatus: z.string(),
  isVerified: z.boolean(),
  studentCardStatus: z.string(),
  notificationsEnabled: z.boolean(),
  createdAt: z.string(),
  missingFields: z.array(z.string()),
  completenessMessage: z.string(),
});

export const SessionResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  role: z.enum(ROLES),
  profile: SessionProfile,
  owner: z.object({ username: z.string(), displayName: z.string() }).nullable(),
  application: z.object({ role: z.enum(APPLICATION_ROLES), status: z.string() }).nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const RoleApplicationView = z.object({
  id: z.number(),
  role: z.enum(APPLICATION_ROLES),
  status: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
});
export type RoleApplicationView = z.infer<typeof RoleApplicationView>;

import { z } from "zod";
import { Abilities } from "./abilities";
import { Email, OwnerHandle, Password, PersonName, Timestamp, Username } from "./contracts";
import { LanguageField } from "./i18n/contracts";
import { msg } from "./i18n/message";
import { STUDENT_CARD_STATUSES, VERIFICATION_STATUSES } from "./profile";
import { APPLICATION_ROLES, APPLICATION_STATUSES, ROLES } from "./roles";

/** POST /api/register: a renter account. */
export const SignUpRequest = z.object({ name: PersonName, email: Email, password: Password });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** POST /api/owners/register: an account with an owner profile. */
export const OwnerSignUpRequest = SignUpRequest.extend({ username: Username });
export type OwnerSignUpRequest = z.infer<typeof OwnerSignUpRequest>;

/** POST /api/owners/become: the signed-in renter becomes an owner. */
export const BecomeOwnerRequest = z.object({ username: Username });
export type BecomeOwnerRequest = z.infer<typeof BecomeOwnerRequest>;

/** POST /api/applications: an account plus an application for a business role. */
export const ApplicationSignUpRequest = SignUpRequest.extend({ role: z.enum(APPLICATION_ROLES) });
export type ApplicationSignUpRequest = z.infer<typeof ApplicationSignUpRequest>;

/**
 * A registration that signed in: 200 with `existing: true` when the address already
 * had an account and the password given was its own (only its holder can get this
 * answer); 201 from /api/owners/become.
 */
export const RegisteredResponse = z.object({ userId: z.string(), existing: z.literal(true).optional() });
export type RegisteredResponse = z.infer<typeof RegisteredResponse>;

/**
 * 202 from the three sign-ups, the same for a new address and for a registered one
 * with another password (issue 29: a sign-up must not say who has an account). The
 * new account signs in by the link e-mailed to it; the registered address's holder
 * is e-mailed that someone tried. `message` is in the caller's language.
 */
export const CheckEmailResponse = z.object({ checkEmail: z.literal(true), message: z.string() });
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>;

/** The server's text of that answer (the web shows its own, with the address typed). */
export const CHECK_EMAIL_MESSAGE = msg("auth", "register.checkEmailSent");

/** GET /api/owners/username-availability?username=; `message` is in the caller's language. */
export const UsernameAvailabilityQuery = z.object({ username: z.string().max(100) });
export const UsernameAvailabilityResponse = z.object({ available: z.boolean(), message: z.string().nullable() });
export type UsernameAvailabilityResponse = z.infer<typeof UsernameAvailabilityResponse>;

/** What /admin/register says, and the server answers, while ADMIN_EMAIL_DOMAIN is unset (a msg()). */
export const ADMIN_REGISTRATION_CLOSED_MESSAGE = msg("auth", "application.adminClosed");

/**
 * GET /api/applications/admin-registration: whether /admin/register can take a
 * sign-up (ADMIN_EMAIL_DOMAIN is set) and the domain its addresses need.
 */
export const AdminRegistrationResponse = z.object({ open: z.boolean(), domain: z.string().nullable() });
export type AdminRegistrationResponse = z.infer<typeof AdminRegistrationResponse>;

export const SessionProfile = z.object({
  phoneNumber: z.string().nullable(),
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  /** As it stands today: an approved card past its expiry date is 'expired'. */
  studentCardStatus: z.enum(STUDENT_CARD_STATUSES),
  notificationsEnabled: z.boolean(),
  createdAt: Timestamp,
  /** The seed's English item names, as identifiers (shared/profile.ts `missingFieldMessage` shows one). */
  missingFields: z.array(z.string()),
  /** The seed's completeness message, in the caller's language. */
  completenessMessage: z.string(),
});

/** GET /api/session: who is signed in, with the server-resolved role. */
export const SessionResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  role: z.enum(ROLES),
  profile: SessionProfile,
  owner: OwnerHandle.nullable(),
  application: z.object({ role: z.enum(APPLICATION_ROLES), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  /** The account's saved language (PUT /api/profile/language); the web app follows it. */
  language: LanguageField,
  /** What the server's policies allow this person (shared/abilities.ts). */
  abilities: Abilities,
});
export type SessionResponse = z.infer<typeof SessionResponse>;

import { AppError } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { ADMIN_REGISTRATION_CLOSED_MESSAGE, type AdminRegistrationResponse } from "../../../shared/account-contracts";
import type { ApplicationRole } from "../../../shared/roles";

const BUSINESS_ACCOUNT_OWNER_MESSAGE = msg("auth", "application.businessCannotOwn");
const adminDomainMessage = (domain: string) => msg("auth", "application.adminDomain", { domain });

/**
 * Staff, accountants and admins run the business; letting them also trade as
 * owners would mix the two sides of a booking they may have to judge.
 * `storedRole` is the account's role column (undefined: no such account yet).
 */
export function assertMayBecomeOwner(storedRole: string | undefined): void {
  if (storedRole && storedRole !== "user") throw new AppError("FORBIDDEN", 403, BUSINESS_ACCOUNT_OWNER_MESSAGE);
}

/** Whether `email` is in the admin e-mail domain (unset domain: nobody's is). */
export const isAdminDomainEmail = (adminDomain: string | undefined, email: string) =>
  !!adminDomain && email.toLowerCase().endsWith(`@${adminDomain.toLowerCase()}`);

/** /admin/register takes sign-ups only when ADMIN_EMAIL_DOMAIN is set. */
export const adminRegistration = (adminDomain: string | undefined): AdminRegistrationResponse => ({
  open: !!adminDomain,
  domain: adminDomain || null,
});

/** An admin application needs an address in the admin domain; staff and accountant ones anyone may send. */
export function assertMayApply(adminDomain: string | undefined, role: ApplicationRole, email: string): void {
  if (role !== "admin" || isAdminDomainEmail(adminDomain, email)) return;
  const message = adminDomain ? adminDomainMessage(adminDomain) : ADMIN_REGISTRATION_CLOSED_MESSAGE;
  throw new AppError("FORBIDDEN", 403, message, { email: message });
}

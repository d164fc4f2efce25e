import type { Actor } from "../../plugins/actor";
import type { SessionResponse } from "../../../shared/account-contracts";
import { abilitiesOf } from "../../../shared/abilities";
import { todayInMalaysia } from "../../../shared/dates";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../shared/i18n/languages";
import { translateFor } from "../../lib/i18n";
import { completenessMessage, effectiveStudentCardStatus, missingProfileFields } from "../../../shared/profile";

/**
 * The session answer: only what the client needs, never password or token data.
 * Its one text, the completeness message, is in the account's saved language
 * (what the error handler would answer this caller in too).
 */
export function presentSession(actor: Actor, application: SessionResponse["application"]): SessionResponse {
  const u = actor.user;
  const missing = missingProfileFields(u);
  const language = isLanguage(u.language) ? u.language : DEFAULT_LANGUAGE;
  const today = todayInMalaysia();
  return {
    user: { id: u.id, email: u.email, name: u.name, emailVerified: u.emailVerified },
    role: actor.role,
    profile: {
      phoneNumber: u.phoneNumber,
      streetAddress: u.streetAddress,
      postalCode: u.postalCode,
      city: u.city,
      state: u.state,
      verificationStatus: u.verificationStatus,
      isVerified: u.isVerified,
      studentCardStatus: effectiveStudentCardStatus(u, today),
      notificationsEnabled: u.notificationsEnabled,
      createdAt: u.createdAt.toISOString(),
      missingFields: missing,
      completenessMessage: translateFor(language, completenessMessage(missing)),
    },
    owner: actor.owner ? { username: actor.owner.username, displayName: actor.owner.displayName } : null,
    application,
    language,
    abilities: abilitiesOf(actor.role, u, today),
  };
}

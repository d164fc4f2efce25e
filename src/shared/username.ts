import { msg } from "./i18n/message";

/** Seed section 5: reserved in any letter case. */
export const RESERVED_USERNAMES = ["admin", "owner", "user"] as const;

/**
 * The seed's messages (verbatim in the English catalogue, auth:username) as
 * msg() strings: the server's error handler and the web translate them for their reader.
 */
export const USERNAME_MESSAGES = {
  required: msg("auth", "username.required"),
  tooShort: msg("auth", "username.tooShort"),
  tooLong: msg("auth", "username.tooLong"),
  charset: msg("auth", "username.charset"),
  leadingDigit: msg("auth", "username.leadingDigit"),
  reserved: msg("auth", "username.reserved"),
  taken: msg("auth", "username.taken"),
  checkFailed: msg("errors", "USERNAME_CHECK_FAILED"),
};

/**
 * The seed's owner-username rules, in the seed's order; returns the first message
 * that applies, or null when the username is well formed. Uniqueness is the
 * server's check (it needs the database). "More than 20 characters rejected":
 * 20 itself is allowed, whatever the message's wording says.
 */
export function validateUsername(raw: string): string | null {
  const username = raw.trim();
  if (username.length === 0) return USERNAME_MESSAGES.required;
  if (username.length < 3) return USERNAME_MESSAGES.tooShort;
  if (username.length > 20) return USERNAME_MESSAGES.tooLong;
  if (!/^[A-Za-z0-9_]+$/.test(username)) return USERNAME_MESSAGES.charset;
  if (/^[0-9]/.test(username)) return USERNAME_MESSAGES.leadingDigit;
  if ((RESERVED_USERNAMES as readonly string[]).includes(username.toLowerCase())) return USERNAME_MESSAGES.reserved;
  return null;
}

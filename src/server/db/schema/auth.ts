import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { STUDENT_CARD_STATUSES, VERIFICATION_STATUSES } from "../../../shared/profile";
import { ROLES } from "../../../shared/roles";
import { instant, timestamps, textId, belongsTo, oneOf, knownWords } from "./columns";

/**
 * better-auth's tables, written by hand because its schema CLI needs Node 22.
 * `users` doubles as the seed's User entity: the profile columns live on the
 * account row itself, so a signed-in account can never lack its user record.
 */
export const users = pgTable(
  "users",
  {
    id: textId(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    ...timestamps(),
    /** 'user' | 'admin' | 'staff' | 'accountant'; owner is derived from the owners row. */
    role: oneOf("role", ROLES).notNull().default("user"),
    phoneNumber: text("phone_number"),
    streetAddress: text("street_address"),
    postalCode: text("postal_code"),
    city: text("city"),
    state: text("state"),
    /** Seed section 4: unverified → pending → verified | rejected. */
    verificationStatus: oneOf("verification_status", VERIFICATION_STATUSES).notNull().default("unverified"),
    isVerified: boolean("is_verified").notNull().default(false),
    /** 'none' | 'pending' | 'approved' | 'rejected' — the student rate needs 'approved'. */
    studentCardStatus: oneOf("student_card_status", STUDENT_CARD_STATUSES).notNull().default("none"),
    studentCardUrl: text("student_card_url"),
    /** The approved card's expiry (YYYY-MM-DD): the student rate stops after it. */
    studentCardExpiry: date("student_card_expiry", { mode: "string" }),
    lastActivity: instant("last_activity"),
    isOnline: boolean("is_online").notNull().default(false),
    notificationsEnabled: boolean("notifications_enabled").notNull().default(false),
    /** The language the account reads SewaGear in: 'en' | 'ms' (src/shared/i18n/languages.ts). */
    language: text("language").notNull().default("en"),
  },
  (t) => [
    index("users_role_idx").on(t.role),
    index("users_verification_idx").on(t.verificationStatus),
    check("users_language_known", sql`${t.language} in ('en', 'ms')`),
    knownWords("users_role_known", t.role, ROLES),
    knownWords("users_verification_status_known", t.verificationStatus, VERIFICATION_STATUSES),
    knownWords("users_student_card_status_known", t.studentCardStatus, STUDENT_CARD_STATUSES),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: textId(),
    expiresAt: instant("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: belongsTo("user_id", () => users.id),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: textId(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: belongsTo("user_id", () => users.id),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: instant("access_token_expires_at"),
    refreshTokenExpiresAt: instant("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: textId(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: instant("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

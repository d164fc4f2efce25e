import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import type { MailRecipient, RecipientLookup } from "./email";

/**
 * The saved language of the account with this e-mail address (case-insensitive);
 * English for an unknown address. Addresses are stored lower-case, so comparing
 * with the lowered address uses the column's unique index (runs once per mail sent).
 */
export async function recipientLanguage(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/**
 * The account's current address, name and language, by primary key (once per mail
 * sent); undefined once deleted, or anonymised (an owner with a booking history keeps
 * a row with a `…@deleted.invalid` address: profile/repository.ts anonymiseOwner).
 */
export async function mailRecipient(db: Db, userId: string): Promise<MailRecipient | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.email.endsWith("@deleted.invalid")) return undefined;
  return { email: row.email, name: row.name, language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE };
}

/** How the e-mail worker finds its recipients in this database. */
export const recipientsIn = (db: Db): RecipientLookup => ({
  byId: (userId) => mailRecipient(db, userId),
  languageOf: (email) => recipientLanguage(db, email),
});

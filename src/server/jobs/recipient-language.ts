import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";

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

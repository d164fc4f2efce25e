import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";

/** The saved language of the account with this e-mail address (case-insensitive); English for an unknown address. */
export async function recipientLanguage(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

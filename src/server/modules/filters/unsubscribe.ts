import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedFilters } from "../../db/schema";
import { secretOnce } from "../../lib/secrets";

/**
 * One-click unsubscribe from the saved-filter digest (RFC 8058, issue 29). The
 * link must work from a mail app that has no session, months after it was sent,
 * so it carries its own proof: the account id and an HMAC of it under a server
 * secret (kept in app_secrets, shared by the server and the worker). No expiry and
 * no table: the only thing the token can do is stop e-mails, and a person may
 * press it in an old message.
 */
const secret = secretOnce("unsubscribe_key");

// The list is part of the message, so a token for one kind of e-mail never stops another.
const macOf = (key: string, userId: string) =>
  createHmac("sha256", key).update(`filter_digest:${userId}`).digest().subarray(0, 16);

export async function digestUnsubscribeToken(db: Db, userId: string): Promise<string> {
  return `${userId}.${macOf(await secret.get(db), userId).toString("base64url")}`;
}

/** The account a token was made for; null for anything else. */
export async function digestTokenOwner(db: Db, token: string): Promise<string | null> {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), "base64url");
  const expected = macOf(await secret.get(db), userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** Every one of the person's filters stops e-mailing; push alerts and the filters themselves stay. */
export async function stopDigestEmails(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(savedFilters)
    .set({ alertEmail: false })
    .where(and(eq(savedFilters.userId, userId), eq(savedFilters.alertEmail, true)))
    .returning({ id: savedFilters.id });
  return rows.length;
}

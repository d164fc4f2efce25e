import { createHmac } from "node:crypto";
import type { Db } from "../../db/client";
import { secretOnce } from "../../lib/secrets";
import { normalizeEmail, normalizeIcLast4, normalizePhone } from "../../../shared/scam-identifiers";
import type { ScamMatchField } from "../../../shared/scam-report-contracts";

/**
 * Keyed identifiers (issue 13 item 1): a confirmed report's phone, e-mail and IC
 * digits are kept as HMAC-SHA256 digests under a server secret: SCAM_MATCH_KEY
 * from the configuration (useConfiguredMatchKey), so a stolen database dump does
 * not hold the key beside the digests; when unset, one generated on first use and
 * kept in app_secrets like the session secret (ADR 016: production sets it). A
 * plain hash would not do: there are only ~10^8 Malaysian mobile numbers and 10^4
 * IC endings, so anyone with the table could hash them all; without the secret
 * they cannot.
 */

const secret = secretOnce("scam_match_key");

/** The configured SCAM_MATCH_KEY is `db`'s secret (buildApp calls this); unset, the app_secrets one is. */
export function useConfiguredMatchKey(db: Db, key: string | undefined): void {
  if (key) secret.set(db, key);
}

export const matchSecret = (db: Db): Promise<string> => secret.get(db);

export interface IdentifierKey {
  kind: ScamMatchField;
  digest: string;
}

/** The kind is part of the message, so an e-mail and a phone never share a digest. */
const digestOf = (secret: string, kind: ScamMatchField, value: string) =>
  createHmac("sha256", secret).update(`${kind}:${value}`).digest("hex");

/** Identifiers as written anywhere (a profile, a form, a whole MyKad number). */
export interface Identifiers {
  phone?: string | null;
  email?: string | null;
  /** Four digits, or a whole MyKad number (its last four are used). */
  ic?: string | null;
}

/** The keys of whichever identifiers are present and well formed, each normalised first. */
export function keysOf(secret: string, ids: Identifiers): IdentifierKey[] {
  const normalized: [ScamMatchField, string | null][] = [
    ["phone", ids.phone ? normalizePhone(ids.phone) : null],
    ["email", ids.email ? normalizeEmail(ids.email) : null],
    ["ic4", ids.ic ? normalizeIcLast4(ids.ic) : null],
  ];
  return normalized.flatMap(([kind, value]) => (value ? [{ kind, digest: digestOf(secret, kind, value) }] : []));
}

import type { Tx } from "../../db/client";
import { newId } from "../../lib/ids";
import { publish } from "../../live/bus";
import { msg } from "../../../shared/i18n/message";
import type { ScamMatchField } from "../../../shared/scam-report-contracts";
import { notifyUsers } from "../notifications/service";
import { type IdentifierKey, keysOf } from "./keys";
import {
  findAccountIdentifiers,
  findClearedReportIds,
  findKeyHits,
  findOpenRequests,
  findReviewers,
  insertMatches,
} from "./repository";

export const REVIEW_PAGE = "/admin/scammer-reports";

/** What asked: a booking request or an identity verification, by account `userId`. */
export type MatchOccasion =
  { userId: string; bookingId: string } | { userId: string; verificationId: string; mykadNumber: string };

/**
 * Match an account against the confirmed reports when it asks for a booking or
 * sends an identity verification (issue 13 item 1), inside that write's
 * transaction `tx`, with the key `secret` the caller read with `matchSecret(db)` before
 * opening it. A report matches on the phone
 * or the e-mail; IC digits alone do not flag anyone (any four digits are shared
 * by one Malaysian in 10,000) but are listed when they agree too. A report an
 * admin cleared this account of is not raised again. On a match the admins are
 * told; the booking's owner sees the warning on the request. Nothing reaches the
 * renter: the caller's answer is the same either way. With `onlyReportId` only
 * that report is matched (a report just confirmed, see flagOpenRequests).
 */
export async function flagScamMatches(
  tx: Tx,
  secret: string,
  occasion: MatchOccasion,
  onlyReportId?: string,
): Promise<void> {
  const account = await findAccountIdentifiers(tx, occasion.userId);
  if (!account) return;
  const mykad = "mykadNumber" in occasion ? occasion.mykadNumber : account.mykad;
  const hits = await findKeyHits(
    tx,
    keysOf(secret, { phone: account.phone, email: account.email, ic: mykad }),
    onlyReportId,
  );
  if (hits.length === 0) return;
  const byReport = new Map<string, ScamMatchField[]>();
  for (const h of hits) byReport.set(h.reportId, [...(byReport.get(h.reportId) ?? []), h.kind]);
  const cleared = await findClearedReportIds(tx, occasion.userId);
  const matched = [...byReport].filter(
    ([reportId, fields]) => !cleared.has(reportId) && (fields.includes("phone") || fields.includes("email")),
  );
  if (matched.length === 0) return;
  await insertMatches(
    tx,
    matched.map(([reportId, fields]) => ({
      id: newId(),
      userId: occasion.userId,
      reportId,
      bookingId: "bookingId" in occasion ? occasion.bookingId : null,
      verificationId: "verificationId" in occasion ? occasion.verificationId : null,
      fields: [...fields].sort(),
    })),
  );
  const body =
    "bookingId" in occasion
      ? msg("scam", "notices.matchBookingBody", { name: account.name })
      : msg("scam", "notices.matchVerificationBody", { name: account.name });
  await notifyUsers(
    tx,
    (await findReviewers(tx, ["admin"])).map((a) => a.id),
    { kind: "scam.match", title: msg("scam", "notices.matchTitle"), body, link: REVIEW_PAGE },
  );
  await publish(tx, ["role:admin", "role:staff"], { type: "scam" });
}

/**
 * A report just confirmed (its keys written in `tx`) also flags the requests
 * made before it that are still ahead of the handover: their owners can still
 * decline. Only renters whose phone or e-mail digest agrees with the report's
 * (IC digits alone flag nobody) go through flagScamMatches, limited to this
 * report so the earlier reports' matches are not written twice. Same match rows
 * and admin alerts as at request time; the renter learns nothing.
 */
export async function flagOpenRequests(
  tx: Tx,
  secret: string,
  reportId: string,
  reportKeys: IdentifierKey[],
): Promise<void> {
  const wanted = new Set(reportKeys.filter((k) => k.kind !== "ic4").map((k) => `${k.kind}:${k.digest}`));
  if (wanted.size === 0) return;
  for (const r of await findOpenRequests(tx)) {
    const keys = keysOf(secret, { phone: r.phone, email: r.email });
    if (keys.some((k) => wanted.has(`${k.kind}:${k.digest}`)))
      await flagScamMatches(tx, secret, { userId: r.renterId, bookingId: r.bookingId }, reportId);
  }
}

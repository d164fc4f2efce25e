import type { Db } from "../../db/client";
import { conflict } from "../../lib/errors";
import type { ReadCache } from "../../lib/read-cache";
import { scopes } from "../../lib/read-scopes";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import type { PostReviewRequest, ReviewSubject, ReviewSummary } from "../../../shared/booking-contracts";
import type { BookingParty } from "../../../shared/booking-lifecycle";
import type { Language } from "../../../shared/i18n/languages";
import { msg } from "../../../shared/i18n/message";
import { translator } from "../../lib/i18n";
import { notify } from "../notifications/service";
import { reviewRefusal } from "./policy";
import { type BookingRow, findCompletedAt } from "./repository";
import { insertReview, readReviewSummary } from "./review-repository";

const NEWEST = 20;

/**
 * A subject's review summary through the read cache (ADR 025), as GET /api/reviews
 * and the server-rendered gear and owner pages read it: kept per subject and
 * language until a review of the subject or a shown author's name changes.
 */
export async function cachedReviewSummary(
  { db, cache }: { db: Db; cache: ReadCache },
  subjectType: ReviewSubject,
  subjectId: string,
  lang: Language,
): Promise<ReviewSummary> {
  return (await cache.current()).remember(`reviews/${subjectType}/${subjectId}/${lang}`, (depend) => {
    depend(scopes.reviews(subjectType, subjectId));
    return reviewSummary(db, subjectType, subjectId, lang, (ids) => depend(...ids.map(scopes.user)));
  });
}

/** Public summary and newest reviews of a gear item, an owner or a renter; a gone author named in `lang`. */
export async function reviewSummary(
  db: Db,
  subjectType: ReviewSubject,
  subjectId: string,
  lang: Language,
  /** Told the authors whose names the answer shows (the read cache keeps it until one changes). */
  dependOnAuthors: (userIds: string[]) => void = () => {},
): Promise<ReviewSummary> {
  const { stats, items } = await readReviewSummary(db, subjectType, subjectId, NEWEST);
  dependOnAuthors(items.flatMap(({ r }) => (r.authorId ? [r.authorId] : [])));
  const formerUser = translator(lang, "bookings")("reviews.formerUser");
  return {
    count: stats?.n ?? 0,
    average: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : null,
    // First names only: a public page shows no full names of renters. A deleted
    // author is "Former user" in full (cutting that to its first word said "Former").
    items: items.map(({ r, author }) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      author: author ? author.trim().split(/\s+/)[0]! : formerUser,
      at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * A party's review of booking `b` (loaded for "review"): refused as the policy
 * says, once per subject; the other side is told in-app and live.
 */
export async function postReview(
  db: Db,
  actor: Actor,
  b: BookingRow,
  party: BookingParty | null,
  { subject, rating, text }: PostReviewRequest,
): Promise<number> {
  const completedAt = b.status === "completed" ? await findCompletedAt(db, b.id) : null;
  const refusal = reviewRefusal(party, b, subject, completedAt);
  if (refusal) throw refusal;
  const subjectId = subjectOf(b, subject);
  const inserted = await db.transaction(async (tx) => {
    const row = await insertReview(tx, {
      bookingId: b.id,
      authorId: actor.user.id,
      subjectType: subject,
      subjectId,
      rating,
      text,
    });
    if (!row) return null;
    const other = party === "renter" ? b.ownerId : b.renterId;
    if (other) {
      await notify(tx, other, {
        kind: "review",
        title: msg("bookings", "notices.review", { rating }),
        body: text.slice(0, 140),
        link: party === "renter" ? `/gear/${b.gearId}` : "/profile",
      });
      await publish(tx, [`user:${other}`], { type: "review", id: b.id });
    }
    return row;
  });
  if (!inserted) throw conflict(msg("bookings", "errors.alreadyReviewed"));
  return inserted.id;
}

/** The id a review of `subject` is filed under (the policy refuses a renter review once the renter is gone). */
const subjectOf = (b: BookingRow, subject: ReviewSubject) =>
  subject === "gear" ? b.gearId : subject === "owner" ? b.ownerId : b.renterId!;

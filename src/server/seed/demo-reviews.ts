import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, reviewModerations, reviews, users } from "../db/schema";
import { recordAudit } from "../modules/audit/record";

/** What the demo renter wrote after each returned rental, oldest first: of the gear, then of its owner. */
const WRITTEN = [
  {
    gear: [5, "Clean, fully charged and exactly as listed. Pickup took five minutes."],
    owner: [5, "Quick replies, on time."],
  },
  { gear: [4, "Worked well for a two-day shoot; one battery was weak."], owner: [2, "Useless owner, never again!!!"] },
  { gear: [5, "Solid light, no flicker on camera."], owner: [4, "Friendly and flexible with the return time."] },
] as const;

/**
 * Reviews of the demo renter's returned rentals (demo-invoices.ts makes them),
 * so gear pages and owner profiles show ratings and /debug-reviews has
 * something to moderate: one insulting owner review is hidden by the demo
 * admin, with its history and audit entry, as the moderation page would leave it.
 */
export async function seedDemoReviews(db: Db) {
  const [renter] = await db.select({ id: users.id }).from(users).where(eq(users.email, "renter@sewagear.test"));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@sewagear.test"));
  if (!renter || !admin) return;
  const returned = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.renterId, renter.id), eq(bookings.status, "completed")))
    .orderBy(asc(bookings.startDate));
  for (const [i, b] of returned.slice(0, WRITTEN.length).entries()) {
    const written = WRITTEN[i]!;
    const at = new Date(b.updatedAt.getTime() + 86_400_000);
    const rows = await db
      .insert(reviews)
      .values([
        {
          bookingId: b.id,
          authorId: renter.id,
          subjectType: "gear",
          subjectId: b.gearId,
          rating: written.gear[0],
          text: written.gear[1],
          createdAt: at,
        },
        {
          bookingId: b.id,
          authorId: renter.id,
          subjectType: "owner",
          subjectId: b.ownerId,
          rating: written.owner[0],
          text: written.owner[1],
          createdAt: at,
        },
      ])
      .returning();
    const insult = rows.find((r) => r.text.startsWith("Useless"));
    if (insult) {
      const reason = "Insults instead of describing the rental (review rules)";
      await db.update(reviews).set({ hidden: true }).where(eq(reviews.id, insult.id));
      await db.insert(reviewModerations).values({ reviewId: insult.id, action: "hidden", reason, actorId: admin.id });
      await recordAudit(db, {
        actorId: admin.id,
        action: "review.hidden",
        subjectType: "review",
        subjectId: insult.id,
        before: { hidden: false },
        after: { hidden: true },
        detail: { reason, rating: insult.rating, about: `owner:${insult.subjectId}` },
      });
    }
  }
}

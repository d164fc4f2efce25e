import { and, avg, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { bookingEvents, bookings, reviews, users } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import { requireActor } from "../../plugins/actor";
import { notify } from "../notifications/service";
import { partyOf } from "./policy";

/** Reviews are open for 14 days after the gear comes back (issue 4 item 10). */
export const REVIEW_WINDOW_DAYS = 14;
const SUBJECTS = ["gear", "owner", "renter"] as const;

/** Public summary and newest reviews of a gear item, an owner or a renter. */
export async function reviewSummary(db: Db, subjectType: (typeof SUBJECTS)[number], subjectId: string) {
  const where = and(eq(reviews.subjectType, subjectType), eq(reviews.subjectId, subjectId), eq(reviews.hidden, false));
  const [[stats], items] = await Promise.all([
    db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(where),
    db
      .select({ r: reviews, author: users.name })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(desc(reviews.createdAt))
      .limit(20),
  ]);
  return {
    count: stats?.n ?? 0,
    average: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : null,
    // First names only: a public page shows no full names of renters. A deleted
    // author is "Former user" in full (cutting that to its first word said "Former").
    items: items.map(({ r, author }) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      author: author ? author.trim().split(/\s+/)[0] : "Former user",
      at: r.createdAt.toISOString(),
    })),
  };
}

export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    "/api/reviews",
    { schema: { querystring: z.object({ subjectType: z.enum(SUBJECTS), subjectId: z.string().min(1).max(40) }) } },
    async (req) => reviewSummary(db, req.query.subjectType, req.query.subjectId),
  );

  r.post(
    "/api/bookings/:id/reviews",
    {
      schema: {
        params: z.object({ id: z.string().max(40) }),
        body: z.object({
          subject: z.enum(SUBJECTS),
          // One message for every wrong rating: half stars got zod's "expected int" text.
          rating: z.number().int("Give 1 to 5 stars").min(1, "Give 1 to 5 stars").max(5, "Give 1 to 5 stars"),
          text: z.string().trim().max(2000, "Keep the review under 2000 characters").default(""),
        }),
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
      const party = b ? partyOf(actor, b) : null;
      if (!b || (party !== "renter" && party !== "owner")) throw notFound("The booking");
      const { subject, rating, text } = req.body;
      // The renter reviews the gear and its owner; the owner reviews the renter.
      if ((party === "renter") !== (subject === "gear" || subject === "owner"))
        throw new AppError(
          "FORBIDDEN",
          403,
          party === "renter" ? "Renters review the gear and the owner." : "Owners review the renter.",
        );
      if (b.status !== "completed") throw conflict("Reviews open once the gear has been returned.");
      const [done] = await db
        .select({ at: bookingEvents.at })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.toStatus, "completed")));
      if (done && Date.now() - done.at.getTime() > REVIEW_WINDOW_DAYS * 86_400_000)
        throw conflict(`Reviews close ${REVIEW_WINDOW_DAYS} days after the return.`);
      const subjectId = subject === "gear" ? b.gearId : subject === "owner" ? b.ownerId : b.renterId;
      if (!subjectId) throw conflict("This renter's account no longer exists.");
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ bookingId: b.id, authorId: actor.user.id, subjectType: subject, subjectId, rating, text })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        const other = party === "renter" ? b.ownerId : b.renterId;
        if (other) {
          await notify(tx, other, {
            kind: "review",
            title: `New ${rating}-star review`,
            body: text.slice(0, 140),
            link: party === "renter" ? `/gear/${b.gearId}` : "/profile",
          });
          await publish(tx, [`user:${other}`], { type: "review", id: b.id });
        }
        return row;
      });
      if (!inserted) throw conflict("You already reviewed this.");
      return reply.status(201).send({ id: inserted.id });
    },
  );
}

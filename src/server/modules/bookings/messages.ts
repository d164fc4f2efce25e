import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { bookingMessages, bookings, users } from "../../db/schema";
import { enqueueEmail } from "../../jobs/email";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import { requireActor } from "../../plugins/actor";
import { notify } from "../notifications/service";
import { partyOf } from "./policy";

/** A message still unread this long is also e-mailed (issue 4 item 8). */
export const UNREAD_EMAIL_DELAY_MS = 10 * 60 * 1000;
const Params = z.object({ id: z.string().min(1).max(40) });

/**
 * One thread per booking between its renter and its owner (admins may read and
 * write for support). The renter or the owner reading the thread marks the
 * messages they received read; an admin reading it marks nothing.
 */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/bookings/:id/messages", { schema: { params: Params } }, async (req) => {
    const actor = await requireActor(req);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
    const party = b ? partyOf(actor, b) : null;
    if (!b || !party) throw notFound("The booking");
    // A read mark is what stops the 10-minute e-mail to that side: a support read
    // must not stand in for theirs, or the renter or owner never hears of it.
    if (party === "renter" || party === "owner") {
      const column = party === "owner" ? bookingMessages.ownerReadAt : bookingMessages.renterReadAt;
      await db
        .update(bookingMessages)
        .set(party === "owner" ? { ownerReadAt: new Date() } : { renterReadAt: new Date() })
        .where(
          and(
            eq(bookingMessages.bookingId, b.id),
            isNull(column),
            // A deleted sender leaves senderId null, which `<>` alone would never match.
            or(isNull(bookingMessages.senderId), ne(bookingMessages.senderId, actor.user.id)),
          ),
        );
    }
    const rows = await db
      .select({ m: bookingMessages, name: users.name })
      .from(bookingMessages)
      .leftJoin(users, eq(users.id, bookingMessages.senderId))
      .where(eq(bookingMessages.bookingId, b.id))
      .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id));
    return {
      items: rows.map(({ m, name }) => ({
        id: m.id,
        body: m.body,
        mine: m.senderId === actor.user.id,
        from: name ?? "Deleted user",
        at: m.createdAt.toISOString(),
      })),
    };
  });

  r.post(
    "/api/bookings/:id/messages",
    {
      schema: {
        params: Params,
        body: z.object({
          body: z.string().trim().min(1, "Write a message").max(2000, "Keep messages under 2000 characters"),
        }),
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
      if (!b || !partyOf(actor, b)) throw notFound("The booking");
      const recipients = [b.ownerId, b.renterId].filter((u): u is string => !!u && u !== actor.user.id);
      const id = await db.transaction(async (tx) => {
        const [m] = await tx
          .insert(bookingMessages)
          .values({ bookingId: b.id, senderId: actor.user.id, body: req.body.body })
          .returning({ id: bookingMessages.id });
        for (const to of recipients) {
          await notify(tx, to, {
            kind: "booking.message",
            title: `Message about ${b.equipmentName}`,
            body: req.body.body.slice(0, 140),
            link: to === b.ownerId ? `/owners/dashboard?booking=${b.id}` : `/booking?booking=${b.id}`,
          });
        }
        await enqueueJob(tx, {
          kind: "booking.message-unread",
          payload: { messageId: m!.id },
          runAt: new Date(Date.now() + UNREAD_EMAIL_DELAY_MS),
        });
        await publish(
          tx,
          recipients.map((u) => `user:${u}` as const),
          { type: "booking", id: b.id },
        );
        return m!.id;
      });
      return reply.status(201).send({ id });
    },
  );
}

/** Ten minutes on: if the message is still unread, e-mail its recipients. */
export function messageJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    "booking.message-unread": async (payload) => {
      const { messageId } = payload as { messageId: number };
      const [row] = await db
        .select({ m: bookingMessages, b: bookings, from: users.name })
        .from(bookingMessages)
        .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
        .leftJoin(users, eq(users.id, bookingMessages.senderId))
        .where(eq(bookingMessages.id, messageId));
      if (!row) return;
      // Only the sides that have not opened the thread since the message was sent.
      const unread = [row.m.ownerReadAt ? null : row.b.ownerId, row.m.renterReadAt ? null : row.b.renterId];
      const recipients = unread.filter((u): u is string => !!u && u !== row.m.senderId);
      await db.transaction(async (tx) => {
        for (const id of recipients) {
          const [u] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
          if (!u) continue;
          await enqueueEmail(tx, "booking_message_notify", u.email, {
            name: u.name,
            from: row.from ?? "Someone",
            preview: row.m.body.slice(0, 200),
            gearName: row.b.equipmentName,
            startDate: row.b.startDate,
            endDate: row.b.endDate,
            url: id === row.b.ownerId ? `/owners/dashboard?booking=${row.b.id}` : `/booking?booking=${row.b.id}`,
          });
        }
      });
    },
  };
}

import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookings } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { requireActor, requireRole } from "../../plugins/actor";
import { CreateBookingRequest, TransitionRequest } from "../../../shared/booking-contracts";
import { BOOKING_STATUSES } from "../../../shared/booking-lifecycle";
import { createBooking } from "./create";
import { canReadBooking } from "./policy";
import { presentBookingDetail, presentBookings } from "./presenter";
import { transitionBooking } from "./transition";

const IdParams = z.object({ id: z.string().min(1).max(40) });
const LIVE_LIMIT = 50;

/** Bookings: request, read, lists per role, and lifecycle moves. */
export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.post("/api/bookings", { schema: { body: CreateBookingRequest } }, async (req, reply) => {
    const actor = await requireActor(req);
    const key = req.headers["idempotency-key"];
    if (typeof key !== "string" || !/^[\w-]{8,100}$/.test(key)) {
      throw new AppError(
        "BAD_INPUT",
        400,
        "Send an Idempotency-Key header (8 to 100 letters, digits, - or _) with a booking request.",
      );
    }
    const { booking } = await createBooking({ db, actor, input: req.body, idempotencyKey: key });
    return reply.status(201).send({ booking: await presentBookingDetail(db, booking, actor) });
  });

  /** The renter's own bookings, newest first, optionally by status. */
  r.get(
    "/api/bookings",
    { schema: { querystring: z.object({ status: z.enum(BOOKING_STATUSES).optional() }) } },
    async (req) => {
      const actor = await requireActor(req);
      const rows = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.renterId, actor.user.id),
            req.query.status ? eq(bookings.status, req.query.status) : undefined,
          ),
        )
        .orderBy(desc(bookings.createdAt))
        .limit(200);
      return { items: await presentBookings(db, rows, actor) };
    },
  );

  /** Seed section 7: the owner's live list (pending, approved, confirmed, active; newest first; 50). */
  r.get("/api/owners/me/bookings", async (req) => {
    const actor = await requireRole(req, "owner");
    const rows = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.ownerId, actor.user.id),
          inArray(bookings.status, ["pending", "approved", "confirmed", "active"]),
        ),
      )
      .orderBy(desc(bookings.createdAt))
      .limit(LIVE_LIMIT);
    return { items: await presentBookings(db, rows, actor) };
  });

  /** Seed section 7: the admin's live list (pending, approved, confirmed; newest first; 50). */
  r.get("/api/admin/bookings", async (req) => {
    const actor = await requireRole(req, "admin", "staff");
    const rows = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.status, ["pending", "approved", "confirmed"]))
      .orderBy(desc(bookings.createdAt))
      .limit(LIVE_LIMIT);
    return { items: await presentBookings(db, rows, actor) };
  });

  r.get("/api/bookings/:id", { schema: { params: IdParams } }, async (req) => {
    const actor = await requireActor(req);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
    if (!b || !canReadBooking(actor, b)) throw notFound("The booking");
    return { booking: await presentBookingDetail(db, b, actor) };
  });

  r.post("/api/bookings/:id/transitions", { schema: { params: IdParams, body: TransitionRequest } }, async (req) => {
    const actor = await requireActor(req);
    await transitionBooking({ db, actor, bookingId: req.params.id, to: req.body.to, reason: req.body.reason });
    const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
    return { booking: await presentBookingDetail(db, b!, actor) };
  });
}

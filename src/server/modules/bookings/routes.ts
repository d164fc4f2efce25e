import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import {
  BookingIdParams,
  BookingListResponse,
  BookingResponse,
  CreateBookingRequest,
  MyBookingsQuery,
  TransitionRequest,
} from "../../../shared/booking-contracts";
import { msg } from "../../../shared/i18n/message";
import { createBooking } from "./create";
import { bookingFor } from "./booking-guard";
import { presentBookingDetail } from "./presenter";
import { listAdminBookings, listMyBookings, listOwnerBookings, readBookingDetail } from "./service";
import { transitionBooking } from "./transition";

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** Bookings: request, read, lists per role, and lifecycle moves. */
export async function bookingRoutes(app: FastifyInstance) {
  const { db, signedIn, forRoles, guarded } = moduleRoutes(app);

  signedIn.post(
    "/api/bookings",
    { schema: { summary: "Request a booking", body: CreateBookingRequest, response: { 201: BookingResponse } } },
    async (req, actor, reply) => {
      const key = req.headers["idempotency-key"];
      if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError("BAD_INPUT", 400, msg("bookings", "errors.idempotencyKey"));
      }
      const created = await createBooking({ db, actor, input: req.body, idempotencyKey: key });
      // A new booking is presented from what was written; a replayed key re-reads the first one.
      const booking = created.parts
        ? presentBookingDetail(created.booking, actor, created.parts)
        : await readBookingDetail(db, created.booking, actor);
      return reply.status(201).send({ booking });
    },
  );

  /** The renter's own bookings, newest first, optionally by status. */
  signedIn.get(
    "/api/bookings",
    {
      schema: {
        summary: "List my bookings as a renter",
        querystring: MyBookingsQuery,
        response: { 200: BookingListResponse },
      },
    },
    (req, actor) => listMyBookings(db, actor, req.query.status),
  );

  forRoles("owner").get(
    "/api/owners/me/bookings",
    { schema: { summary: "List bookings of my gear", response: { 200: BookingListResponse } } },
    (_req, owner) => listOwnerBookings(db, owner),
  );

  forRoles("admin", "staff").get(
    "/api/admin/bookings",
    { schema: { summary: "List all bookings", response: { 200: BookingListResponse } } },
    (_req, staff) => listAdminBookings(db, staff),
  );

  guarded(bookingFor(db, "read")).get(
    "/api/bookings/:id",
    { schema: { summary: "Read a booking", params: BookingIdParams, response: { 200: BookingResponse } } },
    async (_req, { actor, booking }) => ({ booking: await readBookingDetail(db, booking, actor) }),
  );

  signedIn.post(
    "/api/bookings/:id/transitions",
    {
      schema: {
        summary: "Move a booking to another status",
        params: BookingIdParams,
        body: TransitionRequest,
        response: { 200: BookingResponse },
      },
    },
    async (req, actor) => {
      const { to, reason } = req.body;
      const booking = await transitionBooking({ db, actor, bookingId: req.params.id, to, reason });
      return { booking: await readBookingDetail(db, booking, actor) };
    },
  );
}

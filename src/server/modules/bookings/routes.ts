import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { requireActor, requireRole } from "../../plugins/actor";
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
import { listAdminBookings, listMyBookings, listOwnerBookings, loadBookingFor, readBookingDetail } from "./service";
import { transitionBooking } from "./transition";

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** Bookings: request, read, lists per role, and lifecycle moves. */
export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.post(
    "/api/bookings",
    { schema: { body: CreateBookingRequest, response: { 201: BookingResponse } } },
    async (req, reply) => {
      const actor = await requireActor(req);
      const key = req.headers["idempotency-key"];
      if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError("BAD_INPUT", 400, msg("bookings", "errors.idempotencyKey"));
      }
      const { booking } = await createBooking({ db, actor, input: req.body, idempotencyKey: key });
      return reply.status(201).send({ booking: await readBookingDetail(db, booking, actor) });
    },
  );

  /** The renter's own bookings, newest first, optionally by status. */
  r.get(
    "/api/bookings",
    { schema: { querystring: MyBookingsQuery, response: { 200: BookingListResponse } } },
    async (req) => listMyBookings(db, await requireActor(req), req.query.status),
  );

  r.get("/api/owners/me/bookings", { schema: { response: { 200: BookingListResponse } } }, async (req) =>
    listOwnerBookings(db, await requireRole(req, "owner")),
  );

  r.get("/api/admin/bookings", { schema: { response: { 200: BookingListResponse } } }, async (req) =>
    listAdminBookings(db, await requireRole(req, "admin", "staff")),
  );

  r.get(
    "/api/bookings/:id",
    { schema: { params: BookingIdParams, response: { 200: BookingResponse } } },
    async (req) => {
      const actor = await requireActor(req);
      const { booking } = await loadBookingFor({ db, actor, bookingId: req.params.id, ability: "read" });
      return { booking: await readBookingDetail(db, booking, actor) };
    },
  );

  r.post(
    "/api/bookings/:id/transitions",
    { schema: { params: BookingIdParams, body: TransitionRequest, response: { 200: BookingResponse } } },
    async (req) => {
      const actor = await requireActor(req);
      const { to, reason } = req.body;
      const booking = await transitionBooking({ db, actor, bookingId: req.params.id, to, reason });
      return { booking: await readBookingDetail(db, booking, actor) };
    },
  );
}

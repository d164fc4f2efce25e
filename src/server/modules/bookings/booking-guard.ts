import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireActor } from "../../plugins/actor";
import { BookingIdParams } from "../../../shared/booking-contracts";
import type { BookingAbility } from "./policy";
import { loadBookingFor } from "./service";

/**
 * The guard of a /api/bookings/:id/… route (for `guarded(…)` in plugins/routes.ts):
 * the signed-in caller, the booking and their part in it when they may use
 * `ability` on it; otherwise 401, or the policy's 404/403.
 */
export const bookingFor = (db: Db, ability: BookingAbility) => async (req: FastifyRequest) => {
  const actor = await requireActor(req);
  // The route's schema has checked the params already; parsing again gives them their type here.
  const { id } = BookingIdParams.parse(req.params);
  return { actor, ...(await loadBookingFor({ db, actor, bookingId: id, ability })) };
};

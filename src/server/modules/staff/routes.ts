import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { BookingLookupResponse, LookupQuery, UserLookupResponse } from "../../../shared/staff-contracts";
import { LOOKUP_ROLES } from "./policy";
import { lookUpBookings, lookUpUsers } from "./service";

/** The staff dashboard's read-only look-ups of bookings and accounts. */
export async function staffRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);
  const support = forRoles(...LOOKUP_ROLES);

  support.get(
    "/api/staff/lookup/bookings",
    { schema: { summary: "Look up bookings", querystring: LookupQuery, response: { 200: BookingLookupResponse } } },
    (req) => lookUpBookings(db, req.query.q),
  );

  support.get(
    "/api/staff/lookup/users",
    { schema: { summary: "Look up accounts", querystring: LookupQuery, response: { 200: UserLookupResponse } } },
    (req) => lookUpUsers(db, req.query.q),
  );
}

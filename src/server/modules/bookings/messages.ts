import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/worker";
import { requireActor } from "../../plugins/actor";
import { requestLanguage } from "../../plugins/request-language";
import {
  BookingIdParams,
  CreatedIdResponse,
  MessageListResponse,
  SendMessageRequest,
} from "../../../shared/booking-contracts";
import { mailUnreadMessage, readThread, sendMessage } from "./message-service";
import { loadBookingFor } from "./service";

/**
 * One thread per booking between its renter and its owner (admins may read and
 * write for support).
 */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    "/api/bookings/:id/messages",
    { schema: { params: BookingIdParams, response: { 200: MessageListResponse } } },
    async (req) => {
      const actor = await requireActor(req);
      const { booking, party } = await loadBookingFor({ db, actor, bookingId: req.params.id, ability: "message" });
      return readThread(db, actor, booking, party, await requestLanguage(req));
    },
  );

  r.post(
    "/api/bookings/:id/messages",
    { schema: { params: BookingIdParams, body: SendMessageRequest, response: { 201: CreatedIdResponse } } },
    async (req, reply) => {
      const actor = await requireActor(req);
      const { booking } = await loadBookingFor({ db, actor, bookingId: req.params.id, ability: "message" });
      return reply.status(201).send({ id: await sendMessage(db, actor, booking, req.body.body) });
    },
  );
}

/** The unread-message e-mail, queued with each message. */
export function messageJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    "booking.message-unread": async (payload) => {
      await mailUnreadMessage(db, (payload as { messageId: number }).messageId);
    },
  };
}

import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { requestLanguage } from "../../plugins/request-language";
import {
  BookingIdParams,
  CreatedIdResponse,
  MessageListResponse,
  SendMessageRequest,
} from "../../../shared/booking-contracts";
import { OkResponse } from "../../../shared/contracts";
import { markThreadSeen, readThread, sendMessage } from "./message-service";
import { bookingFor } from "./booking-guard";

/**
 * One thread per booking between its renter and its owner (admins may read and
 * write for support).
 */
export async function messageRoutes(app: FastifyInstance) {
  const { db, guarded } = moduleRoutes(app);
  const thread = guarded(bookingFor(db, "message"));

  thread.get(
    "/api/bookings/:id/messages",
    {
      schema: { summary: "List a booking's messages", params: BookingIdParams, response: { 200: MessageListResponse } },
    },
    async (req, { actor, booking }) => readThread(db, actor, booking, await requestLanguage(req)),
  );

  // The web client says so once the thread is on screen.
  thread.post(
    "/api/bookings/:id/messages/read",
    {
      // Marking a thread seen checks no state: it cannot conflict.
      config: { errors: [] },
      schema: { summary: "Mark a booking's messages read", params: BookingIdParams, response: { 200: OkResponse } },
    },
    async (_req, { actor, booking, party }) => {
      await markThreadSeen(db, actor, booking, party);
      return { ok: true as const };
    },
  );

  thread.post(
    "/api/bookings/:id/messages",
    {
      schema: {
        summary: "Send a message on a booking",
        params: BookingIdParams,
        body: SendMessageRequest,
        response: { 201: CreatedIdResponse },
      },
    },
    async (req, { actor, booking }, reply) =>
      reply.status(201).send({ id: await sendMessage(db, actor, booking, req.body.body) }),
  );
}

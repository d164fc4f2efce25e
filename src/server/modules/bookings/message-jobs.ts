import type { Db } from "../../db/client";
import { defineJobHandlers } from "../../jobs/contracts";
import { mailUnreadMessage } from "./message-service";

/** The unread-message e-mail, queued with each message. */
export function messageJobHandlers(db: Db) {
  return defineJobHandlers({
    "booking.message-unread": async ({ messageId }) => mailUnreadMessage(db, messageId),
  });
}

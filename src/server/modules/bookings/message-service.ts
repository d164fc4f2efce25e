import type { Db } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { enqueueJob } from "../../jobs/queue";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import type { MessageListResponse } from "../../../shared/booking-contracts";
import type { BookingParty } from "../../../shared/booking-lifecycle";
import type { Language } from "../../../shared/i18n/languages";
import { msg } from "../../../shared/i18n/message";
import { translator } from "../../lib/i18n";
import { notify } from "../notifications/service";
import { findMessageForMail, insertMessage, listThread, markThreadRead } from "./message-repository";
import type { BookingRow } from "./repository";

/** A message still unread this long is also e-mailed (issue 4 item 8). */
const UNREAD_EMAIL_DELAY_MS = 10 * 60 * 1000;

const linkFor = (b: Pick<BookingRow, "id" | "ownerId">, userId: string) =>
  userId === b.ownerId ? `/owners/dashboard?booking=${b.id}` : `/booking?booking=${b.id}`;

/**
 * The renter or the owner has seen booking `b`'s thread: the messages they
 * received are marked read (which stops their 10-minute e-mail). An admin marks
 * nothing: a support read must not stand in for theirs, or the renter or owner
 * never hears of the message. A POST of its own, never a side effect of the GET
 * (issue 29): a prefetch, a crawler or a cross-site image must not mark anything.
 */
export async function markThreadSeen(db: Db, actor: Actor, b: BookingRow, party: BookingParty | null) {
  if (party === "renter" || party === "owner") await markThreadRead(db, b.id, party, actor.user.id);
}

/** The thread of booking `b` (loaded for "message"), a gone sender named in the reader's `lang`. Reads only. */
export async function readThread(db: Db, actor: Actor, b: BookingRow, lang: Language): Promise<MessageListResponse> {
  const rows = await listThread(db, b.id);
  const deletedUser = translator(lang, "bookings")("thread.deletedUser");
  return {
    items: rows.map(({ m, name }) => ({
      id: m.id,
      body: m.body,
      mine: m.senderId === actor.user.id,
      from: name ?? deletedUser,
      at: m.createdAt.toISOString(),
    })),
  };
}

/** Add a message to booking `b`'s thread; the other side is told in-app and live, and by e-mail if it stays unread. */
export async function sendMessage(db: Db, actor: Actor, b: BookingRow, body: string): Promise<number> {
  const recipients = [b.ownerId, b.renterId].filter((u): u is string => !!u && u !== actor.user.id);
  return db.transaction(async (tx) => {
    const id = await insertMessage(tx, { bookingId: b.id, senderId: actor.user.id, body });
    for (const to of recipients) {
      await notify(tx, to, {
        kind: "booking.message",
        title: msg("bookings", "notices.message", { gearName: b.equipmentName }),
        body: body.slice(0, 140),
        link: linkFor(b, to),
      });
    }
    await enqueueJob(tx, {
      kind: "booking.message-unread",
      payload: { messageId: id },
      runAt: new Date(Date.now() + UNREAD_EMAIL_DELAY_MS),
    });
    await publish(
      tx,
      recipients.map((u) => `user:${u}` as const),
      { type: "booking", id: b.id },
    );
    return id;
  });
}

/** Ten minutes on: e-mail the message to the sides that have not opened the thread since it was sent. */
export async function mailUnreadMessage(db: Db, messageId: number) {
  const row = await findMessageForMail(db, messageId);
  if (!row) return;
  const unread = [row.m.ownerReadAt ? null : row.b.ownerId, row.m.renterReadAt ? null : row.b.renterId];
  const recipients = unread.filter((u): u is string => !!u && u !== row.m.senderId);
  await db.transaction(async (tx) => {
    for (const id of recipients) {
      await enqueueEmailTo(tx, "booking_message_notify", id, {
        from: row.from ?? msg("mail", "message.someone"),
        preview: row.m.body.slice(0, 200),
        gearName: row.b.equipmentName,
        startDate: row.b.startDate,
        endDate: row.b.endDate,
        url: linkFor(row.b, id),
      });
    }
  });
}

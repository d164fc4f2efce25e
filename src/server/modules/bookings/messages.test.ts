import { eq, sql } from "drizzle-orm";
import { bookingMessages, jobs } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import type { Caller } from "../../test/request";
import { buildUser, buildRenter, buildBookingScene, day } from "../../test/factories";
import { createBookingId } from "../../test/bookings";

/** Make the unread-message e-mail job of `messageId` due, and run it. */
async function runUnreadJob(ctx: TestApp, messageId: number) {
  await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(sql`${jobs.kind} = 'booking.message-unread' and (${jobs.payload}->>'messageId')::int = ${messageId}`);
  await ctx.worker.drain();
}

/** POST /api/bookings/:id/messages as `as`. */
const sendMessage = (ctx: TestApp, as: Caller, bookingId: string, body: string) =>
  ctx.request.post(`/api/bookings/${bookingId}/messages`, { body }, { as });
/** What the web does once a thread is on screen: POST …/messages/read. */
const markRead = (ctx: TestApp, as: Caller, bookingId: string) =>
  ctx.request.post(`/api/bookings/${bookingId}/messages/read`, {}, { as });

describe("booking conversation", () => {
  it("lets the renter and the owner talk, and e-mails a message still unread after 10 minutes", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });

    const sent = await sendMessage(ctx, renter, id, "Can I pick it up at 9am?");
    expect(sent.statusCode).toBe(201);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, "booking.message-unread"));
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    await ctx.worker.drain();
    ctx.mail.length = 0;
    await runUnreadJob(ctx, sent.json().id);
    const mail = ctx.mail.find((m) => m.to === owner.email);
    expect(mail?.subject).toBe(`New message about ${item.name}`);
    expect(mail?.text).toContain("Can I pick it up at 9am?");

    // Once the owner has read the thread, the next message's job sends nothing.
    const reply = await sendMessage(ctx, owner, id, "Yes, 9am works.");
    const thread = await ctx.request.get(`/api/bookings/${id}/messages`, { as: renter });
    expect(thread.json().items.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ["Can I pick it up at 9am?", true],
      ["Yes, 9am works.", false],
    ]);
    expect((await markRead(ctx, renter, id)).statusCode).toBe(200);
    ctx.mail.length = 0;
    await runUnreadJob(ctx, reply.json().id);
    expect(ctx.mail.filter((m) => m.subject.startsWith("New message"))).toEqual([]);
  });

  it("an admin reading the thread does not mark it read, so the recipient is still e-mailed", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(6), endDate: day(6) });
    const sent = await sendMessage(ctx, renter, id, "Does it come with two batteries?");
    expect(sent.statusCode).toBe(201);

    // Support looks at the conversation before the owner has.
    const read = await ctx.request.get(`/api/bookings/${id}/messages`, { as: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().items).toEqual([
      expect.objectContaining({ body: "Does it come with two batteries?", mine: false }),
    ]);
    const [row] = await ctx.db.select().from(bookingMessages).where(eq(bookingMessages.id, sent.json().id));
    expect(row!.ownerReadAt).toBeNull();

    await ctx.worker.drain();
    ctx.mail.length = 0;
    await runUnreadJob(ctx, sent.json().id);
    expect(ctx.mail.filter((m) => m.subject === `New message about ${item.name}`).map((m) => m.to)).toEqual([
      owner.email,
    ]);

    // The owner saying they have seen it is what marks it read.
    expect((await markRead(ctx, admin, id)).statusCode).toBe(200);
    const [still] = await ctx.db.select().from(bookingMessages).where(eq(bookingMessages.id, sent.json().id));
    expect(still!.ownerReadAt).toBeNull();
    expect((await markRead(ctx, owner, id)).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(bookingMessages).where(eq(bookingMessages.id, sent.json().id));
    expect(after!.ownerReadAt).toBeInstanceOf(Date);
  });

  it("a message from an account deleted since is marked read when the recipient has seen the thread", async ({
    ctx,
  }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(9), endDate: day(9) });
    // What deleting the sender's account leaves behind (sender_id ON DELETE SET NULL).
    const [orphan] = await ctx.db
      .insert(bookingMessages)
      .values({ bookingId: id, senderId: null, body: "Sent before I left" })
      .returning();
    const thread = await ctx.request.get(`/api/bookings/${id}/messages`, { as: owner });
    expect(thread.json().items).toEqual([
      expect.objectContaining({ body: "Sent before I left", from: "Deleted user", mine: false }),
    ]);
    expect((await markRead(ctx, owner, id)).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(bookingMessages).where(eq(bookingMessages.id, orphan!.id));
    expect(after!.ownerReadAt).toBeInstanceOf(Date);
    expect(after!.renterReadAt).toBeNull();
  });

  it("a message from support goes to both sides: one side reading it does not stop the other's e-mail", async ({
    ctx,
  }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(11), endDate: day(11) });
    const sent = await sendMessage(ctx, admin, id, "Please agree on a pickup time.");
    expect(sent.statusCode).toBe(201);
    expect((await markRead(ctx, renter, id)).statusCode).toBe(200);

    await ctx.worker.drain();
    ctx.mail.length = 0;
    await runUnreadJob(ctx, sent.json().id);
    expect(ctx.mail.filter((m) => m.subject === `New message about ${item.name}`).map((m) => m.to)).toEqual([
      owner.email,
    ]);
  });

  it("reading the thread with GET marks nothing, so the recipient is still e-mailed (issue 29)", async ({ ctx }) => {
    const { owner, renter, item } = await buildBookingScene(ctx);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(13), endDate: day(13) });
    const sent = await sendMessage(ctx, renter, id, "Is the tripod included?");
    for (let i = 0; i < 2; i++)
      expect((await ctx.request.get(`/api/bookings/${id}/messages`, { as: owner })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(bookingMessages).where(eq(bookingMessages.id, sent.json().id));
    expect([row!.ownerReadAt, row!.renterReadAt]).toEqual([null, null]);

    await ctx.worker.drain();
    ctx.mail.length = 0;
    await runUnreadJob(ctx, sent.json().id);
    expect(ctx.mail.filter((m) => m.subject === `New message about ${item.name}`).map((m) => m.to)).toEqual([
      owner.email,
    ]);
  });

  it("keeps other people out of the thread", async ({ ctx }) => {
    const { renter, item } = await buildBookingScene(ctx);
    const id = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(5) });
    const stranger = await buildRenter(ctx);
    expect((await ctx.request.get(`/api/bookings/${id}/messages`, { as: stranger })).statusCode).toBe(404);
    expect((await sendMessage(ctx, stranger, id, "hello")).statusCode).toBe(404);
    expect((await markRead(ctx, stranger, id)).statusCode).toBe(404);
    expect((await ctx.request.post(`/api/bookings/${id}/messages/read`, {})).statusCode).toBe(401);
    expect((await ctx.request.post(`/api/bookings/${id}/messages`, { body: "hello" })).statusCode).toBe(401);
    expect((await sendMessage(ctx, renter, id, "   ")).statusCode).toBe(400);
    const thread = await ctx.request.get(`/api/bookings/${id}/messages`, { as: renter });
    expect(thread.json().items).toEqual([]);
  });
});

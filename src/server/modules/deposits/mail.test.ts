import { eq } from "drizzle-orm";
import { depositSettlements, users } from "../../db/schema";
import { makeJobDue } from "../../test/bookings";
import { buildOwner, buildRenter, buildUser, VERIFIED_COMPLETE } from "../../test/factories";
import { expect } from "../../test/fixtures";
import { multipart } from "../../test/request";
import { parseMessage, smtpAppTest } from "../../test/smtp";
import { answerClaimAs, claimedBooking, decide, must, returnedBooking, returnInFull } from "../../test/deposits";

// A real SMTP server on loopback receives what the worker sends.
const { it, smtp } = await smtpAppTest();

/** The messages delivered to `email` since `from` (an index into what the server received), decoded. */
const deliveredTo = (email: string, from = 0) =>
  smtp.received
    .slice(from)
    .filter((m) => m.rcptTo.includes(email))
    .map((m) => parseMessage(m.raw));

it("each step of a disputed claim is e-mailed: claim to the renter, dispute to support, decision to both, refund to the renter", async ({
  ctx,
}) => {
  const owner = await buildOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE });
  const renter = await buildRenter(ctx, { name: "Rina Renter" });
  const staff = await buildUser(ctx, { role: "staff", name: "Sam Staff", ...VERIFIED_COMPLETE });
  const admin = await buildUser(ctx, { role: "admin", name: "Ada Admin", ...VERIFIED_COMPLETE });
  // The admin reads Malay: each e-mail is in its recipient's language.
  await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, admin.id));
  const p = { owner, renter };

  const { bookingId } = await claimedBooking(ctx, p, 12_000);
  await ctx.worker.drain();
  const [claimMail, ...moreToRenter] = deliveredTo(renter.email);
  expect(moreToRenter).toEqual([]);
  expect(claimMail!.subject).toBe("Deposit claim for Sony FX3: RM 120.00");
  expect(claimMail!.body).toContain(
    "Omar Owner claims RM 120.00 of your RM 500.00 deposit for Sony FX3. Reason: The battery charger did not come back.",
  );
  expect(claimMail!.body).toContain(
    "Accept or dispute the claim within 72 hours. If you do not answer, the claim is accepted.",
  );
  expect(claimMail!.body).toContain(`/booking?booking=${bookingId}`);

  let mark = smtp.received.length;
  await must(answerClaimAs(ctx, bookingId, renter, { answer: "dispute", note: "I returned the charger in the bag." }));
  await ctx.worker.drain();
  const [toStaff] = deliveredTo(staff.email, mark);
  expect(toStaff!.subject).toBe("Deposit claim disputed: Sony FX3");
  expect(toStaff!.body).toContain(
    "Rina Renter disputes the claim of RM 120.00 by Omar Owner from the deposit for Sony FX3: I returned the charger in the bag.",
  );
  expect(toStaff!.body).toContain(`/admin/deposit-disputes/${bookingId}`);
  const [toAdmin] = deliveredTo(admin.email, mark);
  expect(toAdmin!.subject).toBe("Tuntutan deposit dipertikaikan: Sony FX3");
  expect(deliveredTo(owner.email, mark).map((m) => m.subject)).toEqual(["Deposit claim disputed: Sony FX3"]);
  expect(deliveredTo(renter.email, mark)).toEqual([]);

  mark = smtp.received.length;
  await must(decide(ctx, bookingId, staff, { amount: 5_000, reason: "Only the cable is missing." }));
  await ctx.worker.drain();
  for (const person of [renter, owner]) {
    const [decision] = deliveredTo(person.email, mark);
    expect(decision!.subject).toBe("Deposit dispute decided: Sony FX3");
    expect(decision!.body).toContain(
      "SewaGear support decided that the owner keeps RM 50.00 of the RM 500.00 deposit for Sony FX3. Reason: Only the cable is missing.",
    );
    expect(decision!.body).toContain("The owner sends RM 450.00 back to the renter and records the refund.");
  }

  mark = smtp.received.length;
  const refund = await ctx.request.post(
    `/api/bookings/${bookingId}/deposit/refund`,
    multipart({ refundedOn: "2026-11-20", reference: "DN-42" }),
    { as: owner },
  );
  expect(refund.statusCode).toBe(200);
  await ctx.worker.drain();
  const [refunded] = deliveredTo(renter.email, mark);
  expect(refunded!.subject).toBe("Deposit refund sent: Sony FX3");
  expect(refunded!.body).toContain(
    "Omar Owner sent RM 450.00 of your deposit for Sony FX3 back on 20 Nov 2026 (reference DN-42).",
  );
  expect(deliveredTo(owner.email, mark)).toEqual([]);
});

it("a full return is e-mailed to the renter; an unanswered claim's acceptance to both", async ({ ctx }) => {
  const owner = await buildOwner(ctx, { name: "Omar Owner", ...VERIFIED_COMPLETE });
  const renter = await buildRenter(ctx, { name: "Rina Renter" });
  await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, renter.id));
  const p = { owner, renter };

  let mark = smtp.received.length;
  const full = await returnedBooking(ctx, p);
  await must(returnInFull(ctx, full.bookingId, owner));
  await ctx.worker.drain();
  const [returned] = deliveredTo(renter.email, mark);
  expect(returned!.subject).toBe("Deposit anda untuk Sony FX3 akan dikembalikan sepenuhnya");
  expect(returned!.body).toContain(
    "Omar Owner telah memeriksa Sony FX3 dan mengembalikan seluruh deposit anda sebanyak RM 500.00.",
  );

  const { bookingId } = await claimedBooking(ctx, p, 20_000);
  await ctx.worker.drain();
  mark = smtp.received.length;
  await ctx.db
    .update(depositSettlements)
    .set({ respondBy: new Date(Date.now() - 1000) })
    .where(eq(depositSettlements.bookingId, bookingId));
  await makeJobDue(ctx, "deposit.auto-accept", bookingId);
  await ctx.worker.drain();
  const [toOwner] = deliveredTo(owner.email, mark);
  expect(toOwner!.subject).toBe("Deposit claim accepted automatically: Sony FX3");
  expect(toOwner!.body).toContain(
    "The claim of RM 200.00 from the deposit for Sony FX3 was not answered within 72 hours, so it is accepted.",
  );
  expect(toOwner!.body).toContain("The owner sends the remaining RM 300.00 back to the renter and records the refund.");
  const [toRenter] = deliveredTo(renter.email, mark);
  expect(toRenter!.subject).toBe("Tuntutan deposit diterima secara automatik: Sony FX3");
});

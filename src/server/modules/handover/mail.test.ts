import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import { fillSheet, sheetVersion } from "../../test/bookings";
import { buildBooking, buildBookingScene, day } from "../../test/factories";
import { parseMessage, smtpAppTest } from "../../test/smtp";

// A real SMTP server on loopback receives what the worker sends.
const { it, smtp } = await smtpAppTest();

const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.rcptTo.includes(email)).map((m) => parseMessage(m.raw));

describe("handover sheet e-mails, in each recipient's language", () => {
  it("sent pickup sheet → the renter (Malay); their disagreement → the owner (English), with the note", async ({
    ctx,
  }) => {
    const scene = await buildBookingScene(ctx, { name: "Sony FX3" });
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, scene.renter.id));
    const b = await buildBooking(ctx, {
      gearId: scene.item.id,
      renterId: scene.renter.id,
      userName: "Rina Renter",
      equipmentName: "Sony FX3",
      status: "confirmed",
      startDate: day(0),
      endDate: day(1),
    });
    await fillSheet(ctx, b.id, "pickup", scene.owner);
    await ctx.worker.drain();
    const [ready] = mailsTo(scene.renter.email);
    expect(ready!.subject).toBe("Senarai semak pengambilan untuk Sony FX3: sedia untuk anda sahkan");
    expect(ready!.body).toContain("Pemilik telah mengisi senarai semak pengambilan untuk Sony FX3");
    expect(ready!.body).toContain(`/booking/${b.id}/handover`);
    expect(mailsTo(scene.owner.email)).toEqual([]);

    const answered = await ctx.request.post(
      `/api/bookings/${b.id}/sheets/pickup/answer`,
      { answer: "disagree", note: "The battery door is cracked.", updatedAt: await sheetVersion(ctx, b.id, "pickup") },
      { as: scene.renter },
    );
    expect(answered.statusCode).toBe(200);
    await ctx.worker.drain();
    const [answer] = mailsTo(scene.owner.email);
    expect(answer!.subject).toBe("Pickup sheet for Sony FX3: the renter answered");
    expect(answer!.body).toContain("Rina Renter disagrees with the pickup sheet for Sony FX3");
    expect(answer!.body).toContain("What they wrote: “The battery door is cracked.”");
  });

  it("a confirmed return sheet tells the owner it was confirmed", async ({ ctx }) => {
    const scene = await buildBookingScene(ctx, { name: "Canon R5" });
    const b = await buildBooking(ctx, {
      gearId: scene.item.id,
      renterId: scene.renter.id,
      userName: "Rina Renter",
      equipmentName: "Canon R5",
      status: "active",
      startDate: day(0),
    });
    await fillSheet(ctx, b.id, "return", scene.owner);
    const res = await ctx.request.post(
      `/api/bookings/${b.id}/sheets/return/answer`,
      { answer: "confirm", updatedAt: await sheetVersion(ctx, b.id, "return") },
      { as: scene.renter },
    );
    expect(res.statusCode).toBe(200);
    await ctx.worker.drain();
    expect(mailsTo(scene.renter.email).map((m) => m.subject)).toEqual([
      "Return sheet for Canon R5: ready for you to confirm",
    ]);
    const [mail] = mailsTo(scene.owner.email);
    expect(mail!.body).toContain("Rina Renter confirmed the return sheet for Canon R5");
    expect(mail!.body).not.toContain("What they wrote");
  });
});

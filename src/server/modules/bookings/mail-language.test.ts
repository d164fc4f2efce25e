import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import { buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { idemKey, requestBooking } from "../../test/bookings";
import { parseMessage, smtpAppTest } from "../../test/smtp";

// A real SMTP server on loopback receives what the worker sends.
const { it, smtp } = await smtpAppTest();

describe("e-mails follow the recipient's saved language", () => {
  it("a booking request to an owner who reads Bahasa Melayu arrives in Bahasa Melayu", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { name: "Aminah Pemilik" });
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, owner.id));
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3" });
    // The renter reads English: the owner's language, not the sender's, chooses.
    const renter = await buildRenter(ctx, { name: "Rina Renter" });
    const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(5) }, idemKey());
    expect(res.statusCode).toBe(201);

    await ctx.worker.drain();
    const delivered = smtp.received.filter((m) => m.rcptTo.includes(owner.email)).map((m) => parseMessage(m.raw));
    expect(delivered).toHaveLength(1);
    const mail = delivered[0]!;
    expect(mail.body).toContain("Hai Aminah Pemilik,");
    expect(mail.body).toContain("Rina Renter ingin menyewa Sony FX3 dari");
    expect(mail.body).toContain("Luluskan atau tolak dalam masa 48 jam");
    expect(mail.body).toContain("Jawab permintaan");
    expect(mail.body).not.toMatch(/asks to rent|Approve or decline|Answer the request/);
  });

  it("the same request to an owner who reads English arrives in English", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { name: "Omar Owner" });
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Canon R5" });
    const renter = await buildRenter(ctx, { name: "Rina Renter" });
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, renter.id));
    const res = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(5) }, idemKey());
    expect(res.statusCode).toBe(201);

    await ctx.worker.drain();
    const [mail] = smtp.received.filter((m) => m.rcptTo.includes(owner.email)).map((m) => parseMessage(m.raw));
    expect(mail!.subject).toBe("New booking request: Canon R5");
    expect(mail!.body).toContain("Rina Renter asks to rent Canon R5 from");
  });
});

import { eq } from "drizzle-orm";
import { auditLog, bookingReceipts, invoices, notifications } from "../../db/schema";
import { mustMove } from "../../test/bookings";
import { describe, expect } from "../../test/fixtures";
import { day } from "../../test/factories";
import { everyone, matrixTest, signedIn } from "../../test/matrix";
import { expectBadInput } from "../../test/request";
import { todayInMalaysia } from "../../../shared/dates";
import { approvedWithReceipt, invoicedBooking, invoiceState, unpaidInvoice } from "../../test/invoices";
import { formatDay } from "../../../shared/i18n/format";

const { it, matrix } = matrixTest();
const PAYMENT = { paidOn: todayInMalaysia(), reference: "DN-778812" };

describe("invoices: who may do what (data unchanged on refusal)", () => {
  matrix({
    name: "GET /api/admin/invoices",
    expected: { ...signedIn(403), admin: 200, accountant: 200 },
    setup: async ({ ctx, people }) => {
      const { invoice } = await unpaidInvoice(ctx, people.owner, people.renter.id);
      return { number: invoice.number };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/admin/invoices?q=${t.number}`, { as: cookie }),
    check: (res, actor, t) => {
      const item = res.json().items[0];
      expect(item).toMatchObject({ number: t.number, status: "issued" });
      // Accountants read the books; only admins get the buttons.
      expect(item.canMarkPaid).toBe(actor === "admin");
      expect(item.canVoid).toBe(actor === "admin");
    },
  });

  matrix({
    name: "GET /api/admin/invoices.csv",
    expected: { ...signedIn(403), admin: 200, accountant: 200 },
    setup: async ({ ctx, people }) => {
      const { invoice } = await invoicedBooking(ctx, people.owner, people.renter.id);
      return { number: invoice.number };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/admin/invoices.csv?q=${t.number}`, { as: cookie }),
    check: (res, _actor, t) => {
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.payload).toContain(t.number);
    },
  });

  matrix({
    name: "POST /api/admin/invoices/:number/payment",
    expected: { ...signedIn(403), admin: 200 },
    mutates: true,
    setup: async ({ ctx, people }) => {
      const { invoice } = await unpaidInvoice(ctx, people.owner, people.renter.id);
      return { number: invoice.number };
    },
    call: (t, cookie, { ctx }) => ctx.request.post(`/api/admin/invoices/${t.number}/payment`, PAYMENT, { as: cookie }),
    check: async (res, _actor, t, { ctx }) => {
      expect(res.json()).toMatchObject({ number: t.number, status: "paid" });
      const { invoice, audit } = await invoiceState(ctx, t.number);
      expect(invoice).toMatchObject({ status: "paid", paidOn: PAYMENT.paidOn, paymentReference: PAYMENT.reference });
      expect(audit.map((a) => a.action)).toEqual(["invoice.paid"]);
    },
  });

  matrix({
    name: "POST /api/admin/invoices/:number/void",
    expected: { ...signedIn(403), admin: 200 },
    mutates: true,
    setup: async ({ ctx, people }) => {
      const { invoice } = await invoicedBooking(ctx, people.owner, people.renter.id);
      return { number: invoice.number };
    },
    call: (t, cookie, { ctx }) =>
      ctx.request.post(`/api/admin/invoices/${t.number}/void`, { reason: "Booking cancelled" }, { as: cookie }),
    check: async (res, _actor, t, { ctx, people }) => {
      expect(res.json()).toMatchObject({ number: t.number, status: "void" });
      const { invoice, creditNotes: notes, audit } = await invoiceState(ctx, t.number);
      expect(invoice).toMatchObject({ status: "void", voidReason: "Booking cancelled" });
      expect(notes).toEqual([expect.objectContaining({ total: invoice!.total, reason: "Booking cancelled" })]);
      expect(res.json().settlement.creditNote.number).toBe(notes[0]!.number);
      expect(audit.map((a) => a.action)).toEqual(["invoice.voided"]);
      // The owner and the renter are told, with a link to the credit note.
      const told = await ctx.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.link, `/credit-notes/${notes[0]!.number}`));
      expect(told.map((n) => n.userId).sort()).toEqual([people.owner.id, people.renter.id].sort());
    },
  });

  matrix({
    name: "GET /api/credit-notes/:number",
    expected: { ...signedIn(200), "other renter": 404, "other owner": 404, staff: 404 },
    setup: async ({ ctx, people }) => {
      const { invoice } = await invoicedBooking(ctx, people.owner, people.renter.id);
      const res = await ctx.request.post(
        `/api/admin/invoices/${invoice.number}/void`,
        { reason: "Gear damaged before pickup" },
        { as: people.admin },
      );
      return { number: res.json().settlement.creditNote.number as string, invoiceNumber: invoice.number };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/credit-notes/${t.number}`, { as: cookie }),
    check: (res, _actor, t) =>
      expect(res.json()).toMatchObject({
        number: t.number,
        reason: "Gear damaged before pickup",
        invoice: { number: t.invoiceNumber, status: "void" },
      }),
  });

  matrix({
    name: "GET /api/invoices/:number (settlement shown to its readers)",
    expected: { ...signedIn(200), "other renter": 404, "other owner": 404, staff: 404 },
    setup: async ({ ctx, people }) => {
      const { invoice } = await unpaidInvoice(ctx, people.owner, people.renter.id);
      await ctx.request.post(`/api/admin/invoices/${invoice.number}/payment`, PAYMENT, { as: people.admin });
      return { number: invoice.number };
    },
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/invoices/${t.number}`, { as: cookie }),
    check: (res) =>
      expect(res.json()).toMatchObject({
        status: "paid",
        settlement: { paidOn: PAYMENT.paidOn, paymentReference: PAYMENT.reference, creditNote: null },
      }),
  });

  matrix({
    name: "unknown invoice: 404 to an admin, 403 to others",
    expected: { ...everyone(403), "signed out": 401, admin: 404 },
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) =>
      ctx.request.post("/api/admin/invoices/INV-1999-000001/payment", PAYMENT, { as: cookie }),
  });
});

describe("payment and void rules", () => {
  it("issues the invoice paid when the owner accepts the receipt: the transfer's day and reference, by the owner", async ({
    ctx,
    people,
  }) => {
    const b = await approvedWithReceipt(ctx, people.owner, people.renter.id);
    await ctx.db
      .update(bookingReceipts)
      .set({ transferReference: "SG1234ABCD", transferDate: todayInMalaysia() })
      .where(eq(bookingReceipts.bookingId, b.id));
    await mustMove(ctx, b.id, "confirmed", people.owner);
    const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
    expect(inv).toMatchObject({
      status: "paid",
      paidOn: todayInMalaysia(),
      paymentReference: "SG1234ABCD",
      paidBy: people.owner.id,
    });
    // Nothing is left for an admin to record.
    const again = await ctx.request.post(`/api/admin/invoices/${inv!.number}/payment`, PAYMENT, { as: people.admin });
    expect(again.statusCode).toBe(409);
    // Without details on the receipt: paid today, no reference.
    const { invoice } = await invoicedBooking(ctx, people.owner, people.renter.id);
    expect(invoice).toMatchObject({ status: "paid", paidOn: todayInMalaysia(), paymentReference: null });
  });

  it("refuses a bad payment with field messages and changes nothing", async ({ ctx, people }) => {
    const { invoice, booking } = await unpaidInvoice(ctx, people.owner, people.renter.id);
    const before = await invoiceState(ctx, invoice.number);
    const url = `/api/admin/invoices/${invoice.number}/payment`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paidOn: "2026-02-30", reference: "X1" }, "paidOn", "Enter the payment date as YYYY-MM-DD."],
      [{ paidOn: day(1), reference: "X1" }, "paidOn", "The payment date cannot be in the future."],
      [
        { paidOn: "2020-01-01", reference: "X1" },
        "paidOn",
        `The payment date cannot be before the booking was requested (${formatDay(todayInMalaysia(booking.createdAt), "en")}).`,
      ],
      [{ paidOn: PAYMENT.paidOn, reference: "   " }, "reference", "Enter the payment reference."],
      [{ paidOn: PAYMENT.paidOn, reference: "x".repeat(101) }, "reference", "The reference is at most 100 characters."],
    ];
    for (const [body, field, message] of cases) {
      const error = expectBadInput(await ctx.request.post(url, body, { as: people.admin }));
      expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const voided = await ctx.request.post(
      `/api/admin/invoices/${invoice.number}/void`,
      { reason: "no" },
      { as: people.admin },
    );
    expect(expectBadInput(voided).fields?.reason).toBe("Give a reason of at least 3 characters.");
    expect(await invoiceState(ctx, invoice.number)).toEqual(before);
  });

  it("pays once, voids a paid invoice once; the second try is a 409 that changes nothing", async ({ ctx, people }) => {
    const { invoice } = await unpaidInvoice(ctx, people.owner, people.renter.id);
    const base = `/api/admin/invoices/${invoice.number}`;
    expect((await ctx.request.post(`${base}/payment`, PAYMENT, { as: people.admin })).statusCode).toBe(200);
    const again = await ctx.request.post(`${base}/payment`, PAYMENT, { as: people.admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Invoice ${invoice.number} is already paid.`);

    const voided = await ctx.request.post(`${base}/void`, { reason: "Refunded: lens faulty" }, { as: people.admin });
    expect(voided.statusCode).toBe(200);
    const after = await invoiceState(ctx, invoice.number);
    // The payment stays on record beside the void: the credit note is then the refund's document.
    expect(after.invoice).toMatchObject({
      status: "void",
      paidOn: PAYMENT.paidOn,
      voidReason: "Refunded: lens faulty",
    });

    for (const [path, body] of [
      ["void", { reason: "again" }],
      ["payment", PAYMENT],
    ] as const) {
      const res = await ctx.request.post(`${base}/${path}`, body, { as: people.admin });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(`Invoice ${invoice.number} is already void.`);
    }
    expect(await invoiceState(ctx, invoice.number)).toEqual(after);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, invoice.number));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["invoice.paid", people.admin.id],
      ["invoice.voided", people.admin.id],
    ]);
    expect(audit[1]!.data).toMatchObject({
      before: { status: "paid" },
      after: { status: "void", creditNote: after.creditNotes[0]!.number },
      detail: { reason: "Refunded: lens faulty" },
    });
  });
});

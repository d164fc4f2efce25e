import { describe } from "vitest";
import { isCountFigure, MONTH_FIGURES } from "../../../shared/accountant-contracts";
import { buildUser } from "../../test/factories";
import { expect, it } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import { advance, createDraft, rm } from "../../test/salary";
import { buildBooksScene, type SceneInvoice } from "../../test/books-scene";

/** March and April 2030, with invoices on the edges of the Malaysian months. */
const ROWS: SceneInvoice[] = [
  // February: outside the period, but its deposit is still held in March and refunded in full in April.
  {
    owner: "b",
    issuedAt: "2030-02-28T23:59:00",
    status: "paid",
    subtotal: 10_000,
    discount: 0,
    serviceFee: 500,
    sst: 0,
    deposit: 30_000,
    settlement: { state: "refunded", refundedOn: "2030-04-10", settledAt: "2030-04-10T12:00:00" },
  },
  // 1 March 00:30 in Malaysia is still 28 February in UTC.
  {
    owner: "a",
    issuedAt: "2030-03-01T00:30:00",
    status: "paid",
    subtotal: 20_000,
    discount: 2_000,
    serviceFee: 900,
    sst: 1_512,
    deposit: 50_000,
    voucher: "platform",
    settlement: { state: "refunded", claimAmount: 10_000, refundedOn: "2030-04-02", settledAt: "2030-04-02T09:00:00" },
  },
  {
    owner: "b",
    issuedAt: "2030-03-31T23:30:00",
    status: "issued",
    subtotal: 30_000,
    discount: 3_000,
    serviceFee: 1_350,
    sst: 0,
    deposit: 40_000,
    voucher: "owner",
  },
  // Voided in April: it stays in March (a past month does not change), its credit note counts in April.
  {
    owner: "a",
    issuedAt: "2030-03-15T10:00:00",
    status: "void",
    subtotal: 7_000,
    discount: 0,
    serviceFee: 350,
    sst: 0,
    deposit: 20_000,
    creditNote: { issuedAt: "2030-04-05T10:00:00" },
  },
  {
    owner: "a",
    issuedAt: "2030-04-20T10:00:00",
    status: "paid",
    subtotal: 15_000,
    discount: 1_500,
    serviceFee: 750,
    sst: 1_134,
    deposit: 0,
    // Confirmed, then cancelled: the use went back to the voucher, the invoice still carries the discount.
    voucher: "releasedPlatform",
  },
  // Returned in full by the owner in March but the refund not yet recorded: still held.
  {
    owner: "b",
    issuedAt: "2030-03-10T10:00:00",
    status: "paid",
    subtotal: 5_000,
    discount: 0,
    serviceFee: 250,
    sst: 0,
    deposit: 10_000,
    settlement: { state: "returned", settledAt: "2030-03-20T10:00:00" },
  },
  // The whole deposit claimed and accepted in April: it ends there, nothing given back.
  {
    owner: "a",
    issuedAt: "2030-03-12T10:00:00",
    status: "paid",
    subtotal: 6_000,
    discount: 0,
    serviceFee: 300,
    sst: 0,
    deposit: 15_000,
    settlement: { state: "accepted", claimAmount: 15_000, settledAt: "2030-04-03T10:00:00" },
  },
  // May: outside the period.
  {
    owner: "b",
    issuedAt: "2030-05-01T00:00:00",
    status: "paid",
    subtotal: 99_000,
    discount: 0,
    serviceFee: 0,
    sst: 0,
    deposit: 0,
  },
];

const totalOf = (r: SceneInvoice) => r.subtotal - r.discount + r.serviceFee + r.sst;
const monthOf = (r: SceneInvoice) => r.issuedAt.slice(0, 7);
const sum = (rows: SceneInvoice[], f: (r: SceneInvoice) => number) => rows.reduce((s, r) => s + f(r), 0);

const creditedIn = (rows: SceneInvoice[], month: string) =>
  rows.filter((r) => r.creditNote?.issuedAt.slice(0, 7) === month);

/** The invoice figures of `rows` and the credit notes of `credited`, computed here from the scene, not by the service. */
function expectedInvoices(rows: SceneInvoice[], credited: SceneInvoice[]) {
  const total = sum(rows, totalOf);
  const creditNotes = sum(credited, totalOf);
  return {
    invoices: rows.length,
    rental: sum(rows, (r) => r.subtotal),
    voucherDiscounts: sum(rows, (r) => r.discount),
    platformVoucherDiscounts: sum(rows, (r) =>
      r.voucher === "platform" || r.voucher === "releasedPlatform" ? r.discount : 0,
    ),
    serviceFees: sum(rows, (r) => r.serviceFee),
    sst: sum(rows, (r) => r.sst),
    total,
    creditNotes,
    netInvoiced: total - creditNotes,
    paid: sum(rows, (r) => (r.status === "paid" ? totalOf(r) : 0)),
    unpaid: sum(rows, (r) => (r.status === "issued" ? totalOf(r) : 0)),
  };
}

describe("the accountant's books", () => {
  it("add up to the invoices, deposits and payslips behind them, by month and by owner; the CSV says the same", async ({
    ctx,
  }) => {
    const owners = await buildBooksScene(ctx, ROWS);
    const admin = await buildUser(ctx, { role: "admin" });
    const accountant = await buildUser(ctx, { role: "accountant" });
    const staffName = "Siti Staff =cmd|' /C calc'!A0";
    const staff = await buildUser(ctx, { role: "staff", name: staffName });
    const approved = await createDraft(ctx, admin, staff.id, { month: "2030-03", basic: rm(3000), overtime: rm(200) });
    await advance(ctx, admin, approved, "approved");
    const paid = await createDraft(ctx, admin, accountant.id, { month: "2030-04", basic: rm(7000) });
    await advance(ctx, admin, paid, "paid");
    await createDraft(ctx, admin, accountant.id, { month: "2030-03", basic: rm(9999) }); // a draft: not in the books
    const slips = [
      (await ctx.request.get(`/api/payslips/${approved}`, { as: admin })).json(),
      (await ctx.request.get(`/api/payslips/${paid}`, { as: admin })).json(),
    ];

    const res = await ctx.request.get("/api/accountant/books?from=2030-03&to=2030-04", { as: accountant });
    expect(res.statusCode).toBe(200);
    const books = res.json();
    const inMonth = (m: string) => ROWS.filter((r) => monthOf(r) === m);
    const [march, april] = books.months;
    const credited = (m: string) => creditedIn(ROWS, m);
    expect(march).toMatchObject({ month: "2030-03", ...expectedInvoices(inMonth("2030-03"), credited("2030-03")) });
    expect(april).toMatchObject({ month: "2030-04", ...expectedInvoices(inMonth("2030-04"), credited("2030-04")) });
    // March keeps the invoice voided in April; April's credit note takes it off the net.
    expect(march.invoices).toBe(5);
    expect(march.creditNotes).toBe(0);
    expect(april.creditNotes).toBe(totalOf(ROWS[3]!));
    expect(april.netInvoiced).toBe(april.total - totalOf(ROWS[3]!));

    // Deposits: collected with March's invoices (the one voided in April too); held at March's end:
    // February's and March's; in April the February one is refunded in full, the 500.00 one less its
    // 100.00 claim, the voided 200.00 given back with its credit note, and the wholly claimed 150.00
    // ends with nothing back; the one returned but not yet refunded stays held.
    expect(march.depositsCollected).toBe(50_000 + 40_000 + 20_000 + 10_000 + 15_000);
    expect(march.depositsHeld).toBe(30_000 + 50_000 + 40_000 + 20_000 + 10_000 + 15_000);
    expect(march.depositsRefunded).toBe(0);
    expect(april.depositsRefunded).toBe(30_000 + (50_000 - 10_000) + 20_000);
    expect(april.depositsHeld).toBe(40_000 + 10_000);
    // Kept by owners: the accepted 100.00 part claim and the accepted whole 150.00 claim, both in April.
    expect(march.depositsKept).toBe(0);
    expect(april.depositsKept).toBe(10_000 + 15_000);

    // They balance from the first deposit on (a full return, a part claim, a whole claim, a void, an
    // unsettled one and one returned but not yet refunded): held at each month's end = held at the
    // previous end + collected − refunded − kept, and over the period collected − refunded − kept = held.
    const long = (await ctx.request.get("/api/accountant/books?from=2030-01&to=2030-04", { as: accountant })).json();
    let held = 0;
    for (const m of long.months) {
      held += m.depositsCollected - m.depositsRefunded - m.depositsKept;
      expect(m.depositsHeld, m.month).toBe(held);
    }
    expect(long.totals.depositsCollected - long.totals.depositsRefunded - long.totals.depositsKept).toBe(
      long.months.at(-1).depositsHeld,
    );
    expect(long.totals.depositsCollected).toBe(
      sum(
        ROWS.filter((r) => r.issuedAt < "2030-05"),
        (r) => r.deposit,
      ),
    );

    // Salaries: the approved March record and the paid April one, as their payslips say.
    const [s3, s4] = slips;
    expect(march).toMatchObject({
      salaryGross: s3.gross,
      salaryNet: s3.net,
      salaryEmployeeContributions: s3.epfEmployee + s3.socsoEmployee + s3.eisEmployee,
      salaryEmployerContributions: s3.epfEmployer + s3.socsoEmployer + s3.eisEmployer,
      salaryCost: s3.employerCost,
    });
    expect(april.salaryCost).toBe(s4.employerCost);
    expect(books.totals.salaryCost).toBe(s3.employerCost + s4.employerCost);
    expect(books.totals.total).toBe(march.total + april.total);
    // The salary table: totals by month and role, nobody's name (staff and accountants see only their own payslips).
    const contributions = (p: typeof s3) => ({
      records: 1,
      gross: p.gross,
      net: p.net,
      epfEmployer: p.epfEmployer,
      socsoEmployer: p.socsoEmployer,
      eisEmployer: p.eisEmployer,
      cost: p.employerCost,
    });
    expect(books.salaries).toEqual([
      expect.objectContaining({ month: "2030-03", role: "staff", ...contributions(s3) }),
      expect.objectContaining({ month: "2030-04", role: "accountant", ...contributions(s4) }),
    ]);
    expect(res.body).not.toContain(staffName);
    expect(res.body).not.toContain("employeeName");

    // By owner, over the period.
    const inRange = ROWS.filter((r) => monthOf(r) === "2030-03" || monthOf(r) === "2030-04");
    const byOwner = Object.fromEntries(books.owners.map((o: { ownerId: string }) => [o.ownerId, o]));
    const creditedInRange = [...credited("2030-03"), ...credited("2030-04")];
    for (const k of ["a", "b"] as const) {
      expect(byOwner[owners[k].id]).toMatchObject(
        expectedInvoices(
          inRange.filter((r) => r.owner === k),
          creditedInRange.filter((r) => r.owner === k),
        ),
      );
    }
    expect(books.owners).toHaveLength(2);

    // The CSVs: the same figures, names that cannot run as formulas.
    const months = await ctx.request.get("/api/accountant/books/months.csv?from=2030-03&to=2030-04", {
      as: accountant,
    });
    expect(months.statusCode).toBe(200);
    expect(months.headers["content-type"]).toContain("text/csv");
    const lines = months.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Month,Invoices,Rental,Voucher discounts,/);
    const ringgit = (sen: number) => (sen / 100).toFixed(2);
    expect(lines[1]).toBe(
      ["2030-03", ...MONTH_FIGURES.map((k) => (isCountFigure(k) ? march[k] : ringgit(march[k])))].join(","),
    );
    const ownersCsv = (await ctx.request.get("/api/accountant/books/owners.csv?from=2030-03&to=2030-04", { as: admin }))
      .body;
    expect(ownersCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""pay"")"`);
    expect(ownersCsv).toContain(
      `Bahrin Bakar,${byOwner[owners.b.id].invoices},${ringgit(byOwner[owners.b.id].rental)}`,
    );
    const salariesCsv = (
      await ctx.request.get("/api/accountant/books/salaries.csv?from=2030-03&to=2030-04", { as: accountant })
    ).body;
    expect(salariesCsv).toContain(`2030-03,Staff,1,${ringgit(s3.gross)}`);
    expect(salariesCsv).not.toContain("calc");
    expect(salariesCsv).not.toContain("9999.00");
  });

  it("answers in the reader's saved language (Malay), and refuses a reversed or too long period with a clear 400", async ({
    ctx,
  }) => {
    const accountant = await buildUser(ctx, { role: "accountant", language: "ms" });
    const ms = await ctx.request.get("/api/accountant/books/months.csv?from=2030-03&to=2030-03", { as: accountant });
    expect(ms.body).toContain("Bulan,Invois,Sewaan");
    const reversed = expectBadInput(
      await ctx.request.get("/api/accountant/books?from=2030-05&to=2030-03", { as: accountant }),
    );
    expect(reversed.fields?.to).toBe(
      "Bulan akhir tidak boleh sebelum bulan pertama, dan satu tempoh paling lama 24 bulan",
    );
    expect(
      (await ctx.request.get("/api/accountant/books?from=2028-01&to=2030-01", { as: accountant })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.request.get("/api/accountant/books/ledger.csv?from=2030-01&to=2030-01", { as: accountant }))
        .statusCode,
    ).toBe(400);
  });
});

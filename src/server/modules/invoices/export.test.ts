import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema";
import { buildOwner, buildRenter, buildUser, VERIFIED_COMPLETE } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { todayInMalaysia } from "../../../shared/dates";
import type { AdminInvoiceItem, AdminInvoiceList } from "../../../shared/invoice-contracts";
import { unpaidInvoice } from "../../test/invoices";

const EVIL = '=HYPERLINK("http://x","y")';
const ringgit = (sen: number) => (sen / 100).toFixed(2);

/** Every page of the admin list for `query`, as the API answers it. */
async function everyPage(ctx: TestApp, as: string, query: string) {
  const items: AdminInvoiceItem[] = [];
  let first: AdminInvoiceList | undefined;
  for (let page = 1; ; page++) {
    const res = await ctx.request.get(`/api/admin/invoices?${query}&page=${page}`, { as });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminInvoiceList>();
    first ??= body;
    items.push(...body.items);
    if (page * body.pageSize >= body.total) break;
  }
  return { items, total: first!.total, sum: first!.sum, owners: first!.owners };
}

describe("invoice list, filters and CSV", () => {
  it("filters by status, month, owner and search; the CSV holds the same invoices and figures, formulas neutralised", async ({
    ctx,
  }) => {
    const admin = await buildUser(ctx, { role: "admin", ...VERIFIED_COMPLETE });
    const accountant = await buildUser(ctx, { role: "accountant", ...VERIFIED_COMPLETE });
    const ana = await buildOwner(ctx, { name: "Ana Owner", ...VERIFIED_COMPLETE });
    const ben = await buildOwner(ctx, { name: "Ben Owner", ...VERIFIED_COMPLETE });
    const renter = await buildRenter(ctx);

    // Awaiting payment as before ADR 036, so the status filters have each status to tell apart.
    // 27 of Ana's (more than a page), 3 of Ben's; one renter with a formula for a name.
    const made = [];
    for (let i = 0; i < 27; i++)
      made.push(await unpaidInvoice(ctx, ana, renter.id, { userName: `Renter ${i}`, total: 10_000 + i * 101 }));
    for (let i = 0; i < 3; i++)
      made.push(await unpaidInvoice(ctx, ben, renter.id, { userName: i === 0 ? EVIL : `Ben's renter ${i}` }));
    const [paid, voided] = [made[0]!.invoice, made[1]!.invoice];
    await ctx.request.post(
      `/api/admin/invoices/${paid.number}/payment`,
      { paidOn: todayInMalaysia(), reference: "+60 FPX 42" },
      { as: admin.cookie },
    );
    await ctx.request.post(`/api/admin/invoices/${voided.number}/void`, { reason: "@cancelled" }, { as: admin.cookie });
    // One invoice issued last year, outside this month.
    const old = made[2]!.invoice;
    await ctx.db
      .update(invoices)
      .set({ issuedAt: new Date("2025-06-15T02:00:00Z") })
      .where(eq(invoices.id, old.id));

    const month = todayInMalaysia().slice(0, 7);
    const all = await everyPage(ctx, admin.cookie, `month=${month}`);
    expect(all.total).toBe(29);
    expect(all.items).toHaveLength(29);
    expect(all.items.map((i) => i.number)).not.toContain(old.number);
    expect(all.sum).toBe(all.items.reduce((s, i) => s + i.total, 0));
    expect(all.owners.map((o) => o.id).sort()).toEqual([ana.id, ben.id].sort());

    const june = await everyPage(ctx, admin.cookie, "month=2025-06");
    expect(june.items.map((i) => i.number)).toEqual([old.number]);

    const bens = await everyPage(ctx, admin.cookie, `owner=${ben.id}`);
    expect(bens.items.map((i) => i.owner.name)).toEqual(["Ben Owner", "Ben Owner", "Ben Owner"]);
    expect((await everyPage(ctx, admin.cookie, "status=paid")).items.map((i) => i.number)).toEqual([paid.number]);
    const voids = await everyPage(ctx, admin.cookie, "status=void");
    expect(voids.items).toEqual([
      expect.objectContaining({
        number: voided.number,
        settlement: expect.objectContaining({ voidReason: "@cancelled", creditNote: expect.anything() }),
      }),
    ]);
    // Search by part of a number, or part of a renter's name, case-insensitive; % is a letter.
    expect((await everyPage(ctx, admin.cookie, `q=${paid.number.slice(-6)}`)).items.map((i) => i.number)).toEqual([
      paid.number,
    ]);
    expect((await everyPage(ctx, admin.cookie, "q=ben's%20RENTER")).total).toBe(2);
    expect((await everyPage(ctx, admin.cookie, "q=%25")).total).toBe(0);

    // The CSV of the month, as the accountant downloads it: the same invoices and figures.
    const res = await ctx.request.get(`/api/admin/invoices.csv?month=${month}`, { as: accountant.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoices-${month}.csv"`);
    const rows: Record<string, string>[] = parse(res.payload, { bom: true, columns: true });
    expect(rows.map((r) => r["Invoice number"])).toEqual(all.items.map((i) => i.number));
    for (const [i, item] of all.items.entries()) {
      const row = rows[i]!;
      expect(row["Total (RM)"]).toBe(ringgit(item.total));
      expect(row.Owner).toBe(item.owner.name);
      expect(row.Status).toBe({ issued: "Awaiting payment", paid: "Paid", void: "Void" }[item.status]);
      expect(row["Paid on"]).toBe(item.settlement.paidOn ?? "");
      expect(row["Credit note"]).toBe(item.settlement.creditNote?.number ?? "");
      expect(row["Reference matched"]).toBe(item.referenceMatched === null ? "" : item.referenceMatched ? "Yes" : "No");
    }
    const csvSum = rows.reduce((s, r) => s + Math.round(Number(r["Total (RM)"]) * 100), 0);
    expect(csvSum).toBe(all.sum);

    // Text a spreadsheet would run is written as text.
    const byNumber = new Map(rows.map((r) => [r["Invoice number"], r]));
    const evilNumber = all.items.find((i) => i.renter.name === EVIL)!.number;
    expect(byNumber.get(evilNumber)!.Renter).toBe(`'${EVIL}`);
    expect(byNumber.get(paid.number)!["Payment reference"]).toBe("'+60 FPX 42");
    expect(byNumber.get(voided.number)!["Void reason"]).toBe("'@cancelled");

    // Headings and statuses in the reader's saved language.
    const malay = await buildUser(ctx, { role: "admin", language: "ms", ...VERIFIED_COMPLETE });
    const ms = await ctx.request.get("/api/admin/invoices.csv?status=paid", { as: malay.cookie });
    const [msRow] = parse(ms.payload, { bom: true, columns: true }) as Record<string, string>[];
    expect(msRow).toMatchObject({
      "Nombor invois": paid.number,
      Status: "Dibayar",
      "Jumlah (RM)": ringgit(paid.total),
    });
  }, 180_000);

  it("refuses a bad month or an overlong search with a clear 400", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin", ...VERIFIED_COMPLETE });
    const month = await ctx.request.get("/api/admin/invoices?month=2026-13", { as: admin.cookie });
    expect(month.statusCode).toBe(400);
    expect(month.json().error.fields.month).toBe("Choose a month as YYYY-MM.");
    const q = await ctx.request.get(`/api/admin/invoices.csv?q=${"x".repeat(101)}`, { as: admin.cookie });
    expect(q.statusCode).toBe(400);
    expect(q.json().error.fields.q).toBe("The search is at most 100 characters.");
  });
});

import { buildGear, buildOwner, buildUser, day } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildVoucher, voucherInput, voucherTables } from "../../test/vouchers";
import { formatDay } from "../../../shared/i18n/format";

/** Run `call`, expect `status` with `fields`, and the voucher tables unchanged. */
async function expectRefusal(
  ctx: TestApp,
  call: () => Promise<{ statusCode: number; json: () => { error: { fields?: unknown } } }>,
  status: number,
  fields: Record<string, string>,
) {
  const before = await voucherTables(ctx);
  const res = await call();
  expect(res.statusCode).toBe(status);
  expect(res.json().error.fields).toEqual(fields);
  expect(await voucherTables(ctx)).toEqual(before);
}

describe("creating and changing vouchers", () => {
  it("an owner's voucher on chosen items keeps those items, once each, and no category", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const res = await ctx.request.post(
      "/api/vouchers",
      voucherInput({ code: "Items1", scope: "items", gearIds: [item.id, item.id], category: "audio" }),
      { as: owner.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: "Items1", gearIds: [item.id], category: null, state: "active" });
  });

  it("refuses bad input with field messages and writes nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const post = (body: Record<string, unknown>) => () => ctx.request.post("/api/vouchers", body, { as: owner.cookie });
    await expectRefusal(ctx, post(voucherInput({ code: "a b" })), 400, {
      code: "A code is 3 to 32 letters, digits, - or _.",
    });
    await expectRefusal(ctx, post(voucherInput({ amount: 10_001 })), 400, { amount: "A percentage is at most 100." });
    await expectRefusal(ctx, post(voucherInput({ validTo: day(-1) })), 400, {
      validTo: "The last valid day cannot be before the first.",
    });
    await expectRefusal(ctx, post(voucherInput({ scope: "category" })), 400, { category: "Choose a category." });
    await expectRefusal(ctx, post(voucherInput({ usageLimit: 2, perRenterLimit: 3 })), 400, {
      perRenterLimit: "Uses per renter cannot be more than the total uses.",
    });
  });

  it("an owner cannot put another owner's gear in a voucher", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const theirs = await buildGear(ctx);
    await expectRefusal(
      ctx,
      () =>
        ctx.request.post("/api/vouchers", voucherInput({ scope: "items", gearIds: [theirs.id] }), { as: owner.cookie }),
      400,
      { gearIds: "Choose only your own gear." },
    );
  });

  it("codes are unique whatever their case: 409 on the code", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const admin = await buildUser(ctx, { role: "admin" });
    await buildVoucher(ctx, { code: "RAYA2026" });
    await expectRefusal(
      ctx,
      () => ctx.request.post("/api/vouchers", voucherInput({ code: "raya2026" }), { as: owner.cookie }),
      409,
      { code: "The code raya2026 is already in use." },
    );
    const mine = await buildVoucher(ctx, { code: "MINE1" });
    await expectRefusal(
      ctx,
      () => ctx.request.patch(`/api/vouchers/${mine.id}`, { code: "Raya2026" }, { as: admin.cookie }),
      409,
      { code: "The code Raya2026 is already in use." },
    );
  });

  it("an edit keeps the rules on the whole voucher, and the total uses cannot go below the uses taken", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const v = await buildVoucher(ctx, { ownerId: owner.id, usageLimit: 10, usedCount: 4, validFrom: day(0) });
    const patch = (body: Record<string, unknown>) => () =>
      ctx.request.patch(`/api/vouchers/${v.id}`, body, { as: owner.cookie });
    await expectRefusal(ctx, patch({ usageLimit: 3 }), 400, {
      usageLimit: "Total uses cannot be below the 4 already taken.",
    });
    await expectRefusal(ctx, patch({ validTo: day(-3) }), 400, {
      validTo: "The last valid day cannot be before the first.",
    });
    await expectRefusal(ctx, patch({ kind: "fixed", amount: 2_000_000 }), 400, {
      amount: "A fixed discount is at most RM 10,000.",
    });
    const ok = await ctx.request.patch(`/api/vouchers/${v.id}`, { usageLimit: 4 }, { as: owner.cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ usageLimit: 4, usedCount: 4, state: "usedUp" });
  });

  it("a renter claims an active voucher once; a paused or expired one is refused with the reason", async ({ ctx }) => {
    const renter = await buildUser(ctx);
    const v = await buildVoucher(ctx, { code: "KEEP1" });
    for (let i = 0; i < 2; i++)
      expect((await ctx.request.post(`/api/vouchers/${v.id}/claim`, {}, { as: renter.cookie })).statusCode).toBe(200);
    expect((await voucherTables(ctx)).claims.filter((c) => c.voucherId === v.id)).toHaveLength(1);
    const paused = await buildVoucher(ctx, { code: "HOLD1", paused: true });
    const old = await buildVoucher(ctx, { code: "PAST1", validFrom: day(-9), validTo: day(-2) });
    const before = await voucherTables(ctx);
    const a = await ctx.request.post(`/api/vouchers/${paused.id}/claim`, {}, { as: renter.cookie });
    expect([a.statusCode, a.json().error.message]).toEqual([409, "Voucher HOLD1 is paused."]);
    const b = await ctx.request.post(`/api/vouchers/${old.id}/claim`, {}, { as: renter.cookie });
    expect([b.statusCode, b.json().error.message]).toEqual([
      409,
      `Voucher PAST1 expired on ${formatDay(day(-2), "en")}.`,
    ]);
    expect(await voucherTables(ctx)).toEqual(before);
    // The renter's list: what is usable and what they claimed, not the paused or expired ones they did not.
    const list = await ctx.request.get("/api/vouchers", { as: renter.cookie });
    const codes = list.json().items.map((x: { code: string }) => x.code);
    expect(codes).toContain("KEEP1");
    expect(codes).not.toContain("HOLD1");
    expect(codes).not.toContain("PAST1");
    expect(list.json().items.find((x: { code: string }) => x.code === "KEEP1")).toMatchObject({
      claimed: true,
      usesLeft: null,
    });
  });

  it("an owner cannot claim their own voucher: a clear 409 and nothing kept", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const v = await buildVoucher(ctx, { code: "OWNCLAIM1", ownerId: owner.id });
    const before = await voucherTables(ctx);
    const res = await ctx.request.post(`/api/vouchers/${v.id}/claim`, {}, { as: owner.cookie });
    expect([res.statusCode, res.json().error.message]).toEqual([
      409,
      "Voucher OWNCLAIM1 is your own: share its code with your renters instead.",
    ]);
    expect(await voucherTables(ctx)).toEqual(before);
  });
});

import { eq } from "drizzle-orm";
import { gear, invoices, kitComponents } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { buildGear, buildOwner, buildRenter, day } from "../../test/factories";
import { mustMove, requestBooking, uploadReceipt } from "../../test/bookings";
import { multipart } from "../../test/request";
import { pngImage } from "../../test/uploads";
import { buildKit, kitSnapshot } from "../../test/kits";
import { listing } from "../../test/gear";
import { translateFor } from "../../lib/i18n";
import type { TestApp } from "../../test/test-app";
import type { BuiltUser } from "../../test/factories";

/** Building kits, the refusals that change nothing, availability, search, invoice and handover lines (issue 32 item 2). */

const postKit = async (ctx: TestApp, as: BuiltUser, data: object) =>
  ctx.request.post("/api/kits", multipart({ data: JSON.stringify(data) }, [{ data: await pngImage() }]), {
    as,
  });
const kitData = (components: { gearId: string; quantity: number }[], overrides: object = {}) =>
  listing({
    name: "FX3 interview kit",
    pricePerDay: 45_000,
    enableStudentRate: true,
    studentPrice: 40_000,
    ...overrides,
    components,
  } as never);

describe("building a kit", () => {
  it("an owner builds a kit of their listings: a listing of its own, with its price table and components", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "FX3 body" });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "Battery", unitCount: 4 });
    const res = await postKit(
      ctx,
      owner,
      kitData([
        { gearId: body.id, quantity: 1 },
        { gearId: battery.id, quantity: 2 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().gear.id;
    expect(res.json().gear).toMatchObject({ name: "FX3 interview kit", pricePerDay: 45_000, studentPrice: 40_000 });
    const [row] = await ctx.db.select().from(gear).where(eq(gear.id, id));
    expect(row).toMatchObject({ kind: "kit", unitCount: 1 });
    const view = await ctx.request.get(`/api/kits/${id}`);
    expect(view.json()).toEqual({
      id,
      capacity: 1,
      components: [
        { gearId: body.id, name: "FX3 body", quantity: 1, unitCount: 1 },
        { gearId: battery.id, name: "Battery", quantity: 2, unitCount: 4 },
      ],
    });
    // It is a listing like any other: its public page, and search.
    const page = await ctx.request.get(`/api/gear/${id}`);
    expect(page.json()).toMatchObject({ id, kind: "kit" });
    expect((await ctx.request.get(`/api/gear/${body.id}`)).json().kind).toBe("listing");
    const found = (await ctx.request.get(`/api/gear?q=interview`)).json();
    expect(found.items.map((g: { id: string }) => g.id)).toContain(id);
    // A listing is not a kit.
    expect((await ctx.request.get(`/api/kits/${body.id}`)).statusCode).toBe(404);
  });

  it("refuses another owner's listing, itself, another kit, an archived component and too many, changing nothing", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const other = await buildOwner(ctx);
    const mine = await buildGear(ctx, { ownerId: owner.id, name: "FX3 body", unitCount: 2 });
    const theirs = await buildGear(ctx, { ownerId: other.id, name: "Their lens" });
    const archived = await buildGear(ctx, { ownerId: owner.id, name: "Old mic", status: "archived" });
    const kit = await buildKit(ctx, owner.id, [{ gearId: mine.id, quantity: 1 }]);
    const otherKit = await buildKit(ctx, owner.id, [{ gearId: mine.id, quantity: 1 }], { name: "Audio kit" });
    const before = await kitSnapshot(ctx, kit.id);
    const cases: [object, string][] = [
      [{ gearId: theirs.id, quantity: 1 }, "One of these listings is not yours: a kit is made of your own listings."],
      [{ gearId: otherKit.id, quantity: 1 }, "Audio kit is a kit: a kit is made of listings, not of other kits."],
      [{ gearId: archived.id, quantity: 1 }, "Old mic is archived: restore it before putting it in a kit."],
      [{ gearId: mine.id, quantity: 3 }, "FX3 body has only 2 units, so a kit cannot take 3."],
      [{ gearId: "nope", quantity: 1 }, "One of these listings does not exist."],
    ];
    for (const [component, message] of cases) {
      const created = await postKit(ctx, owner, kitData([component as never]));
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().error.fields).toEqual({ components: message });
      const edited = await ctx.request.put(
        `/api/kits/${kit.id}/components`,
        { components: [component] },
        { as: owner },
      );
      expect(edited.statusCode).toBe(400);
      expect(edited.json().error.fields).toEqual({ components: message });
    }
    const itself = await ctx.request.put(
      `/api/kits/${kit.id}/components`,
      { components: [{ gearId: kit.id, quantity: 1 }] },
      { as: owner },
    );
    expect(itself.json().error.fields).toEqual({ components: "A kit cannot contain itself." });
    // In Bahasa Melayu too, for an owner who chose it.
    const malay = await buildOwner(ctx, { language: "ms" });
    const oldMic = await buildGear(ctx, { ownerId: malay.id, name: "Old mic", status: "archived" });
    const ms = await postKit(ctx, malay, kitData([{ gearId: oldMic.id, quantity: 1 }]));
    expect(ms.json().error.fields.components).toBe(
      "Old mic telah diarkibkan: pulihkannya sebelum memasukkannya ke dalam kit.",
    );
    expect(await kitSnapshot(ctx, kit.id)).toEqual(before);
  });

  it("archiving a component of a live kit is refused; restoring a kit with an archived component too", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "FX3 body" });
    const kit = await buildKit(ctx, owner.id, [{ gearId: body.id, quantity: 1 }]);
    const refused = await ctx.request.post(`/api/gear/${body.id}/archive`, undefined, { as: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "FX3 body is in your kit FX3 interview kit: remove it from the kit or archive the kit first.",
    );
    expect((await ctx.db.select().from(gear).where(eq(gear.id, body.id)))[0]!.status).toBe("active");
    // Archive the kit first, then the body: allowed; the kit cannot come back without it.
    expect((await ctx.request.post(`/api/gear/${kit.id}/archive`, undefined, { as: owner })).statusCode).toBe(200);
    expect((await ctx.request.post(`/api/gear/${body.id}/archive`, undefined, { as: owner })).statusCode).toBe(200);
    const restore = await ctx.request.post(`/api/gear/${kit.id}/restore`, undefined, { as: owner });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toBe(
      "FX3 body in this kit is archived: restore it first, or remove it from the kit.",
    );
    expect((await ctx.db.select().from(gear).where(eq(gear.id, kit.id)))[0]!.status).toBe("archived");
  });
});

describe("a kit's availability, search, invoice and handover", () => {
  it("availability per day is the least its components allow; a component booked alone lowers it", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, unitCount: 2 });
    const battery = await buildGear(ctx, { ownerId: owner.id, unitCount: 5 });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: battery.id, quantity: 2 },
    ]);
    const renter = await buildRenter(ctx);
    const window = `from=${day(10)}&to=${day(14)}`;
    const fresh = (await ctx.request.get(`/api/gear/${kit.id}/availability?${window}`)).json();
    expect(fresh).toMatchObject({ unitCount: 2, unavailable: [], free: [] });
    // Three batteries out on day 11: one kit's worth left. One body out on days 12–13: one kit.
    const ok = (r: { statusCode: number }) => expect(r.statusCode).toBe(201);
    ok(await requestBooking(ctx, renter, { gearId: battery.id, startDate: day(11), endDate: day(11), units: 3 }));
    ok(await requestBooking(ctx, renter, { gearId: body.id, startDate: day(12), endDate: day(13) }));
    ok(await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(13), endDate: day(13) }));
    const after = (await ctx.request.get(`/api/gear/${kit.id}/availability?${window}`)).json();
    expect(after.free).toEqual([
      { date: day(11), free: 1 },
      { date: day(12), free: 1 },
      { date: day(13), free: 0 },
    ]);
    expect(after.unavailable).toEqual([day(13)]);
    // Search with dates says the same.
    const search = async (from: string, to: string) =>
      (await ctx.request.get(`/api/gear?q=interview&from=${from}&to=${to}`))
        .json()
        .items.find((g: { id: string }) => g.id === kit.id);
    expect((await search(day(10), day(10))).freeUnits).toBe(2);
    expect((await search(day(11), day(12))).freeUnits).toBe(1);
    expect(await search(day(12), day(13))).toBeUndefined();
  });

  it("the invoice lists the kit with its components; the handover sheet starts from each component", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    const body = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 body" });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "NP-FZ100 battery", unitCount: 2 });
    const kit = await buildKit(
      ctx,
      owner.id,
      [
        { gearId: body.id, quantity: 1 },
        { gearId: battery.id, quantity: 2 },
      ],
      { deposit: 150_000 },
    );
    const renter = await buildRenter(ctx);
    const res = await requestBooking(ctx, renter, { gearId: kit.id, startDate: day(2), endDate: day(3) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().booking.id;
    expect(res.json().booking.price.deposit).toBe(150_000);
    await mustMove(ctx, id, "approved", owner);
    expect((await uploadReceipt(ctx, id, renter)).statusCode).toBe(201);
    await mustMove(ctx, id, "confirmed", owner);
    const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.bookingId, id));
    const doc = (await ctx.request.get(`/api/invoices/${inv!.number}`, { as: renter })).json();
    expect(doc.booking).toMatchObject({
      gearName: "FX3 interview kit",
      kitItems: [
        { name: "Sony FX3 body", quantity: 1 },
        { name: "NP-FZ100 battery", quantity: 2 },
      ],
    });
    const sheets = (await ctx.request.get(`/api/bookings/${id}/sheets`, { as: owner })).json();
    // Sent as catalogue markers, as the category's default lines are (the web translates them).
    expect(sheets.checklist.pickup.map((line: string) => translateFor("ms", line))).toEqual([
      "Sony FX3 body",
      "NP-FZ100 battery × 2",
    ]);
    // The kit edited later does not rewrite the booking's lines.
    await ctx.db.delete(kitComponents).where(eq(kitComponents.gearId, battery.id));
    expect(
      (await ctx.request.get(`/api/invoices/${inv!.number}`, { as: renter })).json().booking.kitItems,
    ).toHaveLength(2);
  });
});

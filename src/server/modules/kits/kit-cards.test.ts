import { it, describe, expect } from "../../test/fixtures";
import { buildGear, buildOwner, buildRenter, day, ownerUsername } from "../../test/factories";
import { requestBooking } from "../../test/bookings";
import { buildKit } from "../../test/kits";

/**
 * A kit's card in lists (issue 32 item 1 leftovers): its own unit count is 1 (ADR 039), so the
 * card carries how many kits its components allow, and a search with dates how many are free.
 */
describe("a kit's card", { timeout: 60_000 }, () => {
  it("says how many kits its components allow: in a search with dates and on the owner's profile", async ({ ctx }) => {
    const username = ownerUsername("kitcards");
    const owner = await buildOwner(ctx, { username });
    const body = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 body", unitCount: 3 });
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "NP-FZ100 battery", unitCount: 4 });
    const kit = await buildKit(ctx, owner.id, [
      { gearId: body.id, quantity: 1 },
      { gearId: battery.id, quantity: 2 },
    ]);
    // Two batteries out on day 5: one kit's worth left of two.
    const renter = await buildRenter(ctx);
    const booked = await requestBooking(ctx, renter, {
      gearId: battery.id,
      startDate: day(5),
      endDate: day(5),
      units: 2,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const card = async (query: string) =>
      (await ctx.request.get(`/api/gear?q=interview${query}`))
        .json()
        .items.find((g: { id: string }) => g.id === kit.id);
    expect(await card(`&from=${day(5)}&to=${day(6)}`)).toMatchObject({
      kind: "kit",
      unitCount: 1,
      kitCapacity: 2,
      freeUnits: 1,
    });
    expect(await card(`&from=${day(10)}&to=${day(10)}`)).toMatchObject({ kitCapacity: 2, freeUnits: 2 });
    const undated = await card("");
    expect(undated.kitCapacity).toBe(2);
    expect(undated.freeUnits).toBeUndefined();

    const profile = (await ctx.request.get(`/api/owners/${username}`)).json();
    const cards = new Map(profile.gear.map((g: { id: string }) => [g.id, g]));
    expect(cards.get(kit.id)).toMatchObject({ kind: "kit", kitCapacity: 2 });
    // A listing's card has units of its own and no capacity.
    expect(cards.get(body.id)).toMatchObject({ kind: "listing", unitCount: 3 });
    expect(cards.get(body.id)).not.toHaveProperty("kitCapacity");
  });

  it("follows its components: a component's unit count lowered, the kit's capacity with it", async ({ ctx }) => {
    const owner = await buildOwner(ctx);
    const battery = await buildGear(ctx, { ownerId: owner.id, name: "NP-FZ100 battery", unitCount: 6 });
    const kit = await buildKit(ctx, owner.id, [{ gearId: battery.id, quantity: 2 }]);
    const capacity = async () =>
      (await ctx.request.get(`/api/gear?q=interview`)).json().items.find((g: { id: string }) => g.id === kit.id)
        .kitCapacity;
    expect(await capacity()).toBe(3);
    const patched = await ctx.request.patch(`/api/gear/${battery.id}`, { unitCount: 2 }, { as: owner });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await capacity()).toBe(1);
  });
});

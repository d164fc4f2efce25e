import { addDays, todayInMalaysia } from "../../../shared/dates";
import { it, describe, expect } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import { buildGear, buildOwner, ownerUsername } from "../../test/factories";
import { createGearId, listing, postGear } from "../../test/gear";

const day = (n: number) => addDays(todayInMalaysia(), n);

describe("gear errors in the caller's language", () => {
  it("answers a Malay-reading owner's bad listing in Malay, field names included, and an English one in English", async ({
    ctx,
  }) => {
    const malay = await buildOwner(ctx, { username: ownerUsername(), language: "ms" });
    const bad = { ...listing(), name: " ", brand: "x".repeat(81), pricePerDay: 50 };
    expect(expectBadInput(await postGear(ctx, malay, bad))).toMatchObject({
      message: "Nama diperlukan",
      fields: {
        name: "Nama diperlukan",
        brand: "Jenama tidak boleh melebihi 80 aksara",
        pricePerDay: "Harga sehari mestilah sekurang-kurangnya RM 1.00",
      },
    });

    const english = await buildOwner(ctx, { username: ownerUsername() });
    expect((await postGear(ctx, english, bad)).json().error.fields).toMatchObject({
      name: "Name is required",
      brand: "Brand must be at most 80 characters",
      pricePerDay: "Daily price must be at least RM 1.00",
    });
  });

  it("refuses an overlapping block in Malay for a Malay-reading owner", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername(), language: "ms" });
    const id = await createGearId(ctx, owner);
    const block = (startDate: string, endDate: string) =>
      ctx.request.post(`/api/gear/${id}/blocks`, { startDate, endDate }, { as: owner });
    expect((await block(day(3), day(5))).statusCode).toBe(201);
    const overlap = await block(day(5), day(6));
    expect(overlap.statusCode).toBe(409);
    const overlapText = "Tarikh ini bertindih dengan tarikh yang sudah disekat atau ditempah";
    expect(overlap.json().error).toMatchObject({ message: overlapText, fields: { startDate: overlapText } });
    expect((await block(day(-2), day(1))).json().error.fields).toEqual({
      startDate: "Tarikh yang disekat tidak boleh bermula pada masa lalu",
    });
  });

  it("answers a signed-out caller by Accept-Language: a missing listing and a bad date window", async ({ ctx }) => {
    const ms = { headers: { "accept-language": "ms-MY,ms;q=0.9" } };
    const missing = await ctx.request.get("/api/gear/no-such-gear", ms);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Peralatan itu tidak dijumpai.");
    expect((await ctx.request.get("/api/gear/no-such-gear")).json().error.message).toBe("That gear was not found.");

    const item = await buildGear(ctx);
    const window = await ctx.request.get(`/api/gear/${item.id}/availability?from=${day(5)}&to=${day(2)}`, ms);
    expect(expectBadInput(window).fields).toEqual({ to: "Tarikh akhir mestilah pada atau selepas tarikh mula" });
  });
});

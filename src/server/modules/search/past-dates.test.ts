import { addDays, todayInMalaysia } from "../../../shared/dates";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import { buildOwner, buildGear } from "../../test/factories";

beforeAll(async ({ ctx }) => {
  const owner = await buildOwner(ctx);
  await buildGear(ctx, { ownerId: owner.id, name: "Aputure 600d" });
});

describe("GET /api/gear with dates", () => {
  const today = todayInMalaysia();

  it("refuses a range that starts before today (Malaysia) with 400 and a message on `from`", async ({ ctx }) => {
    for (const from of [addDays(today, -1), addDays(today, -400)]) {
      const res = await ctx.request.get(`/api/gear?from=${from}&to=${addDays(today, 3)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "BAD_INPUT",
        fields: { from: "The start date cannot be in the past" },
      });
    }
  });

  it("accepts a range from today on", async ({ ctx }) => {
    const res = await ctx.request.get(`/api/gear?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((g: { name: string }) => g.name)).toEqual(["Aputure 600d"]);
  });
});

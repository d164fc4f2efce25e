import { eq } from "drizzle-orm";
import { savedFilters } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser, day } from "../../test/factories";
import { saveFilter } from "../../test/filters";
import { MAX_SAVED_FILTERS } from "./routes";

const rowsOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(savedFilters).where(eq(savedFilters.userId, userId));

describe("saved filters", () => {
  it("saves a normalized filter, lists it, renames it and deletes it", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const created = await saveFilter(ctx, user, "Cheap audio", "page=3&maxPrice=5000&category=audio&sort=newest");
    expect(created.statusCode).toBe(201);
    // Default sort and the page are dropped; the order is the schema's.
    expect(created.json()).toMatchObject({ name: "Cheap audio", query: "category=audio&maxPrice=5000", alert: false });
    const id = created.json().id;
    expect((await ctx.request.get("/api/filters", { as: user })).json().items.map((f: { id: number }) => f.id)).toEqual(
      [id],
    );
    expect(
      (await ctx.request.patch(`/api/filters/${id}`, { name: "Audio under RM 50" }, { as: user })).json().name,
    ).toBe("Audio under RM 50");
    expect((await ctx.request.delete(`/api/filters/${id}`, { as: user })).statusCode).toBe(204);
    expect(await rowsOf(ctx, user.id)).toEqual([]);
  });

  it("refuses a filter the search would refuse, and an empty name", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const bad = await saveFilter(ctx, user, "Bad", `from=${day(5)}&to=${day(1)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.query).toBe("The end date must be on or after the start date");
    expect((await saveFilter(ctx, user, " ", "")).statusCode).toBe(400);
    expect(await rowsOf(ctx, user.id)).toEqual([]);
  });

  it("keeps each user's filters their own", async ({ ctx }) => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const id = (await saveFilter(ctx, owner, "Mine", "state=Sabah")).json().id;
    expect((await ctx.request.get("/api/filters", { as: other })).json().items).toEqual([]);
    expect((await ctx.request.patch(`/api/filters/${id}`, { name: "Stolen" }, { as: other })).statusCode).toBe(404);
    expect((await ctx.request.delete(`/api/filters/${id}`, { as: other })).statusCode).toBe(404);
    expect((await ctx.request.get("/api/filters")).statusCode).toBe(401);
    expect((await ctx.request.post("/api/filters", { name: "x", query: "" })).statusCode).toBe(401);
    expect((await rowsOf(ctx, owner.id)).map((r) => r.name)).toEqual(["Mine"]);
  });

  it("answers a Malay reader in Malay: the rule of the filter, a name taken, a filter not found", async ({ ctx }) => {
    // The account's saved language decides for a signed-in caller.
    const user = await buildUser(ctx, { language: "ms" });
    const ms = { as: user };
    const bad = await ctx.request.post("/api/filters", { name: "Salah", query: `from=${day(5)}&to=${day(1)}` }, ms);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.query).toBe("Tarikh akhir mestilah pada atau selepas tarikh mula");
    await saveFilter(ctx, user, "Kamera", "category=cameras");
    const taken = await ctx.request.post("/api/filters", { name: "kamera", query: "" }, ms);
    expect(taken.json().error).toMatchObject({
      code: "CONFLICT",
      message: "Anda sudah ada tapisan disimpan bernama “Kamera”.",
      fields: { name: "Anda sudah ada tapisan disimpan bernama “Kamera”." },
    });
    const gone = await ctx.request.delete("/api/filters/999999", ms);
    expect(gone.json().error.message).toBe("Tapisan disimpan itu tidak dijumpai.");
  });

  it(`stops at ${MAX_SAVED_FILTERS} per user`, async ({ ctx }) => {
    const user = await buildUser(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({ userId: user.id, name: `F${i}`, query: "" })));
    const res = await saveFilter(ctx, user, "One more", "");
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(ctx, user.id)).toHaveLength(MAX_SAVED_FILTERS);
  });
});

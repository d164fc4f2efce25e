import { asc, eq } from "drizzle-orm";
import { savedFilters } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser, day } from "../../test/factories";
import { saveFilter } from "../../test/filters";
import { expectBadInput } from "../../test/request";
import { MAX_SAVED_FILTERS } from "./service";

const rowsOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(savedFilters).where(eq(savedFilters.userId, userId)).orderBy(asc(savedFilters.id));

describe("saved filters: the owner's own", () => {
  it("creates, lists (newest first), renames, switches the alert and deletes", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const first = await saveFilter(ctx, user, "Lenses in Sabah", "category=lenses&state=Sabah");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: "Lenses in Sabah", query: "category=lenses&state=Sabah", alert: false });
    // The name is trimmed; the default sort and the page are dropped, the order is the schema's.
    const second = await saveFilter(ctx, user, "  Cheap audio  ", "page=3&maxPrice=5000&category=audio&sort=newest");
    expect(second.json()).toMatchObject({ name: "Cheap audio", query: "category=audio&maxPrice=5000", alert: false });

    const list = await ctx.request.get("/api/filters", { as: user });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((f: { name: string }) => f.name)).toEqual(["Cheap audio", "Lenses in Sabah"]);

    const id = first.json().id as number;
    const renamed = await ctx.request.patch(`/api/filters/${id}`, { name: "Sabah lenses" }, { as: user });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: "Sabah lenses", alert: false });
    const alerted = await ctx.request.patch(`/api/filters/${id}`, { alert: true }, { as: user });
    expect(alerted.json()).toMatchObject({ id, name: "Sabah lenses", alert: true });
    expect((await rowsOf(ctx, user.id)).find((r) => r.id === id)).toMatchObject({
      name: "Sabah lenses",
      alert: true,
      query: "category=lenses&state=Sabah",
    });

    const gone = await ctx.request.delete(`/api/filters/${id}`, { as: user });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe("");
    expect((await rowsOf(ctx, user.id)).map((r) => r.name)).toEqual(["Cheap audio"]);
    expect((await ctx.request.delete(`/api/filters/${id}`, { as: user })).statusCode).toBe(404);
    expect((await ctx.request.delete(`/api/filters/${second.json().id}`, { as: user })).statusCode).toBe(204);
    expect(await rowsOf(ctx, user.id)).toEqual([]);
  });

  it("stores the query in its normal form: fields in a fixed order, defaults, page and empty parts left out", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx);
    const res = await ctx.request.post(
      "/api/filters",
      {
        name: "Messy",
        query:
          "page=4&sort=newest&student=true&maxPrice=30000&q=+sony+fx+&category=cameras&state=&pageSize=12&utm_source=mail",
      },
      { as: user },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().query).toBe("q=sony+fx&category=cameras&maxPrice=30000&student=true");
    expect((await saveFilter(ctx, user, "Everything", "")).json().query).toBe("");
    expect((await rowsOf(ctx, user.id)).map((r) => r.query)).toEqual([
      "q=sony+fx&category=cameras&maxPrice=30000&student=true",
      "",
    ]);
  });

  it.for([
    ["from=2026-12-05&to=2026-12-01", "The end date must be on or after the start date"],
    ["from=2026-12-05", "Give both dates, or neither"],
    ["minPrice=9000&maxPrice=100", "The highest price must be at least the lowest"],
    ["category=boats", "Choose a category from the list"],
  ] as const)("refuses the query %s with 400, storing nothing", async ([query, message], { ctx }) => {
    const user = await buildUser(ctx);
    const res = await saveFilter(ctx, user, "Bad", query);
    expect(expectBadInput(res).fields).toMatchObject({ query: message });
    expect(await rowsOf(ctx, user.id)).toEqual([]);
  });

  it("refuses an empty or overlong name, on create and on rename", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const blank = await saveFilter(ctx, user, "   ", "");
    expect(expectBadInput(blank).fields).toMatchObject({ name: "Give the filter a name" });
    const id = (await saveFilter(ctx, user, "Keep", "")).json().id;
    const long = await ctx.request.patch(`/api/filters/${id}`, { name: "x".repeat(61) }, { as: user });
    expect(expectBadInput(long).fields).toMatchObject({ name: "Keep the name to 60 characters or fewer" });
    expect((await rowsOf(ctx, user.id)).map((r) => r.name)).toEqual(["Keep"]);
  });
});

describe("saved filters: nobody else's", () => {
  it("answers 404 for another user's filter and leaves it unchanged", async ({ ctx }) => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const id = (await saveFilter(ctx, owner, "Mine", "state=Perak")).json().id;
    const before = await rowsOf(ctx, owner.id);

    expect((await ctx.request.get("/api/filters", { as: other })).json().items).toEqual([]);
    const renamed = await ctx.request.patch(`/api/filters/${id}`, { name: "Stolen", alert: true }, { as: other });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().error.code).toBe("NOT_FOUND");
    expect((await ctx.request.delete(`/api/filters/${id}`, { as: other })).statusCode).toBe(404);
    expect(await rowsOf(ctx, owner.id)).toEqual(before);
  });

  it("answers 404 for an id no filter has, and 400 for one that cannot be an id", async ({ ctx }) => {
    const user = await buildUser(ctx);
    expect((await ctx.request.patch("/api/filters/999999999", { name: "Nobody's" }, { as: user })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.request.patch("/api/filters/99999999999999999999", { name: "Too big" }, { as: user })).statusCode,
    ).toBe(400);
    expect((await ctx.request.delete("/api/filters/abc", { as: user })).statusCode).toBe(400);
  });

  it("answers 401 to a signed-out visitor and changes nothing", async ({ ctx }) => {
    const owner = await buildUser(ctx);
    const id = (await saveFilter(ctx, owner, "Mine", "state=Kedah")).json().id;
    const before = await rowsOf(ctx, owner.id);
    expect((await ctx.request.get("/api/filters")).statusCode).toBe(401);
    expect((await ctx.request.post("/api/filters", { name: "Anon", query: "" })).statusCode).toBe(401);
    expect((await ctx.request.patch(`/api/filters/${id}`, { name: "Anon" })).statusCode).toBe(401);
    expect((await ctx.request.delete(`/api/filters/${id}`)).statusCode).toBe(401);
    expect(await rowsOf(ctx, owner.id)).toEqual(before);
  });

  it(`keeps at most ${MAX_SAVED_FILTERS} per user: the next one is 409, others are not affected`, async ({ ctx }) => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(
        Array.from({ length: MAX_SAVED_FILTERS - 1 }, (_, i) => ({ userId: user.id, name: `Filter ${i}`, query: "" })),
      );
    expect((await saveFilter(ctx, user, "The fiftieth", "state=Johor")).statusCode).toBe(201);
    const over = await saveFilter(ctx, user, "One too many", "");
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(
      `You can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one first.`,
    );
    expect(await rowsOf(ctx, user.id)).toHaveLength(MAX_SAVED_FILTERS);
    expect((await saveFilter(ctx, other, "Someone else's", "")).statusCode).toBe(201);
  });

  it("lets only one of several saves at once take the last place", async ({ ctx }) => {
    const user = await buildUser(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(
        Array.from({ length: MAX_SAVED_FILTERS - 1 }, (_, i) => ({ userId: user.id, name: `Filter ${i}`, query: "" })),
      );
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => saveFilter(ctx, user, `Race ${i}`, "")));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsOf(ctx, user.id)).toHaveLength(MAX_SAVED_FILTERS);
  });
});

describe("saved filters in the reader's language", () => {
  it("answers a Malay reader in Malay: the rule of the filter, a name taken, a filter not found", async ({ ctx }) => {
    // The account's saved language decides for a signed-in caller.
    const user = await buildUser(ctx, { language: "ms" });
    const ms = { as: user };
    const bad = await ctx.request.post("/api/filters", { name: "Salah", query: `from=${day(5)}&to=${day(1)}` }, ms);
    expect(expectBadInput(bad).fields).toMatchObject({ query: "Tarikh akhir mestilah pada atau selepas tarikh mula" });
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
});

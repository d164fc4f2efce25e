import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedFilters } from "../../db/schema";
import { buildAccount } from "../../test/booking-factories";
import { buildTestApp, get, post, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { MAX_SAVED_FILTERS } from "./service";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const patch = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: "PATCH", url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const del = (url: string, cookie?: string) =>
  ctx.app.inject({ method: "DELETE", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const rowsOf = (userId: string) =>
  ctx.db.select().from(savedFilters).where(eq(savedFilters.userId, userId)).orderBy(asc(savedFilters.id));

describe("saved filters: the owner's own", () => {
  it("creates, lists (newest first), renames, switches the alert and deletes", async () => {
    const user = await buildAccount(ctx);
    const first = await post(
      ctx.app,
      "/api/filters",
      { name: "Lenses in Sabah", query: "category=lenses&state=Sabah" },
      user.cookie,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: "Lenses in Sabah", query: "category=lenses&state=Sabah", alert: false });
    const second = await post(
      ctx.app,
      "/api/filters",
      { name: "  Cheap audio  ", query: "category=audio&maxPrice=5000" },
      user.cookie,
    );
    expect(second.json().name).toBe("Cheap audio");

    const list = await get(ctx.app, "/api/filters", user.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((f: { name: string }) => f.name)).toEqual(["Cheap audio", "Lenses in Sabah"]);

    const id = first.json().id as number;
    const renamed = await patch(`/api/filters/${id}`, { name: "Sabah lenses" }, user.cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: "Sabah lenses", alert: false });
    const alerted = await patch(`/api/filters/${id}`, { alert: true }, user.cookie);
    expect(alerted.json()).toMatchObject({ id, name: "Sabah lenses", alert: true });
    expect((await rowsOf(user.id)).find((r) => r.id === id)).toMatchObject({
      name: "Sabah lenses",
      alert: true,
      query: "category=lenses&state=Sabah",
    });

    const gone = await del(`/api/filters/${id}`, user.cookie);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe("");
    expect((await rowsOf(user.id)).map((r) => r.name)).toEqual(["Cheap audio"]);
    expect((await del(`/api/filters/${id}`, user.cookie)).statusCode).toBe(404);
  });

  it("stores the query in its normal form: fields in a fixed order, defaults, page and empty parts left out", async () => {
    const user = await buildAccount(ctx);
    const res = await post(
      ctx.app,
      "/api/filters",
      {
        name: "Messy",
        query:
          "page=4&sort=newest&student=true&maxPrice=30000&q=+sony+fx+&category=cameras&state=&pageSize=12&utm_source=mail",
      },
      user.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().query).toBe("q=sony+fx&category=cameras&maxPrice=30000&student=true");
    expect((await post(ctx.app, "/api/filters", { name: "Everything", query: "" }, user.cookie)).json().query).toBe("");
    expect((await rowsOf(user.id)).map((r) => r.query)).toEqual([
      "q=sony+fx&category=cameras&maxPrice=30000&student=true",
      "",
    ]);
  });

  it.each([
    ["from=2026-12-05&to=2026-12-01", "The end date must be on or after the start date"],
    ["from=2026-12-05", "Give both dates, or neither"],
    ["minPrice=9000&maxPrice=100", "The highest price must be at least the lowest"],
    ["category=boats", "Choose a category from the list"],
  ])("refuses the query %s with 400, storing nothing", async (query, message) => {
    const user = await buildAccount(ctx);
    const res = await post(ctx.app, "/api/filters", { name: "Bad", query }, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "BAD_INPUT", fields: { query: message } });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses an empty or overlong name, on create and on rename", async () => {
    const user = await buildAccount(ctx);
    const blank = await post(ctx.app, "/api/filters", { name: "   ", query: "" }, user.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toMatchObject({ name: "Give the filter a name" });
    const id = (await post(ctx.app, "/api/filters", { name: "Keep", query: "" }, user.cookie)).json().id;
    const long = await patch(`/api/filters/${id}`, { name: "x".repeat(61) }, user.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toMatchObject({ name: "Keep the name to 60 characters or fewer" });
    expect((await rowsOf(user.id)).map((r) => r.name)).toEqual(["Keep"]);
  });
});

describe("saved filters: nobody else's", () => {
  it("answers 404 for another user's filter and leaves it unchanged", async () => {
    const owner = await buildAccount(ctx);
    const other = await buildAccount(ctx);
    const id = (await post(ctx.app, "/api/filters", { name: "Mine", query: "state=Perak" }, owner.cookie)).json().id;
    const before = await rowsOf(owner.id);

    expect((await get(ctx.app, "/api/filters", other.cookie)).json().items).toEqual([]);
    const renamed = await patch(`/api/filters/${id}`, { name: "Stolen", alert: true }, other.cookie);
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().error.code).toBe("NOT_FOUND");
    expect((await del(`/api/filters/${id}`, other.cookie)).statusCode).toBe(404);
    expect(await rowsOf(owner.id)).toEqual(before);
  });

  it("answers 404 for an id no filter has, and 400 for one that cannot be an id", async () => {
    const user = await buildAccount(ctx);
    expect((await patch("/api/filters/999999999", { name: "Nobody's" }, user.cookie)).statusCode).toBe(404);
    expect((await patch("/api/filters/99999999999999999999", { name: "Too big" }, user.cookie)).statusCode).toBe(400);
    expect((await del("/api/filters/abc", user.cookie)).statusCode).toBe(400);
  });

  it("answers 401 to a signed-out visitor and changes nothing", async () => {
    const owner = await buildAccount(ctx);
    const id = (await post(ctx.app, "/api/filters", { name: "Mine", query: "state=Kedah" }, owner.cookie)).json().id;
    const before = await rowsOf(owner.id);
    expect((await get(ctx.app, "/api/filters")).statusCode).toBe(401);
    expect((await post(ctx.app, "/api/filters", { name: "Anon", query: "" })).statusCode).toBe(401);
    expect((await patch(`/api/filters/${id}`, { name: "Anon" })).statusCode).toBe(401);
    expect((await del(`/api/filters/${id}`)).statusCode).toBe(401);
    expect(await rowsOf(owner.id)).toEqual(before);
  });

  it(`keeps at most ${MAX_SAVED_FILTERS} per user: the next one is 409, others are not affected`, async () => {
    const user = await buildAccount(ctx);
    const other = await buildAccount(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(
        Array.from({ length: MAX_SAVED_FILTERS - 1 }, (_, i) => ({ userId: user.id, name: `Filter ${i}`, query: "" })),
      );
    expect(
      (await post(ctx.app, "/api/filters", { name: "The fiftieth", query: "state=Johor" }, user.cookie)).statusCode,
    ).toBe(201);
    const over = await post(ctx.app, "/api/filters", { name: "One too many", query: "" }, user.cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(
      `You can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one first.`,
    );
    expect(await rowsOf(user.id)).toHaveLength(MAX_SAVED_FILTERS);
    expect((await post(ctx.app, "/api/filters", { name: "Someone else's", query: "" }, other.cookie)).statusCode).toBe(
      201,
    );
  });

  it("lets only one of several saves at once take the last place", async () => {
    const user = await buildAccount(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(
        Array.from({ length: MAX_SAVED_FILTERS - 1 }, (_, i) => ({ userId: user.id, name: `Filter ${i}`, query: "" })),
      );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(ctx.app, "/api/filters", { name: `Race ${i}`, query: "" }, user.cookie)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsOf(user.id)).toHaveLength(MAX_SAVED_FILTERS);
  });
});

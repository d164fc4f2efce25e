import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedFilters } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { buildTestApp, get, post, type TestApp } from "../../test/test-app";
import { MAX_SAVED_FILTERS } from "./routes";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const send = (method: "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { origin: ctx.config.publicUrl, ...(cookie ? { cookie } : {}) } });
const rowsOf = (userId: string) => ctx.db.select().from(savedFilters).where(eq(savedFilters.userId, userId));

describe("saved filters", () => {
  it("saves a normalized filter, lists it, renames it and deletes it", async () => {
    const user = await buildUser(ctx);
    const created = await post(
      ctx.app,
      "/api/filters",
      { name: "Cheap audio", query: "page=3&maxPrice=5000&category=audio&sort=newest" },
      user.cookie,
    );
    expect(created.statusCode).toBe(201);
    // Default sort and the page are dropped; the order is the schema's.
    expect(created.json()).toMatchObject({ name: "Cheap audio", query: "category=audio&maxPrice=5000", alert: false });
    const id = created.json().id;
    expect((await get(ctx.app, "/api/filters", user.cookie)).json().items.map((f: { id: number }) => f.id)).toEqual([
      id,
    ]);
    expect((await send("PATCH", `/api/filters/${id}`, user.cookie, { name: "Audio under RM 50" })).json().name).toBe(
      "Audio under RM 50",
    );
    expect((await send("DELETE", `/api/filters/${id}`, user.cookie)).statusCode).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses a filter the search would refuse, and an empty name", async () => {
    const user = await buildUser(ctx);
    const bad = await post(
      ctx.app,
      "/api/filters",
      { name: "Bad", query: "from=2026-12-05&to=2026-12-01" },
      user.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.query).toBe("The end date must be on or after the start date");
    expect((await post(ctx.app, "/api/filters", { name: " ", query: "" }, user.cookie)).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("keeps each user's filters their own", async () => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const id = (await post(ctx.app, "/api/filters", { name: "Mine", query: "state=Sabah" }, owner.cookie)).json().id;
    expect((await get(ctx.app, "/api/filters", other.cookie)).json().items).toEqual([]);
    expect((await send("PATCH", `/api/filters/${id}`, other.cookie, { name: "Stolen" })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/filters/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await get(ctx.app, "/api/filters")).statusCode).toBe(401);
    expect((await post(ctx.app, "/api/filters", { name: "x", query: "" })).statusCode).toBe(401);
    expect((await rowsOf(owner.id)).map((r) => r.name)).toEqual(["Mine"]);
  });

  it(`stops at ${MAX_SAVED_FILTERS} per user`, async () => {
    const user = await buildUser(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({ userId: user.id, name: `F${i}`, query: "" })));
    const res = await post(ctx.app, "/api/filters", { name: "One more", query: "" }, user.cookie);
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(user.id)).toHaveLength(MAX_SAVED_FILTERS);
  });
});

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedFilters } from "../../db/schema";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { buildUser } from "../../test/factories";
import { buildTestApp, post, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { MAX_SAVED_FILTERS } from "./policy";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const rename = (id: number, name: string, cookie: string) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/filters/${id}`,
    payload: { name },
    headers: { origin: TEST_ORIGIN, cookie },
  });
const rowsOf = (userId: string) =>
  ctx.db
    .select({ name: savedFilters.name, query: savedFilters.query })
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))
    .orderBy(asc(savedFilters.id));

describe("saved filter names: one of each per user", () => {
  it("refuses a name the user has (any case, spaces trimmed) with 409 on the field, keeping one entry", async () => {
    const user = await buildUser(ctx);
    expect(
      (await post(ctx.app, "/api/filters", { name: "Cameras", query: "category=cameras" }, user.cookie)).statusCode,
    ).toBe(201);

    const again = await post(ctx.app, "/api/filters", { name: "  cAMERAS ", query: "category=lenses" }, user.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "CONFLICT",
      message: "You already have a saved filter named “Cameras”.",
      fields: { name: "You already have a saved filter named “Cameras”." },
    });
    expect(await rowsOf(user.id)).toEqual([{ name: "Cameras", query: "category=cameras" }]);
  });

  it("replaces that filter's criteria when asked to: 200, the same id and name, no second entry", async () => {
    const user = await buildUser(ctx);
    const first = (
      await post(ctx.app, "/api/filters", { name: "Weekend kit", query: "state=Sabah" }, user.cookie)
    ).json();

    const replaced = await post(
      ctx.app,
      "/api/filters",
      { name: "weekend KIT", query: "category=audio&maxPrice=5000", replace: true },
      user.cookie,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: first.id, name: "Weekend kit", query: "category=audio&maxPrice=5000" });
    expect(await rowsOf(user.id)).toEqual([{ name: "Weekend kit", query: "category=audio&maxPrice=5000" }]);
    // `replace` with a new name is a plain save.
    const fresh = await post(
      ctx.app,
      "/api/filters",
      { name: "Drones", query: "category=drones", replace: true },
      user.cookie,
    );
    expect(fresh.statusCode).toBe(201);
  });

  it("replaces even when the user is at the limit, since no entry is added", async () => {
    const user = await buildUser(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({ userId: user.id, name: `F${i}`, query: "" })));
    const res = await post(ctx.app, "/api/filters", { name: "f7", query: "state=Perak", replace: true }, user.cookie);
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(user.id)).filter((r) => r.query === "state=Perak")).toEqual([
      { name: "F7", query: "state=Perak" },
    ]);
  });

  it("refuses a rename onto another of the user's names, but not a change of case of its own", async () => {
    const user = await buildUser(ctx);
    const audio = (await post(ctx.app, "/api/filters", { name: "Audio", query: "category=audio" }, user.cookie)).json();
    const lights = (
      await post(ctx.app, "/api/filters", { name: "Lights", query: "category=lighting" }, user.cookie)
    ).json();

    const clash = await rename(lights.id, " AUDIO ", user.cookie);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ name: "You already have a saved filter named “Audio”." });
    expect((await rename(audio.id, "AUDIO", user.cookie)).json().name).toBe("AUDIO");
    expect((await rowsOf(user.id)).map((r) => r.name)).toEqual(["AUDIO", "Lights"]);
  });

  it("lets two users each have a filter of the same name", async () => {
    const a = await buildUser(ctx);
    const b = await buildUser(ctx);
    expect((await post(ctx.app, "/api/filters", { name: "Lenses", query: "" }, a.cookie)).statusCode).toBe(201);
    expect((await post(ctx.app, "/api/filters", { name: "Lenses", query: "" }, b.cookie)).statusCode).toBe(201);
  });

  it("refuses a filter whose dates have passed, on the query field", async () => {
    const user = await buildUser(ctx);
    const yesterday = addDays(todayInMalaysia(), -1);
    const res = await post(
      ctx.app,
      "/api/filters",
      { name: "Old", query: `from=${yesterday}&to=${yesterday}` },
      user.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ query: "The start date cannot be in the past" });
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

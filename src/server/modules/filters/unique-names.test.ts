import { asc, eq } from "drizzle-orm";
import { savedFilters } from "../../db/schema";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser } from "../../test/factories";
import { saveFilter } from "../../test/filters";
import { MAX_SAVED_FILTERS } from "./policy";

const rename = (ctx: TestApp, id: number, name: string, cookie: string) =>
  ctx.request.patch(`/api/filters/${id}`, { name }, { as: cookie });
const rowsOf = (ctx: TestApp, userId: string) =>
  ctx.db
    .select({ name: savedFilters.name, query: savedFilters.query })
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))
    .orderBy(asc(savedFilters.id));

describe("saved filter names: one of each per user", () => {
  it("refuses a name the user has (any case, spaces trimmed) with 409 on the field, keeping one entry", async ({
    ctx,
  }) => {
    const user = await buildUser(ctx);
    expect((await saveFilter(ctx, user, "Cameras", "category=cameras")).statusCode).toBe(201);

    const again = await saveFilter(ctx, user, "  cAMERAS ", "category=lenses");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "CONFLICT",
      message: "You already have a saved filter named “Cameras”.",
      fields: { name: "You already have a saved filter named “Cameras”." },
    });
    expect(await rowsOf(ctx, user.id)).toEqual([{ name: "Cameras", query: "category=cameras" }]);
  });

  it("replaces that filter's criteria when asked to: 200, the same id and name, no second entry", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const first = (await saveFilter(ctx, user, "Weekend kit", "state=Sabah")).json();

    const replaced = await ctx.request.post(
      "/api/filters",
      { name: "weekend KIT", query: "category=audio&maxPrice=5000", replace: true },
      { as: user },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: first.id, name: "Weekend kit", query: "category=audio&maxPrice=5000" });
    expect(await rowsOf(ctx, user.id)).toEqual([{ name: "Weekend kit", query: "category=audio&maxPrice=5000" }]);
    // `replace` with a new name is a plain save.
    const fresh = await ctx.request.post(
      "/api/filters",
      { name: "Drones", query: "category=drones", replace: true },
      { as: user },
    );
    expect(fresh.statusCode).toBe(201);
  });

  it("replaces even when the user is at the limit, since no entry is added", async ({ ctx }) => {
    const user = await buildUser(ctx);
    await ctx.db
      .insert(savedFilters)
      .values(Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({ userId: user.id, name: `F${i}`, query: "" })));
    const res = await ctx.request.post(
      "/api/filters",
      { name: "f7", query: "state=Perak", replace: true },
      { as: user },
    );
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(ctx, user.id)).filter((r) => r.query === "state=Perak")).toEqual([
      { name: "F7", query: "state=Perak" },
    ]);
  });

  it("refuses a rename onto another of the user's names, but not a change of case of its own", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const audio = (await saveFilter(ctx, user, "Audio", "category=audio")).json();
    const lights = (await saveFilter(ctx, user, "Lights", "category=lighting")).json();

    const clash = await rename(ctx, lights.id, " AUDIO ", user.cookie);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ name: "You already have a saved filter named “Audio”." });
    expect((await rename(ctx, audio.id, "AUDIO", user.cookie)).json().name).toBe("AUDIO");
    expect((await rowsOf(ctx, user.id)).map((r) => r.name)).toEqual(["AUDIO", "Lights"]);
  });

  it("lets two users each have a filter of the same name", async ({ ctx }) => {
    const a = await buildUser(ctx);
    const b = await buildUser(ctx);
    expect((await saveFilter(ctx, a, "Lenses", "")).statusCode).toBe(201);
    expect((await saveFilter(ctx, b, "Lenses", "")).statusCode).toBe(201);
  });

  it("refuses a filter whose dates have passed, on the query field", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const yesterday = addDays(todayInMalaysia(), -1);
    const res = await saveFilter(ctx, user, "Old", `from=${yesterday}&to=${yesterday}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ query: "The start date cannot be in the past" });
    expect(await rowsOf(ctx, user.id)).toEqual([]);
  });
});

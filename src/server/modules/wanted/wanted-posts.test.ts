import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wantedPosts } from "../../db/schema";
import { buildAccount, buildBookingOwner, buildRenter, day } from "../../test/booking-factories";
import { buildTestApp, get, post, type TestApp } from "../../test/test-app";
import { MAX_OPEN_WANTED_POSTS, WANTED_MESSAGES } from "../../../shared/wanted-contracts";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const request = {
  title: "Drone for a wedding",
  description: "Need a drone with a good camera for one day in Ipoh.",
  category: "drones",
  startDate: day(10),
  endDate: day(10),
  state: "Perak",
  budgetPerDay: 20000,
};
const postsOf = (userId: string) => ctx.db.select().from(wantedPosts).where(eq(wantedPosts.userId, userId));
const idsOf = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((p) => p.id);

describe("the public board", () => {
  it("shows a renter's post to everyone with the first name only and no private fields", async () => {
    const renter = await buildRenter(ctx, { name: "Siti Aminah binti Ali" });
    const res = await post(ctx.app, "/api/wanted", request, renter.cookie);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;

    const board = await get(ctx.app, "/api/wanted?category=drones&state=Perak");
    expect(board.statusCode).toBe(200);
    const item = board.json().items.find((p: { id: number }) => p.id === id);
    expect(item).toEqual({
      id,
      title: request.title,
      description: request.description,
      category: "drones",
      startDate: request.startDate,
      endDate: request.endDate,
      state: "Perak",
      budgetPerDay: 20000,
      status: "open",
      createdAt: expect.any(String),
      posterName: "Siti",
      answerCount: 0,
      isMine: false,
    });
    const text = board.body;
    for (const secret of [renter.email, renter.id, "Aminah", "binti"]) expect(text).not.toContain(secret);

    const asPoster = await get(ctx.app, "/api/wanted", renter.cookie);
    expect(asPoster.json().items.find((p: { id: number }) => p.id === id).isMine).toBe(true);
    const asOther = await get(ctx.app, "/api/wanted", (await buildRenter(ctx)).cookie);
    expect(asOther.json().items.find((p: { id: number }) => p.id === id).isMine).toBe(false);
    expect((await get(ctx.app, `/api/wanted/${id}`)).json()).toEqual({ post: item, answers: [] });
  });

  it("filters by category and state, newest first, 20 a page", async () => {
    // Seeded directly: 23 posts need three posters (10 open each) and no request per post.
    const posters = await Promise.all([buildRenter(ctx), buildRenter(ctx), buildRenter(ctx)]);
    const base = Date.now() - 60 * 60_000;
    const rows = Array.from({ length: 23 }, (_, i) => ({
      userId: posters[i % 3]!.id,
      title: `Light panel ${i}`,
      description: "Two LED panels for an interview.",
      category: "lighting",
      state: "Perlis",
      createdAt: new Date(base + i * 1000),
    }));
    await ctx.db.insert(wantedPosts).values(rows);
    await ctx.db.insert(wantedPosts).values({
      userId: posters[0]!.id,
      title: "Audio in Perlis",
      description: "A boom mic.",
      category: "audio",
      state: "Perlis",
    });

    const page1 = await get(ctx.app, "/api/wanted?category=lighting&state=Perlis");
    expect(page1.json()).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(page1.json().items.map((p: { title: string }) => p.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Light panel ${22 - i}`),
    );
    const page2 = await get(ctx.app, "/api/wanted?category=lighting&state=Perlis&page=2");
    expect(page2.json().items.map((p: { title: string }) => p.title)).toEqual([
      "Light panel 2",
      "Light panel 1",
      "Light panel 0",
    ]);
    const byState = await get(ctx.app, "/api/wanted?state=Perlis&page=2");
    expect(byState.json().total).toBe(24);

    expect((await get(ctx.app, "/api/wanted?category=boats")).statusCode).toBe(400);
    expect((await get(ctx.app, "/api/wanted?status=deleted")).statusCode).toBe(400);
    expect((await get(ctx.app, "/api/wanted/abc")).statusCode).toBe(400);
    expect((await get(ctx.app, "/api/wanted/99999999")).statusCode).toBe(404);
  });
});

describe("posting", () => {
  it("answers bad input with the field messages and writes nothing", async () => {
    const renter = await buildRenter(ctx);
    const cases: [object, Record<string, string>][] = [
      [
        { title: "x", description: "short", category: "boats" },
        {
          title: "Give the request a title of at least 3 characters",
          description: "Describe what you need in at least 10 characters",
          category: "Choose a category from the list",
        },
      ],
      [{ title: "x".repeat(101) }, { title: "Keep the title under 100 characters" }],
      [{ startDate: day(5), endDate: day(4) }, { endDate: WANTED_MESSAGES.endBeforeStart }],
      [{ startDate: day(5), endDate: null }, { endDate: WANTED_MESSAGES.bothDates }],
      [{ startDate: "2026-02-30", endDate: day(4) }, { startDate: "Use a date like 2026-12-31" }],
      [{ startDate: day(-1), endDate: day(1) }, { startDate: WANTED_MESSAGES.startInPast }],
      [{ startDate: day(360), endDate: day(366) }, { endDate: WANTED_MESSAGES.tooFarAhead }],
      [{ state: "Narnia" }, { state: "Choose a state from the list" }],
      [{ budgetPerDay: 0 }, { budgetPerDay: "The budget must be more than RM 0.00" }],
      [{ budgetPerDay: 12.5 }, { budgetPerDay: "Type the budget in RM, like 150 or 150.50" }],
    ];
    for (const [change, fields] of cases) {
      const res = await post(ctx.app, "/api/wanted", { ...request, ...change }, renter.cookie);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(await postsOf(renter.id)).toEqual([]);

    // The edges are allowed: today, a year ahead, no dates, no state, no budget.
    expect(
      (await post(ctx.app, "/api/wanted", { ...request, startDate: day(0), endDate: day(365) }, renter.cookie))
        .statusCode,
    ).toBe(201);
    const bare = await post(
      ctx.app,
      "/api/wanted",
      { ...request, startDate: "", endDate: "", state: "", budgetPerDay: null },
      renter.cookie,
    );
    expect(bare.json()).toMatchObject({ startDate: null, endDate: null, state: null, budgetPerDay: null });
  });

  it("takes renters and owners; refuses the signed out (401) and staff roles (403), writing nothing", async () => {
    const owner = await buildBookingOwner(ctx);
    expect((await post(ctx.app, "/api/wanted", request, owner.cookie)).statusCode).toBe(201);

    const before = (await ctx.db.select().from(wantedPosts)).length;
    expect((await post(ctx.app, "/api/wanted", request)).statusCode).toBe(401);
    // Who asks is settled before the body: still 401 with a bad one.
    expect((await post(ctx.app, "/api/wanted", { title: "x" })).statusCode).toBe(401);
    for (const role of ["staff", "accountant", "admin"]) {
      const account = await buildAccount(ctx, { role });
      const res = await post(ctx.app, "/api/wanted", request, account.cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toBe("Only renter and owner accounts can post wanted requests.");
      expect(await postsOf(account.id)).toEqual([]);
    }
    expect((await ctx.db.select().from(wantedPosts)).length).toBe(before);
  });

  it(`allows at most ${MAX_OPEN_WANTED_POSTS} open posts per person; closing one frees a place`, async () => {
    const renter = await buildRenter(ctx);
    const ids: number[] = [];
    for (let i = 0; i < MAX_OPEN_WANTED_POSTS; i++)
      ids.push((await post(ctx.app, "/api/wanted", { ...request, title: `Request ${i}` }, renter.cookie)).json().id);
    const over = await post(ctx.app, "/api/wanted", request, renter.cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(WANTED_MESSAGES.tooManyOpen);
    expect(await postsOf(renter.id)).toHaveLength(MAX_OPEN_WANTED_POSTS);

    await post(ctx.app, `/api/wanted/${ids[0]}/close`, {}, renter.cookie);
    expect((await post(ctx.app, "/api/wanted", request, renter.cookie)).statusCode).toBe(201);
  });
});

describe("closing", () => {
  it("is for the poster only, once; others get 404 and the post stays open", async () => {
    const renter = await buildRenter(ctx);
    const id = (
      await post(ctx.app, "/api/wanted", { ...request, category: "grip", state: "Melaka" }, renter.cookie)
    ).json().id;
    const status = async () => (await postsOf(renter.id))[0]!.status;

    expect((await post(ctx.app, `/api/wanted/${id}/close`, {})).statusCode).toBe(401);
    for (const stranger of [
      await buildRenter(ctx),
      await buildBookingOwner(ctx),
      await buildAccount(ctx, { role: "admin" }),
    ]) {
      const res = await post(ctx.app, `/api/wanted/${id}/close`, {}, stranger.cookie);
      expect(res.statusCode).toBe(404);
    }
    expect(await status()).toBe("open");

    const closed = await post(ctx.app, `/api/wanted/${id}/close`, {}, renter.cookie);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: "closed", isMine: true });
    const again = await post(ctx.app, `/api/wanted/${id}/close`, {}, renter.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This wanted request is already closed.");
    expect(await status()).toBe("closed");
    expect((await post(ctx.app, "/api/wanted/99999999/close", {}, renter.cookie)).statusCode).toBe(404);

    // Off the open board, on the closed one.
    expect(idsOf(await get(ctx.app, "/api/wanted?category=grip&state=Melaka"))).toEqual([]);
    expect(idsOf(await get(ctx.app, "/api/wanted?status=closed&category=grip&state=Melaka"))).toEqual([id]);
  });
});

import { eq } from "drizzle-orm";
import { wantedPosts } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { buildUser, buildOwner, buildRenter, day } from "../../test/factories";
import { WANTED_REQUEST } from "../../test/wanted";
import { MAX_OPEN_WANTED_POSTS, WANTED_MESSAGES } from "../../../shared/wanted-contracts";
import { translateFor } from "../../lib/i18n";

const request = { ...WANTED_REQUEST, budgetPerDay: 20000 };
/** A rule's message as an English reader gets it. */
const english = (message: string) => translateFor("en", message);
const postsOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(wantedPosts).where(eq(wantedPosts.userId, userId));
const idsOf = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((p) => p.id);

describe("the public board", () => {
  it("shows a renter's post to everyone with the first name only and no private fields", async ({ ctx }) => {
    const renter = await buildRenter(ctx, { name: "Siti Aminah binti Ali" });
    const res = await ctx.request.post("/api/wanted", request, { as: renter });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;

    const board = await ctx.request.get("/api/wanted?category=drones&state=Perak");
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

    const asPoster = await ctx.request.get("/api/wanted", { as: renter });
    expect(asPoster.json().items.find((p: { id: number }) => p.id === id).isMine).toBe(true);
    const asOther = await ctx.request.get("/api/wanted", { as: (await buildRenter(ctx)).cookie });
    expect(asOther.json().items.find((p: { id: number }) => p.id === id).isMine).toBe(false);
    expect((await ctx.request.get(`/api/wanted/${id}`)).json()).toEqual({ post: item, answers: [] });
  });

  it("filters by category and state, newest first, 20 a page", async ({ ctx }) => {
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

    const page1 = await ctx.request.get("/api/wanted?category=lighting&state=Perlis");
    expect(page1.json()).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(page1.json().items.map((p: { title: string }) => p.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Light panel ${22 - i}`),
    );
    const page2 = await ctx.request.get("/api/wanted?category=lighting&state=Perlis&page=2");
    expect(page2.json().items.map((p: { title: string }) => p.title)).toEqual([
      "Light panel 2",
      "Light panel 1",
      "Light panel 0",
    ]);
    const byState = await ctx.request.get("/api/wanted?state=Perlis&page=2");
    expect(byState.json().total).toBe(24);

    expect((await ctx.request.get("/api/wanted?category=boats")).statusCode).toBe(400);
    expect((await ctx.request.get("/api/wanted?status=deleted")).statusCode).toBe(400);
    expect((await ctx.request.get("/api/wanted/abc")).statusCode).toBe(400);
    expect((await ctx.request.get("/api/wanted/99999999")).statusCode).toBe(404);
  });
});

describe("posting", () => {
  it("answers bad input with the field messages and writes nothing", async ({ ctx }) => {
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
      [{ title: "x".repeat(101) }, { title: "Keep the title to 100 characters or fewer" }],
      [{ startDate: day(5), endDate: day(4) }, { endDate: english(WANTED_MESSAGES.endBeforeStart) }],
      [{ startDate: day(5), endDate: null }, { endDate: english(WANTED_MESSAGES.bothDates) }],
      [{ startDate: "2026-02-30", endDate: day(4) }, { startDate: "Use a date like 2026-12-31" }],
      [{ startDate: day(-1), endDate: day(1) }, { startDate: english(WANTED_MESSAGES.startInPast) }],
      [{ startDate: day(360), endDate: day(366) }, { endDate: english(WANTED_MESSAGES.tooFarAhead) }],
      [{ state: "Narnia" }, { state: "Choose a state from the list" }],
      [{ budgetPerDay: 0 }, { budgetPerDay: "The budget must be more than RM 0.00" }],
      [{ budgetPerDay: 12.5 }, { budgetPerDay: "Type the budget in RM, like 150 or 150.50" }],
    ];
    for (const [change, fields] of cases) {
      const res = await ctx.request.post("/api/wanted", { ...request, ...change }, { as: renter });
      expect(expectBadInput(res, JSON.stringify(change)).fields).toEqual(fields);
    }
    expect(await postsOf(ctx, renter.id)).toEqual([]);

    // The edges are allowed: today, a year ahead, no dates, no state, no budget.
    expect(
      (await ctx.request.post("/api/wanted", { ...request, startDate: day(0), endDate: day(365) }, { as: renter }))
        .statusCode,
    ).toBe(201);
    const bare = await ctx.request.post(
      "/api/wanted",
      { ...request, startDate: "", endDate: "", state: "", budgetPerDay: null },
      { as: renter },
    );
    expect(bare.json()).toMatchObject({ startDate: null, endDate: null, state: null, budgetPerDay: null });
  });

  it("takes renters and owners; refuses the signed out (401) and staff roles (403), writing nothing", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx);
    expect((await ctx.request.post("/api/wanted", request, { as: owner })).statusCode).toBe(201);

    const before = (await ctx.db.select().from(wantedPosts)).length;
    expect((await ctx.request.post("/api/wanted", request)).statusCode).toBe(401);
    // Who asks is settled before the body: still 401 with a bad one.
    expect((await ctx.request.post("/api/wanted", { title: "x" })).statusCode).toBe(401);
    for (const role of ["staff", "accountant", "admin"] as const) {
      const account = await buildUser(ctx, { role });
      const res = await ctx.request.post("/api/wanted", request, { as: account });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toBe("Only renter and owner accounts can post wanted requests.");
      expect(await postsOf(ctx, account.id)).toEqual([]);
    }
    expect((await ctx.db.select().from(wantedPosts)).length).toBe(before);
  });

  it(`allows at most ${MAX_OPEN_WANTED_POSTS} open posts per person; closing one frees a place`, async ({ ctx }) => {
    const renter = await buildRenter(ctx);
    const ids: number[] = [];
    for (let i = 0; i < MAX_OPEN_WANTED_POSTS; i++)
      ids.push(
        (await ctx.request.post("/api/wanted", { ...request, title: `Request ${i}` }, { as: renter })).json().id,
      );
    const over = await ctx.request.post("/api/wanted", request, { as: renter });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(english(WANTED_MESSAGES.tooManyOpen));
    expect(await postsOf(ctx, renter.id)).toHaveLength(MAX_OPEN_WANTED_POSTS);

    await ctx.request.post(`/api/wanted/${ids[0]}/close`, {}, { as: renter });
    expect((await ctx.request.post("/api/wanted", request, { as: renter })).statusCode).toBe(201);
  });
});

describe("in the reader's language", () => {
  it("answers a Malay reader's mistakes and refusals in Malay", async ({ ctx }) => {
    const renter = await buildRenter(ctx, { language: "ms" });
    const bad = await ctx.request.post(
      "/api/wanted",
      { ...request, title: "x", startDate: day(5), endDate: day(4), budgetPerDay: 0 },
      { as: renter },
    );
    expect(expectBadInput(bad).fields).toEqual({
      title: "Berikan tajuk permintaan sekurang-kurangnya 3 aksara",
      budgetPerDay: "Bajet mestilah lebih daripada RM 0.00",
      endDate: "Tarikh akhir mestilah pada atau selepas tarikh mula",
    });
    const far = await ctx.request.post(
      "/api/wanted",
      { ...request, startDate: day(360), endDate: day(366) },
      { as: renter },
    );
    expect(far.json().error.fields).toEqual({ endDate: "Tarikh paling jauh setahun dari sekarang" });
    // A signed-out caller is answered in the language its browser asks for.
    const missing = await ctx.request.get("/api/wanted/2147483647", { headers: { "accept-language": "ms" } });
    expect(missing.json().error.message).toBe("Permintaan dicari itu tidak dijumpai.");
    const staff = await buildUser(ctx, { role: "staff", language: "ms" });
    const refused = await ctx.request.post("/api/wanted", request, { as: staff });
    expect(refused.json().error.message).toBe("Hanya akaun penyewa dan pemilik boleh menyiarkan permintaan dicari.");
  });
});

describe("closing", () => {
  it("is for the poster only, once; others get 404 and the post stays open", async ({ ctx }) => {
    const renter = await buildRenter(ctx);
    const id = (
      await ctx.request.post("/api/wanted", { ...request, category: "grip", state: "Melaka" }, { as: renter })
    ).json().id;
    const status = async () => (await postsOf(ctx, renter.id))[0]!.status;

    expect((await ctx.request.post(`/api/wanted/${id}/close`, {})).statusCode).toBe(401);
    for (const stranger of [await buildRenter(ctx), await buildOwner(ctx), await buildUser(ctx, { role: "admin" })]) {
      const res = await ctx.request.post(`/api/wanted/${id}/close`, {}, { as: stranger });
      expect(res.statusCode).toBe(404);
    }
    expect(await status()).toBe("open");

    const closed = await ctx.request.post(`/api/wanted/${id}/close`, {}, { as: renter });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: "closed", isMine: true });
    const again = await ctx.request.post(`/api/wanted/${id}/close`, {}, { as: renter });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This wanted request is already closed.");
    expect(await status()).toBe("closed");
    expect((await ctx.request.post("/api/wanted/99999999/close", {}, { as: renter })).statusCode).toBe(404);

    // Off the open board, on the closed one.
    expect(idsOf(await ctx.request.get("/api/wanted?category=grip&state=Melaka"))).toEqual([]);
    expect(idsOf(await ctx.request.get("/api/wanted?status=closed&category=grip&state=Melaka"))).toEqual([id]);
  });
});

import { eq } from "drizzle-orm";
import { gear, gearHolds, owners } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildOwner, buildGear, buildGearPhoto, day } from "../../test/factories";
import { findFeaturedGear } from "./repository";

/**
 * GET /api/gear, /api/gear/state-counts and /api/gear/featured against one
 * catalogue: five active owners, one suspended, thirteen listings (one
 * archived). Expected lists are written out by hand, not derived.
 */

const id: Record<string, string> = {};
type Card = { id: string; name: string; ownerId: string; coverThumbUrl: string | null };
const search = async (ctx: TestApp, query: string) => {
  const res = await ctx.request.get(`/api/gear${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Card[]; total: number; page: number; pageSize: number };
};
const names = async (ctx: TestApp, query: string) => (await search(ctx, query)).items.map((g) => g.name);
/** Of two ids, in the order a tie is broken: ascending or descending. */
const tie = (a: string, b: string, order: "asc" | "desc") =>
  ([id[a]!, id[b]!].sort() as string[])[order === "asc" ? 0 : 1] === id[a] ? [a, b] : [b, a];
const hoursAgo = (h: number) => new Date(Date.UTC(2026, 10, 1) - h * 3_600_000);

beforeAll(async ({ ctx }) => {
  const [a, b, c, d, e, x] = await Promise.all(Array.from({ length: 6 }, () => buildOwner(ctx)));
  await ctx.db.update(owners).set({ status: "suspended" }).where(eq(owners.userId, x!.id));
  const add = async (key: string, ownerId: string, values: Partial<typeof gear.$inferInsert> & { photo?: boolean }) => {
    const { photo = true, ...fields } = values;
    id[key] = (await buildGear(ctx, { ownerId, ...fields })).id;
    if (photo) await buildGearPhoto(ctx, id[key]!, key, { width: 8, height: 6 });
  };
  await add("fx3", a!.id, {
    name: "Sony FX3 Cinema Line",
    brand: "Sony",
    model: "FX3",
    category: "cameras",
    state: "Selangor",
    pricePerDay: 15000,
    createdAt: hoursAgo(1),
  });
  await add("gm", a!.id, {
    name: "Sony FE 24-70mm GM II",
    brand: "Sony",
    category: "lenses",
    state: "Selangor",
    pricePerDay: 8000,
    createdAt: hoursAgo(2),
  });
  await add("rode", a!.id, {
    name: "Rode Wireless GO II",
    category: "audio",
    state: "Selangor",
    pricePerDay: 5000,
    enableStudentRate: true,
    studentPrice: 4000,
    createdAt: hoursAgo(3),
  });
  await add("fx6", a!.id, {
    name: "Sony FX6 Full-Frame",
    category: "cameras",
    state: "Selangor",
    pricePerDay: 25000,
    status: "archived",
    createdAt: hoursAgo(0.5),
  });
  await add("r5", b!.id, {
    name: "Canon EOS R5",
    brand: "Canon",
    category: "cameras",
    state: "Sabah",
    pricePerDay: 12000,
    enableStudentRate: true,
    studentPrice: 10000,
    createdAt: hoursAgo(4),
  });
  await add("mavic", b!.id, {
    name: "DJI Mavic 3 Classic",
    category: "drones",
    state: "Sabah",
    pricePerDay: 30000,
    photo: false,
    createdAt: hoursAgo(0.2),
  });
  await add("rf", b!.id, {
    name: "Canon RF 24-70mm",
    brand: "Canon",
    category: "lenses",
    state: "Sabah",
    pricePerDay: 8000,
    createdAt: hoursAgo(5),
  });
  await add("aputure", c!.id, {
    name: "Aputure 600d Pro",
    category: "lighting",
    state: "Johor",
    pricePerDay: 20000,
    createdAt: hoursAgo(6),
  });
  await add("tripod", c!.id, {
    name: "Manfrotto 504X Tripod",
    category: "grip",
    state: "Johor",
    pricePerDay: 3000,
    createdAt: hoursAgo(7),
  });
  await add("zoom", d!.id, {
    name: "Zoom H6 Recorder",
    category: "audio",
    state: "Perak",
    pricePerDay: 4000,
    createdAt: hoursAgo(8),
  });
  await add("godox", d!.id, {
    name: "Godox SL60W",
    category: "lighting",
    state: "Perak",
    pricePerDay: 6000,
    createdAt: hoursAgo(9),
  });
  // Same creation time: the newest sort breaks the tie by id.
  await add("bmpcc", e!.id, {
    name: "Blackmagic Pocket 6K",
    category: "cameras",
    state: null,
    pricePerDay: 9000,
    createdAt: hoursAgo(10),
  });
  await add("cage", e!.id, {
    name: "SmallRig Cage",
    category: "accessories",
    state: null,
    pricePerDay: 2000,
    createdAt: hoursAgo(10),
  });
  await add("fx30", x!.id, {
    name: "Sony FX30",
    category: "cameras",
    state: "Selangor",
    pricePerDay: 10000,
    createdAt: hoursAgo(0.1),
  });
  // The FX3 is blocked from day 30 to day 34 (the range's end is exclusive).
  await ctx.db
    .insert(gearHolds)
    .values({ gearId: id.fx3!, kind: "block", period: `[${day(30)},${day(35)})`, note: "Servicing" });
  // A block on another item far away must not hide anything else.
  await ctx.db.insert(gearHolds).values({ gearId: id.r5!, kind: "block", period: `[${day(90)},${day(92)})` });
});

const ALL_NEWEST = [
  "DJI Mavic 3 Classic",
  "Sony FX3 Cinema Line",
  "Sony FE 24-70mm GM II",
  "Rode Wireless GO II",
  "Canon EOS R5",
  "Canon RF 24-70mm",
  "Aputure 600d Pro",
  "Manfrotto 504X Tripod",
  "Zoom H6 Recorder",
  "Godox SL60W",
];
const NAME: Record<string, string> = {
  bmpcc: "Blackmagic Pocket 6K",
  cage: "SmallRig Cage",
  gm: "Sony FE 24-70mm GM II",
  rf: "Canon RF 24-70mm",
};

describe("GET /api/gear filters", () => {
  it("lists every active listing of an active owner, newest first with ties broken by id", async ({ ctx }) => {
    const res = await search(ctx, "");
    expect(res.items.map((g) => g.name)).toEqual([...ALL_NEWEST, ...tie("bmpcc", "cage", "desc").map((k) => NAME[k])]);
    expect(res).toMatchObject({ total: 12, page: 1, pageSize: 12 });
  });

  it("never lists archived gear or gear of an owner who is not active, whatever the filter", async ({ ctx }) => {
    for (const query of [
      "",
      "q=sony",
      "category=cameras&state=Selangor",
      "minPrice=9000&maxPrice=26000",
      `from=${day(40)}&to=${day(41)}`,
      "sort=price_desc",
    ]) {
      const found = await names(ctx, query);
      expect(found, query).not.toContain("Sony FX6 Full-Frame");
      expect(found, query).not.toContain("Sony FX30");
    }
    expect(await names(ctx, "category=cameras&state=Selangor")).toEqual(["Sony FX3 Cinema Line"]);
  });

  it.for([
    ["q=son%20fx", ["Sony FX3 Cinema Line"]],
    ["q=SONY", ["Sony FX3 Cinema Line", "Sony FE 24-70mm GM II"]],
    ["q=canon%2024", ["Canon RF 24-70mm"]],
    ["q=wireless", ["Rode Wireless GO II"]],
    // Only punctuation leaves no words: no text filter, and never tsquery syntax from the user.
    ["q=%27%20%26%20!%3A*&category=lenses", ["Sony FE 24-70mm GM II", "Canon RF 24-70mm"]],
    ["category=lenses", ["Sony FE 24-70mm GM II", "Canon RF 24-70mm"]],
    ["category=audio", ["Rode Wireless GO II", "Zoom H6 Recorder"]],
    ["state=Perak", ["Zoom H6 Recorder", "Godox SL60W"]],
    ["state=W.P.%20Labuan", []],
    // Both ends are included.
    [
      "minPrice=8000&maxPrice=15000",
      ["Sony FX3 Cinema Line", "Sony FE 24-70mm GM II", "Canon EOS R5", "Canon RF 24-70mm", "Blackmagic Pocket 6K"],
    ],
    ["minPrice=20000", ["DJI Mavic 3 Classic", "Aputure 600d Pro"]],
    ["maxPrice=3000", ["Manfrotto 504X Tripod", "SmallRig Cage"]],
    ["student=true", ["Rode Wireless GO II", "Canon EOS R5"]],
    ["student=true&state=Sabah", ["Canon EOS R5"]],
  ] as const)("%s narrows to exactly the matching listings", async ([query, expected], { ctx }) => {
    const res = await search(ctx, query);
    expect(res.items.map((g) => g.name)).toEqual(expected);
    expect(res.total).toBe(expected.length);
  });

  it("sorts by price both ways, breaking equal prices by id", async ({ ctx }) => {
    const [lo, hi] = tie("gm", "rf", "asc").map((k) => NAME[k]!);
    const ascending = [
      "SmallRig Cage",
      "Manfrotto 504X Tripod",
      "Zoom H6 Recorder",
      "Rode Wireless GO II",
      "Godox SL60W",
      lo,
      hi,
      "Blackmagic Pocket 6K",
      "Canon EOS R5",
      "Sony FX3 Cinema Line",
      "Aputure 600d Pro",
      "DJI Mavic 3 Classic",
    ];
    expect(await names(ctx, "sort=price_asc")).toEqual(ascending);
    // Descending reverses the price and the tie-break alike.
    expect(await names(ctx, "sort=price_desc")).toEqual([...ascending].reverse());
    expect(await names(ctx, "sort=price_desc&category=lenses")).toEqual([hi, lo]);
  });

  it("pages through every listing once, with the same total on each page", async ({ ctx }) => {
    const pages = await Promise.all([1, 2, 3].map((p) => search(ctx, `sort=price_asc&pageSize=5&page=${p}`)));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
    expect(pages.flatMap((p) => p.items.map((g) => g.name))).toEqual(await names(ctx, "sort=price_asc"));
    expect(await search(ctx, "sort=price_asc&pageSize=5&page=4")).toMatchObject({
      items: [],
      total: 12,
      page: 4,
      pageSize: 5,
    });
  });
});

describe("GET /api/gear available between two dates", () => {
  it("leaves out gear with a hold on any asked-for day", async ({ ctx }) => {
    expect(await names(ctx, `category=cameras&from=${day(33)}&to=${day(36)}`)).toEqual([
      "Canon EOS R5",
      "Blackmagic Pocket 6K",
    ]);
    // The hold's first and last day count too.
    expect(await names(ctx, `category=cameras&from=${day(28)}&to=${day(30)}`)).not.toContain("Sony FX3 Cinema Line");
    expect(await names(ctx, `category=cameras&from=${day(34)}&to=${day(34)}`)).not.toContain("Sony FX3 Cinema Line");
  });

  it("keeps it on the days next to the hold", async ({ ctx }) => {
    expect(await names(ctx, `category=cameras&from=${day(35)}&to=${day(37)}`)).toEqual([
      "Sony FX3 Cinema Line",
      "Canon EOS R5",
      "Blackmagic Pocket 6K",
    ]);
    expect(await names(ctx, `category=cameras&from=${day(29)}&to=${day(29)}`)).toEqual([
      "Sony FX3 Cinema Line",
      "Canon EOS R5",
      "Blackmagic Pocket 6K",
    ]);
  });

  it("answers with the database as it is now, right after a change", async ({ ctx }) => {
    const window = `category=lenses&from=${day(60)}&to=${day(61)}`;
    expect(await names(ctx, window)).toHaveLength(2);
    const [hold] = await ctx.db
      .insert(gearHolds)
      .values({ gearId: id.rf!, kind: "block", period: `[${day(61)},${day(62)})` })
      .returning();
    expect(await names(ctx, window)).toEqual(["Sony FE 24-70mm GM II"]);
    await ctx.db.delete(gearHolds).where(eq(gearHolds.id, hold!.id));
    expect(await names(ctx, window)).toHaveLength(2);

    await ctx.db.update(gear).set({ status: "archived" }).where(eq(gear.id, id.gm!));
    try {
      expect(await search(ctx, "category=lenses")).toMatchObject({ total: 1, items: [{ name: "Canon RF 24-70mm" }] });
    } finally {
      await ctx.db.update(gear).set({ status: "active" }).where(eq(gear.id, id.gm!));
    }
    expect((await search(ctx, "category=lenses")).total).toBe(2);
  });
});

describe("GET /api/gear refuses a bad filter", () => {
  it.for([
    [`from=${day(5)}&to=${day(3)}`, { to: "The end date must be on or after the start date" }],
    [`from=${day(5)}`, { to: "Give both dates, or neither" }],
    [`to=${day(5)}`, { from: "Give both dates, or neither" }],
    ["from=2026-02-30&to=2026-03-01", { from: "Use a date like 2026-12-31" }],
    ["minPrice=5000&maxPrice=100", { maxPrice: "The highest price must be at least the lowest" }],
    ["minPrice=-1", { minPrice: "Cannot be negative" }],
    ["category=boats", { category: "Choose a category from the list" }],
    ["state=Atlantis", { state: "Choose a state from the list" }],
    ["pageSize=500", { pageSize: "At most 48 a page" }],
    ["minPrice=abc", { minPrice: "Use an amount in sen, like 12000" }],
    ["maxPrice=99.5", { maxPrice: "Use an amount in sen, like 12000" }],
    ["student=yes", { student: "Use true or false" }],
    ["sort=cheapest", { sort: "Sort by newest, price_asc or price_desc" }],
    ["page=0", { page: "Pages start at 1" }],
    [`q=${"a".repeat(101)}`, { q: "Keep the search to 100 characters or fewer" }],
  ] as const)("%s → 400 with the field's message", async ([query, fields], { ctx }) => {
    const res = await ctx.request.get(`/api/gear?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "BAD_INPUT", fields });
  });
});

describe("home page reads", () => {
  it("counts listed gear per state, most first, leaving out gear without a state", async ({ ctx }) => {
    const res = await ctx.request.get("/api/gear/state-counts");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { state: "Sabah", count: 3 },
      { state: "Selangor", count: 3 },
      { state: "Johor", count: 2 },
      { state: "Perak", count: 2 },
    ]);
  });

  it("features up to 8 newest listings with photos, at most 2 per owner", async ({ ctx }) => {
    const res = await ctx.request.get("/api/gear/featured");
    expect(res.statusCode).toBe(200);
    const featured = res.json() as Card[];
    // Not the Mavic (no photo), the FX6 (archived), the FX30 (owner suspended), the Rode (its owner's third);
    // the Pocket 6K and the cage would be ninth and tenth.
    expect(featured.map((g) => g.name)).toEqual(
      ALL_NEWEST.filter((name) => name !== "DJI Mavic 3 Classic" && name !== "Rode Wireless GO II"),
    );
    const perOwner = new Map<string, number>();
    for (const g of featured) perOwner.set(g.ownerId, (perOwner.get(g.ownerId) ?? 0) + 1);
    expect(Math.max(...perOwner.values())).toBe(2);
    expect(featured[0]!.coverThumbUrl).toBe("/files/public/gear/fx3-t.webp");
  });

  it("still finds enough owners when the newest listings belong to a few of them", async ({ ctx }) => {
    const expected = ["Sony FX3 Cinema Line", "Canon EOS R5", "Aputure 600d Pro", "Zoom H6 Recorder"];
    // Scanning all twelve, the first pass has enough owners.
    expect((await findFeaturedGear(ctx.db, { limit: 4, perOwner: 1 })).map((g) => g.name)).toEqual(expected);
    // The newest four hold only two owners (three of them are one shop's): the ranked query takes over.
    expect((await findFeaturedGear(ctx.db, { limit: 4, perOwner: 1, scan: 4 })).map((g) => g.name)).toEqual(expected);
  });
});

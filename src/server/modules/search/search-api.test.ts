import { gearHolds, owners } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import { buildOwner, buildGear, buildGearPhoto, day } from "../../test/factories";
import { eq } from "drizzle-orm";

let ids: Record<string, string>;
const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((g) => g.name);

beforeAll(async ({ ctx }) => {
  const a = await buildOwner(ctx);
  const b = await buildOwner(ctx);
  const hidden = await buildOwner(ctx);
  await ctx.db.update(owners).set({ status: "suspended" }).where(eq(owners.userId, hidden.id));
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  ids = {
    fx3: (
      await buildGear(ctx, {
        ownerId: a.id,
        name: "Sony FX3 Cinema Camera",
        brand: "Sony",
        category: "cameras",
        state: "Selangor",
        pricePerDay: 25000,
        createdAt: at(1),
      })
    ).id,
    r5: (
      await buildGear(ctx, {
        ownerId: a.id,
        name: "Canon EOS R5",
        brand: "Canon",
        category: "cameras",
        state: "Johor",
        pricePerDay: 18000,
        enableStudentRate: true,
        studentPrice: 15000,
        createdAt: at(2),
      })
    ).id,
    light: (
      await buildGear(ctx, {
        ownerId: b.id,
        name: "Aputure LS 600d",
        category: "lighting",
        state: "Selangor",
        pricePerDay: 20000,
        createdAt: at(3),
      })
    ).id,
    mic: (
      await buildGear(ctx, {
        ownerId: b.id,
        name: "Rode Wireless PRO",
        category: "audio",
        state: "Sabah",
        pricePerDay: 5500,
        createdAt: at(4),
      })
    ).id,
    archived: (
      await buildGear(ctx, {
        ownerId: b.id,
        name: "Archived Sony",
        category: "cameras",
        state: "Selangor",
        pricePerDay: 1000,
        status: "archived",
      })
    ).id,
    hidden: (
      await buildGear(ctx, {
        ownerId: hidden.id,
        name: "Suspended Sony",
        category: "cameras",
        state: "Selangor",
        pricePerDay: 1000,
      })
    ).id,
  };
  for (const key of ["fx3", "light"]) await buildGearPhoto(ctx, ids[key]!, key);
  // The FX3 is blocked on days 10–12.
  await ctx.db.insert(gearHolds).values({ gearId: ids.fx3!, kind: "block", period: `[${day(10)},${day(13)})` });
});

describe("GET /api/gear", () => {
  it("lists active gear of active owners, newest first, never archived or hidden", async ({ ctx }) => {
    const res = await ctx.request.get("/api/gear");
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(["Rode Wireless PRO", "Aputure LS 600d", "Canon EOS R5", "Sony FX3 Cinema Camera"]);
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    expect(res.body).not.toContain("Archived Sony");
    expect(res.body).not.toContain("Suspended Sony");
  });

  it.for([
    ["q=son%20fx", ["Sony FX3 Cinema Camera"]],
    ["q=canon", ["Canon EOS R5"]],
    // Only punctuation: no words, so no text filter (and never tsquery syntax from the user).
    ["q=%27%20%26%20%21%3A*", ["Rode Wireless PRO", "Aputure LS 600d", "Canon EOS R5", "Sony FX3 Cinema Camera"]],
    ["q=sony%20%26%20!canon", []],
    ["category=cameras", ["Canon EOS R5", "Sony FX3 Cinema Camera"]],
    ["state=Selangor", ["Aputure LS 600d", "Sony FX3 Cinema Camera"]],
    ["minPrice=18000&maxPrice=20000", ["Aputure LS 600d", "Canon EOS R5"]],
    ["student=true", ["Canon EOS R5"]],
    ["sort=price_asc", ["Rode Wireless PRO", "Canon EOS R5", "Aputure LS 600d", "Sony FX3 Cinema Camera"]],
    ["sort=price_desc&category=cameras", ["Sony FX3 Cinema Camera", "Canon EOS R5"]],
  ] as const)("%s narrows to the right items", async ([query, expected], { ctx }) => {
    const res = await ctx.request.get(`/api/gear?${query}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });

  it("leaves out gear held on any asked-for day, keeps it on the days next to the hold", async ({ ctx }) => {
    const overlapping = await ctx.request.get(`/api/gear?category=cameras&from=${day(12)}&to=${day(14)}`);
    expect(names(overlapping)).toEqual(["Canon EOS R5"]);
    const before = await ctx.request.get(`/api/gear?category=cameras&from=${day(8)}&to=${day(9)}`);
    expect(names(before)).toEqual(["Canon EOS R5", "Sony FX3 Cinema Camera"]);
    const after = await ctx.request.get(`/api/gear?category=cameras&from=${day(13)}&to=${day(13)}`);
    expect(names(after)).toEqual(["Canon EOS R5", "Sony FX3 Cinema Camera"]);
  });

  it("pages with a stable order and the full total", async ({ ctx }) => {
    const first = await ctx.request.get("/api/gear?pageSize=3&sort=price_asc");
    const second = await ctx.request.get("/api/gear?pageSize=3&sort=price_asc&page=2");
    expect(names(first)).toEqual(["Rode Wireless PRO", "Canon EOS R5", "Aputure LS 600d"]);
    expect(names(second)).toEqual(["Sony FX3 Cinema Camera"]);
    expect(second.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it.for([
    [`from=${day(5)}`, "to", "Give both dates, or neither"],
    [`from=${day(5)}&to=${day(3)}`, "to", "The end date must be on or after the start date"],
    ["minPrice=5000&maxPrice=100", "maxPrice", "The highest price must be at least the lowest"],
    ["category=boats", "category", "Choose a category from the list"],
    ["pageSize=500", "pageSize", "At most 48 a page"],
  ] as const)("refuses %s with 400 on %s", async ([query, field, message], { ctx }) => {
    const res = await ctx.request.get(`/api/gear?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it("counts listed gear per state and features only gear with photos", async ({ ctx }) => {
    expect((await ctx.request.get("/api/gear/state-counts")).json()).toEqual([
      { state: "Selangor", count: 2 },
      { state: "Johor", count: 1 },
      { state: "Sabah", count: 1 },
    ]);
    const featured = (await ctx.request.get("/api/gear/featured")).json() as { name: string; coverThumbUrl: string }[];
    expect(featured.map((g) => g.name)).toEqual(["Aputure LS 600d", "Sony FX3 Cinema Camera"]);
    expect(featured[0]!.coverThumbUrl).toBe("/files/public/gear/light-t.webp");
  });
});

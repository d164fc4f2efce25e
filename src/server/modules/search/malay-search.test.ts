import { it, describe, expect, beforeAll } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import { buildGear, buildOwner } from "../../test/factories";

const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((g) => g.name);

beforeAll(async ({ ctx }) => {
  const owner = await buildOwner(ctx);
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  // Nothing in the text names its category or state: only the synonyms can find it by them.
  await buildGear(ctx, {
    ownerId: owner.id,
    name: "Sony FX3",
    category: "cameras",
    state: "Pulau Pinang",
    description: "Full frame, 4K 120p.",
    createdAt: at(1),
  });
  await buildGear(ctx, {
    ownerId: owner.id,
    name: "Fujifilm X-T5",
    category: "cameras",
    state: "Selangor",
    description: "Kamera tanpa cermin, lengkap dengan bateri",
    createdAt: at(2),
  });
  await buildGear(ctx, {
    ownerId: owner.id,
    name: "Aputure LS 600d",
    category: "lighting",
    state: "Melaka",
    createdAt: at(3),
  });
  await buildGear(ctx, {
    ownerId: owner.id,
    name: "DJI Mini 4 Pro",
    category: "drones",
    state: "W.P. Kuala Lumpur",
    createdAt: at(4),
  });
});

describe("GET /api/gear understands Malay (issue 10)", () => {
  it.for([
    ["kamera", ["Fujifilm X-T5", "Sony FX3"]],
    ["cameras", ["Fujifilm X-T5", "Sony FX3"]],
    ["pulau pinang", ["Sony FX3"]],
    ["Penang", ["Sony FX3"]],
    ["kamera penang", ["Sony FX3"]],
    ["lampu", ["Aputure LS 600d"]],
    ["Malacca", ["Aputure LS 600d"]],
    ["Melaka", ["Aputure LS 600d"]],
    ["dron", ["DJI Mini 4 Pro"]],
    ["KL", ["DJI Mini 4 Pro"]],
    ["Wilayah Persekutuan Kuala Lumpur", ["DJI Mini 4 Pro"]],
    // Malay listing text, word for word and as a typed prefix ('simple': no English stemming).
    ["bateri", ["Fujifilm X-T5"]],
    ["tanpa cermin", ["Fujifilm X-T5"]],
    ["lengk", ["Fujifilm X-T5"]],
    // Every word still has to match: a camera in Penang is not a drone.
    ["dron penang", []],
  ] as const)("q=%s finds %j", async ([q, expected], { ctx }) => {
    const res = await ctx.request.get(`/api/gear?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });
});

describe("GET /api/gear's refusals in the reader's language", () => {
  it("says what is wrong in Malay for Accept-Language: ms, in English otherwise", async ({ ctx }) => {
    const query = "/api/gear?category=boats&pageSize=500";
    const ms = await ctx.request.get(query, { headers: { "accept-language": "ms-MY,ms;q=0.9" } });
    expect(expectBadInput(ms).fields).toEqual({
      category: "Pilih kategori daripada senarai",
      pageSize: "Paling banyak 48 sehalaman",
    });
    const prices = await ctx.request.get("/api/gear?minPrice=5000&maxPrice=100", {
      headers: { "accept-language": "ms" },
    });
    expect(prices.json().error.fields).toEqual({
      maxPrice: "Harga tertinggi mestilah sekurang-kurangnya harga terendah",
    });
    const en = await ctx.request.get(query);
    expect(en.json().error.fields).toEqual({
      category: "Choose a category from the list",
      pageSize: "At most 48 a page",
    });
  });
});

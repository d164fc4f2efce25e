import { eq } from "drizzle-orm";
import { gear, gearPhotos, owners } from "../../db/schema";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { translateFor } from "../../lib/i18n";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildUser, buildOwner, ownerUsername } from "../../test/factories";
import { pngImage, listFiles } from "../../test/uploads";
import { listing, postGear, createGearId } from "../../test/gear";

/** A message of the gear contract as an English caller reads it. */
const english = (message: string) => translateFor("en", message);

const gearRow = async (ctx: TestApp, id: string) => (await ctx.db.select().from(gear).where(eq(gear.id, id)))[0];
const photosOf = (ctx: TestApp, gearId: string) =>
  ctx.db.select().from(gearPhotos).where(eq(gearPhotos.gearId, gearId)).orderBy(gearPhotos.position);

describe("POST /api/gear", () => {
  it("creates a listing of the signed-in owner, in their primary state by default", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    await ctx.db.update(owners).set({ state: "Perak" }).where(eq(owners.userId, owner.id));
    const res = await postGear(
      ctx,
      owner,
      listing({
        enableStudentRate: true,
        studentPrice: 18000,
        enableMultiplePricing: true,
        pricingTiers: [
          { minDays: 3, maxDays: 6, price: 22000 },
          { minDays: 7, maxDays: null, price: 19000 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { gear: detail } = res.json();
    expect(detail).toMatchObject({
      name: "Sony FX3 Cinema Camera",
      ownerId: owner.id,
      state: "Perak",
      status: "active",
      pricePerDay: 25000,
      extendedPriceThreshold: 4,
      condition: "like_new",
      studentPrice: 18000,
    });
    expect(detail.photos).toHaveLength(1);
    expect(detail.photos[0].url).toMatch(new RegExp(`^/files/public/gear/${detail.id}/[a-z0-9]+\\.webp$`));
    expect(detail.coverThumbUrl).toMatch(/-thumb\.webp$/);
    const row = await gearRow(ctx, detail.id);
    expect(row).toMatchObject({
      ownerId: owner.id,
      state: "Perak",
      deposit: 300000,
      pricingTiers: [
        { minDays: 3, maxDays: 6, price: 22000 },
        { minDays: 7, maxDays: null, price: 19000 },
      ],
    });
    // The stored photo is served publicly.
    expect((await ctx.request.get(detail.photos[0].url)).statusCode).toBe(200);
  });

  it("answers 401 signed out and 403 to a renter, and stores nothing", async ({ ctx }) => {
    const renter = await buildUser(ctx);
    const before = (await ctx.db.select().from(gear)).length;
    expect((await postGear(ctx, undefined)).statusCode).toBe(401);
    const res = await postGear(ctx, renter);
    expect(res.statusCode).toBe(403);
    expect((await ctx.db.select().from(gear)).length).toBe(before);
  });

  it("gives field messages for each bad field", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const res = await postGear(ctx, owner, {
      ...listing(),
      name: " ",
      category: "boats",
      pricePerDay: 50,
      extendedPriceThreshold: 1,
      specs: Array.from({ length: 31 }, () => ({ label: "a", value: "b" })),
      enableMultiplePricing: true,
      pricingTiers: [
        { minDays: 1, maxDays: 5, price: 10000 },
        { minDays: 4, maxDays: null, price: 9000 },
      ],
      enableStudentRate: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: "Name is required",
      category: "Choose a category from the list",
      pricePerDay: "Daily price must be at least RM 1.00",
      extendedPriceThreshold: "The extended price starts from 2 to 60 days",
      specs: "A listing can have at most 30 specifications",
    });
    // Cross-field rules run only once the fields themselves are valid.
    const tiers = await postGear(ctx, owner, {
      ...listing(),
      enableMultiplePricing: true,
      pricingTiers: [
        { minDays: 1, maxDays: 5, price: 10000 },
        { minDays: 4, maxDays: null, price: 9000 },
      ],
      enableStudentRate: true,
    });
    expect(tiers.json().error.fields).toEqual({
      pricingTiers: english(GEAR_MESSAGES.tiersOverlap),
      studentPrice: "Enter the student price, or turn the student rate off",
    });
    const empty = await postGear(ctx, owner, {
      ...listing(),
      enableMultiplePricing: true,
      pricingTiers: [{ minDays: 5, maxDays: 2, price: 10000 }],
    });
    expect(empty.json().error.fields).toEqual({
      "pricingTiers.0.maxDays": "The last day must be on or after the first day",
    });
    expect((await ctx.db.select().from(gear).where(eq(gear.ownerId, owner.id))).length).toBe(0);
  });

  it("needs a photo and the data part", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const none = await postGear(ctx, owner, listing(), []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ photos: english(GEAR_MESSAGES.photoRequired) });
    const bad = await ctx.request.post("/api/gear", listing(), { as: owner });
    expect(bad.statusCode).toBe(415);
    const notJson = await ctx.request.post("/api/gear", multipart({ data: "{name:" }, [{ data: await pngImage() }]), {
      as: owner,
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.fields).toEqual({ data: "The listing's details must be JSON." });
    expect((await ctx.db.select().from(gear).where(eq(gear.ownerId, owner.id))).length).toBe(0);
  });
});

describe("editing, archiving and restoring", () => {
  it("lets the owner edit some fields, archive and restore", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const id = await createGearId(ctx, owner);
    const res = await ctx.request.patch(
      `/api/gear/${id}`,
      { name: "Sony FX3 (kit)", extendedPrice: null, specs: [], state: "Sabah" },
      { as: owner },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: "Sony FX3 (kit)",
      extendedPrice: null,
      specs: [],
      state: "Sabah",
      pricePerDay: 25000,
    });
    expect(await gearRow(ctx, id)).toMatchObject({ name: "Sony FX3 (kit)", extendedPrice: null, brand: "Sony" });

    const archived = await ctx.request.post(`/api/gear/${id}/archive`, undefined, { as: owner });
    expect(archived.json().status).toBe("archived");
    expect((await ctx.request.get(`/api/gear/${id}`)).statusCode).toBe(404);
    // The owner still sees it, in the list and alone.
    expect((await ctx.request.get(`/api/owners/me/gear/${id}`, { as: owner })).json()).toMatchObject({
      id,
      status: "archived",
    });
    const list = (await ctx.request.get("/api/owners/me/gear", { as: owner })).json();
    expect(list).toEqual([expect.objectContaining({ id, status: "archived", photoCount: 1, name: "Sony FX3 (kit)" })]);

    const restored = await ctx.request.post(`/api/gear/${id}/restore`, undefined, { as: owner });
    expect(restored.json().status).toBe("active");
    expect((await ctx.request.get(`/api/gear/${id}`)).statusCode).toBe(200);
  });

  it("ignores fields a listing does not have (owner, status)", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const other = await buildOwner(ctx, { username: ownerUsername("other") });
    const id = await createGearId(ctx, owner);
    const res = await ctx.request.patch(
      `/api/gear/${id}`,
      { ownerId: other.id, status: "archived", id: "hijacked", deposit: 0 },
      { as: owner },
    );
    expect(res.statusCode).toBe(200);
    expect(await gearRow(ctx, id)).toMatchObject({ id, ownerId: owner.id, status: "active", deposit: 0 });
  });

  it("checks cross-field rules on the listing as it will be", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const id = await createGearId(ctx, owner);
    const res = await ctx.request.patch(`/api/gear/${id}`, { enableMultiplePricing: true }, { as: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      pricingTiers: "Add at least one pricing tier, or turn multiple pricing off",
    });
    const price = await ctx.request.patch(`/api/gear/${id}`, { pricePerDay: 10_000_001 }, { as: owner });
    expect(price.json().error.fields).toEqual({ pricePerDay: "Daily price must be at most RM 100,000.00" });
    expect((await gearRow(ctx, id))!.enableMultiplePricing).toBe(false);
  });

  it("answers 404 to another owner and to a renter, 401 signed out, and changes nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const other = await buildOwner(ctx, { username: ownerUsername("other") });
    const renter = await buildUser(ctx);
    const id = await createGearId(ctx, owner);
    const before = await gearRow(ctx, id);
    const photoId = (await ctx.db.select().from(gearPhotos).where(eq(gearPhotos.gearId, id)))[0]!.id;

    const attempts = [
      (c?: string) => ctx.request.patch(`/api/gear/${id}`, { name: "Mine now" }, { as: c }),
      (c?: string) => ctx.request.post(`/api/gear/${id}/archive`, undefined, { as: c }),
      (c?: string) => ctx.request.delete(`/api/gear/${id}/photos/${photoId}`, { as: c }),
      (c?: string) => ctx.request.put(`/api/gear/${id}/photos/order`, { photoIds: [photoId] }, { as: c }),
      (c?: string) =>
        ctx.request.post(`/api/gear/${id}/blocks`, { startDate: "2099-01-01", endDate: "2099-01-02" }, { as: c }),
      (c?: string) => ctx.request.get(`/api/gear/${id}/blocks`, { as: c }),
      (c?: string) => ctx.request.get(`/api/owners/me/gear/${id}`, { as: c }),
    ];
    for (const attempt of attempts) {
      expect((await attempt(other.cookie)).statusCode).toBe(404);
      expect((await attempt(renter.cookie)).statusCode).toBe(404);
      expect((await attempt(undefined)).statusCode).toBe(401);
    }
    expect(await gearRow(ctx, id)).toEqual(before);
    expect((await ctx.db.select().from(gearPhotos).where(eq(gearPhotos.gearId, id))).length).toBe(1);
    // Another owner's list does not show it; a renter has no owner list at all.
    expect((await ctx.request.get("/api/owners/me/gear", { as: other })).json()).toEqual([]);
    expect((await ctx.request.get("/api/owners/me/gear", { as: renter })).statusCode).toBe(403);
    expect((await ctx.request.get("/api/owners/me/gear")).statusCode).toBe(401);
  });
});

/** An owner's new listing, and the callers who may not touch it with the answer each gets. */
async function gearAndStrangers(ctx: TestApp) {
  const owner = await buildOwner(ctx, { username: ownerUsername() });
  const other = await buildOwner(ctx, { username: ownerUsername("other") });
  const renter = await buildUser(ctx);
  const id = await createGearId(ctx, owner);
  const strangers = [
    [other.cookie, 404],
    [renter.cookie, 404],
    [undefined, 401],
  ] as const;
  return { owner, id, strangers };
}

describe("photos and restore by someone else", () => {
  it("answers 404 to another owner and a renter, 401 signed out, when adding photos; nothing is stored", async ({
    ctx,
  }) => {
    const { id, strangers } = await gearAndStrangers(ctx);
    const before = await gearRow(ctx, id);
    const photosBefore = await photosOf(ctx, id);
    const filesBefore = await listFiles(ctx.uploadsDir);
    const photo = { data: await pngImage("#e67e22") };

    for (const [cookie, status] of strangers) {
      const res = await ctx.request.post(`/api/gear/${id}/photos`, multipart({}, [photo]), { as: cookie });
      expect(res.statusCode).toBe(status);
    }
    expect(await photosOf(ctx, id)).toEqual(photosBefore);
    expect(await gearRow(ctx, id)).toEqual(before);
    expect(await listFiles(ctx.uploadsDir)).toEqual(filesBefore);
  });

  it("answers 404 to another owner and a renter, 401 signed out, on restore; the listing stays archived", async ({
    ctx,
  }) => {
    const { owner, id, strangers } = await gearAndStrangers(ctx);
    expect((await ctx.request.post(`/api/gear/${id}/archive`, undefined, { as: owner })).json().status).toBe(
      "archived",
    );
    const before = await gearRow(ctx, id);

    for (const [cookie, status] of strangers) {
      expect((await ctx.request.post(`/api/gear/${id}/restore`, undefined, { as: cookie })).statusCode).toBe(status);
    }
    expect(await gearRow(ctx, id)).toEqual(before);
    expect(before!.status).toBe("archived");
    expect((await ctx.request.get(`/api/gear/${id}`)).statusCode).toBe(404);
  });
});

describe("GET /api/gear/:id", () => {
  it("shows active gear to anyone without private fields, and 404 for unknown ids", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername(), phoneNumber: "012-7654321" });
    const id = await createGearId(ctx, owner);
    const res = await ctx.request.get(`/api/gear/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      name: "Sony FX3 Cinema Camera",
      description: expect.any(String),
      specs: [{ label: "Sensor", value: "Full frame 12 MP" }],
      status: "active",
    });
    expect(body).not.toHaveProperty("search");
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain("7654321");
    expect(res.body).not.toMatch(/tsvector|'sony'/);
    expect((await ctx.request.get("/api/gear/nosuchgear000000000000000")).statusCode).toBe(404);
  });

  it("hides the gear of an owner whose profile is not active", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const id = await createGearId(ctx, owner);
    await ctx.db.update(owners).set({ status: "suspended" }).where(eq(owners.userId, owner.id));
    expect((await ctx.request.get(`/api/gear/${id}`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/api/gear/${id}/availability`)).statusCode).toBe(404);
  });
});

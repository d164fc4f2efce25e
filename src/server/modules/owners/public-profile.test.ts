import { eq } from "drizzle-orm";
import { gearPhotos, ownerPaymentSettings, owners } from "../../db/schema";
import { newId } from "../../lib/ids";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildGear, buildOwner, type BuiltUser } from "../../test/factories";

let owner: BuiltUser;
let activeIds: string[];
let archivedId: string;

beforeAll(async ({ ctx }) => {
  owner = await buildOwner(ctx, {
    username: "LensQueen",
    displayName: "Lens Queen Rentals",
    phoneNumber: "013-7776665",
  });
  await ctx.db
    .update(owners)
    .set({
      bio: "Primes and zooms.",
      state: "Selangor",
      coveredStates: ["W.P. Kuala Lumpur"],
      businessCity: "Shah Alam",
      instagramUrl: "https://instagram.com/lensqueen",
    })
    .where(eq(owners.userId, owner.id));
  await ctx.db.insert(ownerPaymentSettings).values({
    ownerId: owner.id,
    bank: "Maybank",
    accountHolder: "Queen",
    accountNumber: "7654321098",
    duitnowId: "queen@example.my",
    duitnowQrKey: "private/duitnow/x/y.webp",
  });
  // RM 140 a day: the card's price below.
  const gearOf = async (o: Parameters<typeof buildGear>[1]) =>
    (await buildGear(ctx, { ownerId: owner.id, pricePerDay: 14000, ...o })).id;
  const older = await gearOf({ name: "Canon RF 50mm", createdAt: new Date(Date.now() - 86_400_000) });
  const newer = await gearOf({ name: "Sony FE 85mm", enableStudentRate: true, studentPrice: 5000 });
  archivedId = await gearOf({ name: "Old tripod", status: "archived" });
  await ctx.db.insert(gearPhotos).values({
    id: newId(),
    gearId: newer,
    position: 0,
    fileKey: "public/gear/a/photo.webp",
    thumbKey: "public/gear/a/thumb.webp",
    width: 800,
    height: 600,
  });
  activeIds = [newer, older];
});

const profileOf = (ctx: TestApp, identifier: string) =>
  ctx.request.get(`/api/owners/${encodeURIComponent(identifier)}`);

describe("GET /api/owners/:identifier", () => {
  it("finds the owner by id: public fields, active gear newest first as cards, and the count", async ({ ctx }) => {
    const res = await profileOf(ctx, owner.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      id: owner.id,
      username: "LensQueen",
      displayName: "Lens Queen Rentals",
      photoUrl: null,
      bio: "Primes and zooms.",
      state: "Selangor",
      coveredStates: ["W.P. Kuala Lumpur"],
      businessAddress: { streetAddress: null, city: "Shah Alam", state: null, postalCode: null },
      instagramUrl: "https://instagram.com/lensqueen",
      tiktokUrl: null,
      whatsappUrl: null,
    });
    expect(new Date(body.profile.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.stats).toEqual({ totalEquipment: 2 });
    expect(body.gear.map((g: { id: string }) => g.id)).toEqual(activeIds);
    expect(body.gear[0]).toMatchObject({
      name: "Sony FE 85mm",
      ownerUsername: "LensQueen",
      pricePerDay: 14000,
      coverThumbUrl: "/files/public/gear/a/thumb.webp",
    });
    expect(res.body).not.toContain(archivedId);
  });

  it("never contains the e-mail, phone or payment details", async ({ ctx }) => {
    const res = await profileOf(ctx, owner.id);
    for (const secret of [
      owner.email,
      "7776665",
      "7654321098",
      "queen@example.my",
      "Maybank",
      "duitnow",
      "accountNumber",
      "email",
      "phone",
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it("finds the owner by username in any letter case", async ({ ctx }) => {
    for (const name of ["LensQueen", "lensqueen", "LENSQUEEN"]) {
      const res = await profileOf(ctx, name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().profile.id).toBe(owner.id);
    }
  });

  it("tries an id-shaped identifier that matches no id as a username", async ({ ctx }) => {
    const twenty = await buildOwner(ctx, { username: "Cinema2024Rentalsxyz" });
    expect("Cinema2024Rentalsxyz").toHaveLength(20);
    const res = await profileOf(ctx, "cinema2024rentalsXYZ");
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ id: twenty.id, username: "Cinema2024Rentalsxyz" });
    expect(res.json()).toMatchObject({ stats: { totalEquipment: 0 }, gear: [] });
  });

  it("answers 404 OWNER_NOT_FOUND with the seed's message for an unknown identifier", async ({ ctx }) => {
    for (const identifier of ["nobody_here", newId(), "a".repeat(28)]) {
      const res = await profileOf(ctx, identifier);
      expect(res.statusCode, identifier).toBe(404);
      expect(res.json().error).toMatchObject({
        code: "OWNER_NOT_FOUND",
        message: `Owner not found: "${identifier}" is not a valid owner ID or username`,
      });
    }
  });

  it("answers OWNER_NOT_FOUND in Malay to a caller whose Accept-Language asks for it", async ({ ctx }) => {
    const malay = await ctx.request.get("/api/owners/nobody_here", {
      headers: { "accept-language": "ms-MY,ms;q=0.9" },
    });
    expect(malay.statusCode).toBe(404);
    expect(malay.json().error).toEqual({
      code: "OWNER_NOT_FOUND",
      message: 'Pemilik tidak dijumpai: "nobody_here" bukan ID pemilik atau nama pengguna yang sah',
    });
    // Indonesian is not Malay: English, the seed's text verbatim.
    const other = await ctx.request.get("/api/owners/nobody_here", { headers: { "accept-language": "id,fr;q=0.5" } });
    expect(other.json().error.message).toBe('Owner not found: "nobody_here" is not a valid owner ID or username');
  });

  it("hides an owner whose profile is not active", async ({ ctx }) => {
    const hidden = await buildOwner(ctx, { username: "suspended_one" });
    await ctx.db.update(owners).set({ status: "suspended" }).where(eq(owners.userId, hidden.id));
    expect((await profileOf(ctx, "suspended_one")).statusCode).toBe(404);
    expect((await profileOf(ctx, hidden.id)).statusCode).toBe(404);
  });
});

describe("GET /api/owners/:identifier/summary", () => {
  it("gives the gear page's owner card: name, username, photo, active gear count", async ({ ctx }) => {
    const res = await ctx.request.get(`/api/owners/lensqueen/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: owner.id,
      username: "LensQueen",
      displayName: "Lens Queen Rentals",
      photoUrl: null,
      state: "Selangor",
      createdAt: expect.any(String),
      totalEquipment: 2,
    });
    expect((await ctx.request.get("/api/owners/nobody_here/summary")).json().error.code).toBe("OWNER_NOT_FOUND");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { owners } from "../../db/schema";
import { buildOwner, buildUser } from "../../test/factories";
import { get, type TestApp } from "../../test/test-app";
import { SOCIAL_MESSAGES } from "../../../shared/owner-rules";
import { buildTestAppWithUploads, del, pngImage, put, upload } from "./owners-test-helpers";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestAppWithUploads();
});
afterAll(async () => {
  await ctx?.close();
});

const ownerRow = async (id: string) => (await ctx.db.select().from(owners).where(eq(owners.userId, id)))[0]!;
let n = 0;
const username = (prefix = "owner") => `${prefix}_${Date.now().toString(36).slice(-5)}${n++}`;

const fullProfile = (name: string) => ({
  displayName: "Kamal Studio Rentals",
  username: name,
  bio: "Lights and cameras for Ipoh productions.",
  experience: "5 years",
  specialties: "Lighting, gimbals",
  businessName: "Kamal Studio Sdn Bhd",
  businessAddress: { streetAddress: "21 Jalan Sultan Idris Shah", city: "Ipoh", state: "Perak", postalCode: "30000" },
  state: "Perak",
  coveredStates: ["Selangor", "Pulau Pinang"],
  instagramUrl: "@kamal.studio",
  tiktokUrl: "https://www.tiktok.com/@kamalstudio",
  whatsappUrl: "012-345 6789",
});

describe("GET/PUT /api/owners/me/profile", () => {
  it("lets the owner read and replace every public field; social handles become URLs", async () => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name, phoneNumber: "012-9998887" });
    const before = await get(ctx.app, "/api/owners/me/profile", owner.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: owner.id, username: name, displayName: "Test Owner", coveredStates: [] });

    const res = await put(ctx, "/api/owners/me/profile", fullProfile(name.toUpperCase()), owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: name.toUpperCase(),
      displayName: "Kamal Studio Rentals",
      businessAddress: {
        streetAddress: "21 Jalan Sultan Idris Shah",
        city: "Ipoh",
        state: "Perak",
        postalCode: "30000",
      },
      state: "Perak",
      coveredStates: ["Selangor", "Pulau Pinang"],
      instagramUrl: "https://instagram.com/kamal.studio",
      tiktokUrl: "https://www.tiktok.com/@kamalstudio",
      whatsappUrl: "https://wa.me/60123456789",
    });
    // The settings answer is the public view: no e-mail, no phone.
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain("9998887");

    const row = await ownerRow(owner.id);
    expect(row).toMatchObject({
      username: name.toUpperCase(),
      businessPostalCode: "30000",
      bio: "Lights and cameras for Ipoh productions.",
      whatsappUrl: "https://wa.me/60123456789",
    });
  });

  it("clears optional fields sent empty", async () => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    await put(ctx, "/api/owners/me/profile", fullProfile(name), owner.cookie);
    const res = await put(
      ctx,
      "/api/owners/me/profile",
      {
        displayName: "Kamal",
        username: name,
        bio: "  ",
        businessAddress: { streetAddress: "", city: "", state: "", postalCode: "" },
        state: "",
        coveredStates: [],
        instagramUrl: "",
      },
      owner.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await ownerRow(owner.id)).toMatchObject({
      bio: null,
      businessStreetAddress: null,
      businessPostalCode: null,
      state: null,
      coveredStates: [],
      instagramUrl: null,
      tiktokUrl: null,
    });
  });

  it("gives the seed's username messages verbatim and changes nothing", async () => {
    const mine = username("mine");
    const theirs = username("theirs");
    const owner = await buildOwner(ctx, { username: mine });
    await buildOwner(ctx, { username: theirs });

    const reserved = await put(
      ctx,
      "/api/owners/me/profile",
      { ...fullProfile("Admin"), displayName: "Changed" },
      owner.cookie,
    );
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.fields.username).toBe("Username is reserved and cannot be used");

    const short = await put(ctx, "/api/owners/me/profile", fullProfile("ab"), owner.cookie);
    expect(short.json().error.fields.username).toBe("Username must be at least 3 characters long");

    const digit = await put(ctx, "/api/owners/me/profile", fullProfile("9lives"), owner.cookie);
    expect(digit.json().error.fields.username).toBe("Username cannot start with a number");

    const taken = await put(
      ctx,
      "/api/owners/me/profile",
      { ...fullProfile(theirs.toUpperCase()), displayName: "Changed" },
      owner.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: "Username is already taken",
      fields: { username: "Username is already taken" },
    });

    expect(await ownerRow(owner.id)).toMatchObject({ username: mine, displayName: "Test Owner" });

    // Keeping one's own username is no clash.
    const kept = await put(ctx, "/api/owners/me/profile", fullProfile(mine), owner.cookie);
    expect(kept.statusCode).toBe(200);
    expect((await ownerRow(owner.id)).displayName).toBe("Kamal Studio Rentals");
  });

  it("refuses social links off their platform, bad postal codes and a covered primary state, with field messages", async () => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    const res = await put(
      ctx,
      "/api/owners/me/profile",
      {
        ...fullProfile(name),
        displayName: "Changed",
        instagramUrl: "https://instagram.com.evil.example/kamal",
        tiktokUrl: "javascript:alert(1)",
        whatsappUrl: "https://wa.me.example.com/60123456789",
        businessAddress: { streetAddress: "1 Jalan", city: "Ipoh", state: "Perak", postalCode: "300" },
        coveredStates: ["Perak", "Selangor"],
      },
      owner.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      instagramUrl: SOCIAL_MESSAGES.instagram,
      tiktokUrl: SOCIAL_MESSAGES.tiktok,
      whatsappUrl: SOCIAL_MESSAGES.whatsapp,
      "businessAddress.postalCode": "Postal code must be 5 digits",
    });
    const covered = await put(
      ctx,
      "/api/owners/me/profile",
      { ...fullProfile(name), coveredStates: ["Perak"] },
      owner.cookie,
    );
    expect(covered.statusCode).toBe(400);
    expect(covered.json().error.fields.coveredStates).toBe("Covered states cannot include your primary state");
    const badState = await put(
      ctx,
      "/api/owners/me/profile",
      { ...fullProfile(name), state: "Atlantis", businessAddress: { state: "Perakk" } },
      owner.cookie,
    );
    expect(badState.json().error.fields).toMatchObject({
      state: "Choose a state from the list",
      "businessAddress.state": "Choose a state from the list",
    });
    const plainHttp = await put(
      ctx,
      "/api/owners/me/profile",
      { ...fullProfile(name), instagramUrl: "ftp://instagram.com/kamal" },
      owner.cookie,
    );
    expect(plainHttp.json().error.fields.instagramUrl).toBe(SOCIAL_MESSAGES.instagram);

    expect(await ownerRow(owner.id)).toMatchObject({
      displayName: "Test Owner",
      instagramUrl: null,
      coveredStates: [],
    });
  });

  it("refuses a renter (403) and a signed-out visitor (401), creating and changing nothing", async () => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    const renter = await buildUser(ctx);
    for (const cookie of [renter.cookie, undefined]) {
      const read = await get(ctx.app, "/api/owners/me/profile", cookie);
      const write = await put(ctx, "/api/owners/me/profile", fullProfile(username()), cookie);
      expect(read.statusCode).toBe(cookie ? 403 : 401);
      expect(write.statusCode).toBe(cookie ? 403 : 401);
    }
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, renter.id))).toHaveLength(0);
    expect(await ownerRow(owner.id)).toMatchObject({ username: name, displayName: "Test Owner" });
  });
});

describe("POST/DELETE /api/owners/me/photo", () => {
  it("stores a re-encoded public photo, replaces it, and removes it", async () => {
    const owner = await buildOwner(ctx, { username: username() });
    const first = await upload(
      ctx,
      "/api/owners/me/photo",
      { field: "photo", filename: "me.png", data: await pngImage() },
      owner.cookie,
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().photoUrl;
    expect(firstUrl).toMatch(new RegExp(`^/files/public/owners/${owner.id}/[a-z0-9]{24}\\.webp$`));
    const served = await get(ctx.app, firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const second = await upload(
      ctx,
      "/api/owners/me/photo",
      { field: "photo", filename: "me2.png", data: await pngImage("#2980b9") },
      owner.cookie,
    );
    const secondUrl: string = second.json().photoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await get(ctx.app, firstUrl)).statusCode).toBe(404);

    const removed = await del(ctx, "/api/owners/me/photo", owner.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photoUrl).toBeNull();
    expect((await ownerRow(owner.id)).photoUrl).toBeNull();
    expect((await get(ctx.app, secondUrl)).statusCode).toBe(404);
  });

  it("refuses a text file named .jpg (415) and keeps the current photo", async () => {
    const owner = await buildOwner(ctx, { username: username() });
    await upload(
      ctx,
      "/api/owners/me/photo",
      { field: "photo", filename: "me.png", data: await pngImage() },
      owner.cookie,
    );
    const before = (await ownerRow(owner.id)).photoUrl;
    const res = await upload(
      ctx,
      "/api/owners/me/photo",
      { field: "photo", filename: "me.jpg", data: Buffer.from("not an image at all"), type: "image/jpeg" },
      owner.cookie,
    );
    expect(res.statusCode).toBe(415);
    expect((await ownerRow(owner.id)).photoUrl).toBe(before);
  });

  it("refuses a renter and a signed-out visitor", async () => {
    const renter = await buildUser(ctx);
    const data = await pngImage();
    expect(
      (await upload(ctx, "/api/owners/me/photo", { field: "photo", filename: "x.png", data }, renter.cookie))
        .statusCode,
    ).toBe(403);
    expect((await upload(ctx, "/api/owners/me/photo", { field: "photo", filename: "x.png", data })).statusCode).toBe(
      401,
    );
    expect((await del(ctx, "/api/owners/me/photo", renter.cookie)).statusCode).toBe(403);
    expect((await del(ctx, "/api/owners/me/photo")).statusCode).toBe(401);
  });
});

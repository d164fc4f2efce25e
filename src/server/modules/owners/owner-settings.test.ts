import { eq } from "drizzle-orm";
import { owners, users } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { expectBadInput, multipart } from "../../test/request";
import { buildUser, buildOwner } from "../../test/factories";
import { pngImage } from "../../test/uploads";

const ownerRow = async (ctx: TestApp, id: string) =>
  (await ctx.db.select().from(owners).where(eq(owners.userId, id)))[0]!;
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
  it("lets the owner read and replace every public field; social handles become URLs", async ({ ctx }) => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name, phoneNumber: "012-9998887" });
    const before = await ctx.request.get("/api/owners/me/profile", { as: owner });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: owner.id, username: name, displayName: "Test Owner", coveredStates: [] });

    const res = await ctx.request.put("/api/owners/me/profile", fullProfile(name.toUpperCase()), { as: owner });
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

    const row = await ownerRow(ctx, owner.id);
    expect(row).toMatchObject({
      username: name.toUpperCase(),
      businessPostalCode: "30000",
      bio: "Lights and cameras for Ipoh productions.",
      whatsappUrl: "https://wa.me/60123456789",
    });
  });

  it("clears optional fields sent empty", async ({ ctx }) => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    await ctx.request.put("/api/owners/me/profile", fullProfile(name), { as: owner });
    const res = await ctx.request.put(
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
      { as: owner },
    );
    expect(res.statusCode).toBe(200);
    expect(await ownerRow(ctx, owner.id)).toMatchObject({
      bio: null,
      businessStreetAddress: null,
      businessPostalCode: null,
      state: null,
      coveredStates: [],
      instagramUrl: null,
      tiktokUrl: null,
    });
  });

  it("gives the seed's username messages verbatim and changes nothing", async ({ ctx }) => {
    const mine = username("mine");
    const theirs = username("theirs");
    const owner = await buildOwner(ctx, { username: mine });
    await buildOwner(ctx, { username: theirs });

    const reserved = await ctx.request.put(
      "/api/owners/me/profile",
      { ...fullProfile("Admin"), displayName: "Changed" },
      { as: owner },
    );
    expect(expectBadInput(reserved).fields).toMatchObject({ username: "Username is reserved and cannot be used" });

    const short = await ctx.request.put("/api/owners/me/profile", fullProfile("ab"), { as: owner });
    expect(short.json().error.fields.username).toBe("Username must be at least 3 characters long");

    const digit = await ctx.request.put("/api/owners/me/profile", fullProfile("9lives"), { as: owner });
    expect(digit.json().error.fields.username).toBe("Username cannot start with a number");

    const taken = await ctx.request.put(
      "/api/owners/me/profile",
      { ...fullProfile(theirs.toUpperCase()), displayName: "Changed" },
      { as: owner },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: "Username is already taken",
      fields: { username: "Username is already taken" },
    });

    expect(await ownerRow(ctx, owner.id)).toMatchObject({ username: mine, displayName: "Test Owner" });

    // Keeping one's own username is no clash.
    const kept = await ctx.request.put("/api/owners/me/profile", fullProfile(mine), { as: owner });
    expect(kept.statusCode).toBe(200);
    expect((await ownerRow(ctx, owner.id)).displayName).toBe("Kamal Studio Rentals");
  });

  it("refuses social links off their platform, bad postal codes and a covered primary state, with field messages", async ({
    ctx,
  }) => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    const res = await ctx.request.put(
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
      { as: owner },
    );
    expect(expectBadInput(res).fields).toMatchObject({
      instagramUrl: "Enter an Instagram link (https://instagram.com/yourname) or your @username",
      tiktokUrl: "Enter a TikTok link (https://www.tiktok.com/@yourname) or your @username",
      whatsappUrl: "Enter a WhatsApp number (012-3456789) or a wa.me link",
      "businessAddress.postalCode": "Postal code must be 5 digits",
    });
    const covered = await ctx.request.put(
      "/api/owners/me/profile",
      { ...fullProfile(name), coveredStates: ["Perak"] },
      { as: owner },
    );
    expect(expectBadInput(covered).fields).toMatchObject({
      coveredStates: "Covered states cannot include your primary state",
    });
    const badState = await ctx.request.put(
      "/api/owners/me/profile",
      { ...fullProfile(name), state: "Atlantis", businessAddress: { state: "Perakk" } },
      { as: owner },
    );
    expect(badState.json().error.fields).toMatchObject({
      state: "Choose a state from the list",
      "businessAddress.state": "Choose a state from the list",
    });
    const plainHttp = await ctx.request.put(
      "/api/owners/me/profile",
      { ...fullProfile(name), instagramUrl: "ftp://instagram.com/kamal" },
      { as: owner },
    );
    expect(plainHttp.json().error.fields.instagramUrl).toBe(
      "Enter an Instagram link (https://instagram.com/yourname) or your @username",
    );

    expect(await ownerRow(ctx, owner.id)).toMatchObject({
      displayName: "Test Owner",
      instagramUrl: null,
      coveredStates: [],
    });
  });

  it("answers a Malay reader's field errors in Malay, field names inside messages too", async ({ ctx }) => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    const bad = {
      ...fullProfile(name),
      experience: "x".repeat(501),
      businessAddress: { streetAddress: "1 Jalan", city: "Ipoh", state: "Perak", postalCode: "300" },
      instagramUrl: "https://instagram.com.evil.example/kamal",
    };
    // The account's saved language chooses, whatever the browser asks for.
    const saveLanguage = (language: "en" | "ms") =>
      ctx.db.update(users).set({ language }).where(eq(users.id, owner.id));
    await saveLanguage("ms");
    const malay = await ctx.request.put("/api/owners/me/profile", bad, {
      as: owner,
      headers: { "accept-language": "en" },
    });
    expect(expectBadInput(malay)).toMatchObject({
      message: "Pengalaman mestilah tidak melebihi 500 aksara",
      fields: {
        experience: "Pengalaman mestilah tidak melebihi 500 aksara",
        "businessAddress.postalCode": "Poskod mestilah 5 digit",
        instagramUrl: "Masukkan pautan Instagram (https://instagram.com/namaanda) atau @nama pengguna anda",
      },
    });

    await saveLanguage("en");
    const english = await ctx.request.put("/api/owners/me/profile", bad, {
      as: owner,
      headers: { "accept-language": "ms" },
    });
    expect(english.json().error.fields).toMatchObject({
      experience: "Experience must be at most 500 characters",
      "businessAddress.postalCode": "Postal code must be 5 digits",
    });
  });

  it("refuses a renter (403) and a signed-out visitor (401), creating and changing nothing", async ({ ctx }) => {
    const name = username();
    const owner = await buildOwner(ctx, { username: name });
    const renter = await buildUser(ctx);
    for (const cookie of [renter.cookie, undefined]) {
      const read = await ctx.request.get("/api/owners/me/profile", { as: cookie });
      const write = await ctx.request.put("/api/owners/me/profile", fullProfile(username()), { as: cookie });
      expect(read.statusCode).toBe(cookie ? 403 : 401);
      expect(write.statusCode).toBe(cookie ? 403 : 401);
    }
    expect(await ctx.db.select().from(owners).where(eq(owners.userId, renter.id))).toHaveLength(0);
    expect(await ownerRow(ctx, owner.id)).toMatchObject({ username: name, displayName: "Test Owner" });
  });
});

describe("POST/DELETE /api/owners/me/photo", () => {
  it("stores a re-encoded public photo, replaces it, and removes it", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: username() });
    const first = await ctx.request.post(
      "/api/owners/me/photo",
      multipart({}, [{ field: "photo", filename: "me.png", data: await pngImage() }]),
      { as: owner },
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().photoUrl;
    expect(firstUrl).toMatch(new RegExp(`^/files/public/owners/${owner.id}/[a-z0-9]{24}\\.webp$`));
    const served = await ctx.request.get(firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const second = await ctx.request.post(
      "/api/owners/me/photo",
      multipart({}, [{ field: "photo", filename: "me2.png", data: await pngImage("#2980b9") }]),
      { as: owner },
    );
    const secondUrl: string = second.json().photoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await ctx.request.get(firstUrl)).statusCode).toBe(404);

    const removed = await ctx.request.delete("/api/owners/me/photo", { as: owner });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photoUrl).toBeNull();
    expect((await ownerRow(ctx, owner.id)).photoUrl).toBeNull();
    expect((await ctx.request.get(secondUrl)).statusCode).toBe(404);
  });

  it("asks an owner who reads Malay (their saved language) for a file in Malay when none is sent", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: username() });
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, owner.id));
    const res = await ctx.request.post(
      "/api/owners/me/photo",
      '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      { as: owner, headers: { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=b" } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "Pilih imej untuk dimuat naik.",
      fields: { photo: "Pilih imej untuk dimuat naik." },
    });
  });

  it("refuses a text file named .jpg (415) and keeps the current photo", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: username() });
    await ctx.request.post(
      "/api/owners/me/photo",
      multipart({}, [{ field: "photo", filename: "me.png", data: await pngImage() }]),
      { as: owner },
    );
    const before = (await ownerRow(ctx, owner.id)).photoUrl;
    const res = await ctx.request.post(
      "/api/owners/me/photo",
      multipart({}, [
        { field: "photo", filename: "me.jpg", data: Buffer.from("not an image at all"), type: "image/jpeg" },
      ]),
      { as: owner },
    );
    expect(res.statusCode).toBe(415);
    expect((await ownerRow(ctx, owner.id)).photoUrl).toBe(before);
  });

  it("refuses a renter and a signed-out visitor", async ({ ctx }) => {
    const renter = await buildUser(ctx);
    const data = await pngImage();
    expect(
      (
        await ctx.request.post("/api/owners/me/photo", multipart({}, [{ field: "photo", filename: "x.png", data }]), {
          as: renter,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.request.post("/api/owners/me/photo", multipart({}, [{ field: "photo", filename: "x.png", data }])))
        .statusCode,
    ).toBe(401);
    expect((await ctx.request.delete("/api/owners/me/photo", { as: renter })).statusCode).toBe(403);
    expect((await ctx.request.delete("/api/owners/me/photo")).statusCode).toBe(401);
  });
});

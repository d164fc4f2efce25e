import { eq } from "drizzle-orm";
import sharp from "sharp";
import { gear, gearPhotos } from "../../db/schema";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { translateFor } from "../../lib/i18n";
import { createGear, parseListingData } from "./service";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildOwner, ownerUsername } from "../../test/factories";
import { pngImage, listFiles } from "../../test/uploads";
import { listing, postGear, createGearId } from "../../test/gear";

/** A message of the gear contract as an English caller reads it. */
const english = (message: string) => translateFor("en", message);

const photosOf = (ctx: TestApp, gearId: string) =>
  ctx.db.select().from(gearPhotos).where(eq(gearPhotos.gearId, gearId)).orderBy(gearPhotos.position);
const gearOf = (ctx: TestApp, ownerId: string) => ctx.db.select().from(gear).where(eq(gear.ownerId, ownerId));

/** A JPEG carrying GPS coordinates (Kuala Lumpur) and a camera model in its EXIF. */
const gpsJpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#16a085" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "SewaGearTestCam", Model: "GPS-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "3/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "101/1 41/1 0/1" },
    })
    .toBuffer();

describe("uploads on create", () => {
  it("refuses a text file named .jpg with 415 and stores nothing, even after a good photo", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const filesBefore = await listFiles(ctx.uploadsDir);
    const text = Buffer.from("This is not a photo of a camera, it is plain text.\n".repeat(20));
    const res = await postGear(ctx, owner, listing(), [
      { data: await pngImage() },
      { data: text, filename: "camera.jpg", type: "image/jpeg" },
    ]);
    expect(res.statusCode).toBe(415);
    // Which photo is wrong, by its place and the name it was sent with (issue 30).
    const which = "Photo 2 (camera.jpg): Only images can be uploaded: JPEG, PNG, WebP or AVIF.";
    expect(res.json().error).toEqual({ code: "UNSUPPORTED_MEDIA", message: which, fields: { photos: which } });
    expect(await gearOf(ctx, owner.id)).toEqual([]);
    expect(await ctx.db.select().from(gearPhotos)).toEqual([]);
    expect(await listFiles(ctx.uploadsDir)).toEqual(filesBefore);
  });

  it("refuses a file over 10 MB with 413 and stores nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const filesBefore = await listFiles(ctx.uploadsDir);
    const huge = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 1, 7)]);
    const res = await postGear(ctx, owner, listing(), [{ data: huge }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe("That image is too large. Upload at most 10 MB and 40 megapixels.");
    expect(await gearOf(ctx, owner.id)).toEqual([]);
    expect(await listFiles(ctx.uploadsDir)).toEqual(filesBefore);
  });

  it("refuses an image over 40 megapixels with 413 and stores nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const filesBefore = await listFiles(ctx.uploadsDir);
    // 7000 x 6000 = 42 MP, yet a one-colour PNG of it is ~130 KB: well under the 10 MB cap,
    // so only the pixel count can refuse it.
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await postGear(ctx, owner, listing(), [{ data: await pngImage() }, { data: huge }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: "TOO_LARGE",
      message: expect.stringMatching(
        /^Photo 2\b.*: That image is too large\. Upload at most 10 MB and 40 megapixels\.$/,
      ),
    });
    expect(await gearOf(ctx, owner.id)).toEqual([]);
    expect(await listFiles(ctx.uploadsDir)).toEqual(filesBefore);
  });

  it("stores the photo at most 2400 px and a thumbnail at most 480 px on the longest side", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const res = await postGear(ctx, owner, listing(), [
      { data: await pngImage("#27ae60", 3000, 2000) },
      { data: await pngImage("#2980b9", 300, 900) },
    ]);
    expect(res.statusCode).toBe(201);
    const size = async (url: string) => {
      const { width, height, format } = await sharp((await ctx.request.get(url)).rawPayload).metadata();
      return { width, height, format };
    };
    const [wide, tall] = res.json().gear.photos;
    expect(await size(wide.url)).toEqual({ width: 2400, height: 1600, format: "webp" });
    expect(await size(wide.thumbUrl)).toEqual({ width: 480, height: 320, format: "webp" });
    // Never enlarged: the small side stays as it came; the thumbnail fits 480 on the tall side.
    expect(await size(tall.url)).toEqual({ width: 300, height: 900, format: "webp" });
    expect(await size(tall.thumbUrl)).toEqual({ width: 160, height: 480, format: "webp" });
    expect((await photosOf(ctx, res.json().gear.id)).map((p) => [p.width, p.height])).toEqual([
      [2400, 1600],
      [300, 900],
    ]);
  });

  it("accepts an AVIF photo", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const avif = await sharp({ create: { width: 90, height: 60, channels: 3, background: "#f39c12" } })
      .avif()
      .toBuffer();
    const res = await postGear(ctx, owner, listing(), [{ data: avif, filename: "photo.avif", type: "image/avif" }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().gear.photos[0]).toMatchObject({ width: 90, height: 60 });
  });

  it("stores a JPEG with GPS EXIF without any EXIF", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const original = await gpsJpeg();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.toString("latin1")).toContain("SewaGearTestCam");

    const res = await postGear(ctx, owner, listing(), [
      { data: original, filename: "IMG_0001.jpg", type: "image/jpeg" },
    ]);
    expect(res.statusCode).toBe(201);
    const photo = res.json().gear.photos[0];
    for (const url of [photo.url, photo.thumbUrl]) {
      const file = await ctx.request.get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      const stored = await sharp(file.rawPayload).metadata();
      expect(stored.format).toBe("webp");
      expect(stored.exif).toBeUndefined();
      expect(file.rawPayload.toString("latin1")).not.toContain("SewaGearTestCam");
    }
  });

  it("takes at most 10 photos", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const photo = { data: await pngImage() };
    const res = await postGear(
      ctx,
      owner,
      listing(),
      Array.from({ length: 11 }, () => photo),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "A listing can have at most 10 photos",
      fields: { photos: english(GEAR_MESSAGES.photoLimit) },
    });
    expect(await gearOf(ctx, owner.id)).toEqual([]);
  });

  it("removes the written files when the transaction fails", async ({ ctx }) => {
    const filesBefore = await listFiles(ctx.uploadsDir);
    // An owner row that does not exist: the gear insert fails on its foreign key.
    const ghost = { userId: "ghostownerid000000000000", state: null } as Parameters<typeof createGear>[0]["owner"];
    await expect(
      createGear({
        db: ctx.db,
        storage: ctx.app.deps.storage,
        owner: ghost,
        input: parseListingData(JSON.stringify(listing())),
        photos: [{ data: await pngImage() }],
      }),
    ).rejects.toThrow();
    expect(await listFiles(ctx.uploadsDir)).toEqual(filesBefore);
  });
});

describe("managing photos", () => {
  it("adds photos up to 10, then refuses with the limit message", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const id = await createGearId(ctx, owner);
    const photo = { data: await pngImage("#8e44ad") };
    const added = await ctx.request.post(
      `/api/gear/${id}/photos`,
      multipart(
        {},
        Array.from({ length: 8 }, () => photo),
      ),
      { as: owner },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().photos).toHaveLength(9);
    const tooMany = await ctx.request.post(`/api/gear/${id}/photos`, multipart({}, [photo, photo]), { as: owner });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(english(GEAR_MESSAGES.photoLimit));
    expect(await photosOf(ctx, id)).toHaveLength(9);
    expect(
      (await ctx.request.post(`/api/gear/${id}/photos`, multipart({}, [photo]), { as: owner })).json().photos,
    ).toHaveLength(10);
    const eleventh = await ctx.request.post(`/api/gear/${id}/photos`, multipart({}, [photo]), { as: owner });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.message).toBe("A listing can have at most 10 photos");
    expect((await photosOf(ctx, id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("reorders photos, refusing a list that is not exactly the listing's photos", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const other = await buildOwner(ctx, { username: ownerUsername("other") });
    const id = await createGearId(ctx, owner, listing(), [
      { data: await pngImage("#111111") },
      { data: await pngImage("#222222") },
      { data: await pngImage("#333333") },
    ]);
    const otherId = await createGearId(ctx, other);
    const [a, b, c] = (await photosOf(ctx, id)).map((p) => p.id);
    const foreign = (await photosOf(ctx, otherId))[0]!.id;

    const res = await ctx.request.put(`/api/gear/${id}/photos/order`, { photoIds: [c, a, b] }, { as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.map((p: { id: string }) => p.id)).toEqual([c, a, b]);
    expect((await photosOf(ctx, id)).map((p) => [p.id, p.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(res.json().coverUrl).toBe(res.json().photos[0].url);

    for (const photoIds of [
      [a, b],
      [a, b, c, c],
      [a, b, foreign],
      [c, a, a],
    ]) {
      const bad = await ctx.request.put(`/api/gear/${id}/photos/order`, { photoIds }, { as: owner });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ photoIds: "List each photo of this listing exactly once" });
    }
    expect((await photosOf(ctx, id)).map((p) => p.id)).toEqual([c, a, b]);
  });

  it("removes a photo and its files, but never the last one", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const id = await createGearId(ctx, owner, listing(), [
      { data: await pngImage("#aa0000") },
      { data: await pngImage("#00aa00") },
    ]);
    const [first, second] = await photosOf(ctx, id);
    const res = await ctx.request.delete(`/api/gear/${id}/photos/${first!.id}`, { as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.map((p: { id: string }) => p.id)).toEqual([second!.id]);
    expect((await photosOf(ctx, id)).map((p) => [p.id, p.position])).toEqual([[second!.id, 0]]);
    expect((await ctx.request.get(`/files/${first!.fileKey}`)).statusCode).toBe(404);
    expect((await ctx.request.get(`/files/${first!.thumbKey}`)).statusCode).toBe(404);

    const last = await ctx.request.delete(`/api/gear/${id}/photos/${second!.id}`, { as: owner });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe("A listing needs at least one photo");
    expect(await photosOf(ctx, id)).toHaveLength(1);
    expect((await ctx.request.get(`/files/${second!.fileKey}`)).statusCode).toBe(200);

    const unknown = await ctx.request.delete(`/api/gear/${id}/photos/nosuchphoto`, { as: owner });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a bad photo added later and stores nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx, { username: ownerUsername() });
    const id = await createGearId(ctx, owner);
    const filesBefore = await listFiles(ctx.uploadsDir);
    const res = await ctx.request.post(
      `/api/gear/${id}/photos`,
      multipart({}, [{ data: await pngImage() }, { data: Buffer.from("%PDF-1.4 not an image"), filename: "x.png" }]),
      { as: owner },
    );
    expect(res.statusCode).toBe(415);
    expect(await photosOf(ctx, id)).toHaveLength(1);
    expect(await listFiles(ctx.uploadsDir)).toEqual(filesBefore);
  });
});

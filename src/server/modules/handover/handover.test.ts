import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { handoverPhotos, handoverSheets, notifications } from "../../db/schema";
import { mustMove, sheetVersion } from "../../test/bookings";
import { buildBooking, buildGear, buildUser, day } from "../../test/factories";
import { type ActorName, matrixTest, type MatrixEnv, type MatrixPeople, signedIn } from "../../test/matrix";
import { type Caller, expectBadInput, type InjectResponse, multipart } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { listFiles, pngImage } from "../../test/uploads";
import { MAX_UPLOAD_BYTES } from "../../storage/images";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import type { HandoverKind, SaveSheetRequest } from "../../../shared/handover-contracts";
import { msg } from "../../../shared/i18n/message";
import { sheetRequirement } from "./service";

const { it, matrix } = matrixTest();

/** Every handover row, in a fixed order: what a refused call must leave as it was. */
async function handoverRows(ctx: TestApp) {
  return {
    sheets: await ctx.db.select().from(handoverSheets).orderBy(asc(handoverSheets.id)),
    photos: await ctx.db.select().from(handoverPhotos).orderBy(asc(handoverPhotos.id)),
    files: await listFiles(ctx.uploadsDir),
  };
}

/** `call`, and for a refusal a check that no sheet, photo or file changed. */
const unchangedOnRefusal =
  <T>(call: (t: T, cookie: string | undefined, env: MatrixEnv) => Promise<InjectResponse>) =>
  async (t: T, cookie: string | undefined, env: MatrixEnv) => {
    const before = await handoverRows(env.ctx);
    const res = await call(t, cookie, env);
    if (res.statusCode >= 300) expect(await handoverRows(env.ctx)).toEqual(before);
    return res;
  };

/** A booking of the matrix owner's new gear by the matrix renter, written directly in `status` (today, so date rules allow a move). */
const bookingOf = async (ctx: TestApp, people: MatrixPeople, status: BookingStatus) =>
  (await buildBooking(ctx, { ownerId: people.owner.id, renterId: people.renter.id, status, startDate: day(0) })).id;

const ITEMS: SaveSheetRequest["items"] = [
  { name: "Camera body", present: true, condition: "good", note: null },
  { name: "Batteries", present: true, condition: "good", note: "two" },
  { name: "Charger", present: true, condition: "worn" },
];

const sheetUrl = (id: string, kind: HandoverKind) => `/api/bookings/${id}/sheets/${kind}`;
const saveSheet = (
  ctx: TestApp,
  id: string,
  kind: HandoverKind,
  as: Caller,
  body: SaveSheetRequest = { items: ITEMS },
) => ctx.request.put(sheetUrl(id, kind), body, { as });
const addPhoto = async (
  ctx: TestApp,
  id: string,
  kind: HandoverKind,
  as: Caller,
  file?: { data: Buffer; filename?: string; type?: string },
) =>
  ctx.request.post(
    `${sheetUrl(id, kind)}/photos`,
    multipart({}, [{ field: "photos", filename: "gear.png", type: "image/png", data: await pngImage(), ...file }]),
    { as },
  );
/** The renter's answer to the sheet as it is now, unless `body` names another version. */
const answer = async (ctx: TestApp, id: string, kind: HandoverKind, as: Caller, body: object = { answer: "confirm" }) =>
  ctx.request.post(`${sheetUrl(id, kind)}/answer`, { updatedAt: await sheetVersion(ctx, id, kind), ...body }, { as });

async function must(res: Promise<InjectResponse>, status: number) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode} ${r.body}`);
  return r;
}

const send = (ctx: TestApp, id: string, kind: HandoverKind, as: Caller) =>
  ctx.request.post(`${sheetUrl(id, kind)}/send`, {}, { as });

/** A booking in `status` whose `kind` sheet the owner filled in, with one photo, and sent to the renter unless `sent` is false. */
async function withSheet(
  ctx: TestApp,
  people: MatrixPeople,
  status: BookingStatus,
  kind: HandoverKind,
  { sent = true } = {},
) {
  const bookingId = await bookingOf(ctx, people, status);
  await must(saveSheet(ctx, bookingId, kind, people.owner), 200);
  const photos = await must(addPhoto(ctx, bookingId, kind, people.owner), 201);
  if (sent) await must(send(ctx, bookingId, kind, people.owner), 200);
  return { bookingId, photoId: photos.json().photos[0].id as string };
}

/** A booking handed over through the API after its pickup sheet (with a photo) was filled in. */
async function handedOver(ctx: TestApp, people: MatrixPeople) {
  const t = await withSheet(ctx, people, "confirmed", "pickup");
  await mustMove(ctx, t.bookingId, "active", people.owner);
  return t;
}

const readers = { ...signedIn(404), renter: 200, owner: 200, admin: 200, staff: 200 } satisfies Record<
  ActorName,
  number
>;
const ownerOnly = (ok: number) => ({ ...signedIn(404), owner: ok, renter: 403, admin: 403, staff: 403 });

matrix({
  name: "GET /api/bookings/:id/sheets: the parties and staff, not accountants",
  expected: readers,
  setup: ({ ctx, people }) => withSheet(ctx, people, "confirmed", "pickup"),
  call: (t, cookie, { ctx }) => ctx.request.get(`/api/bookings/${t.bookingId}/sheets`, { as: cookie }),
  check: (res) => {
    const body = res.json();
    expect(body.pickup.items.map((i: { name: string }) => i.name)).toEqual(["Camera body", "Batteries", "Charger"]);
    expect(body.pickup.photos).toHaveLength(1);
    expect(body.return).toBeNull();
  },
});

matrix({
  name: "PUT the pickup sheet: the owner, while the booking is confirmed",
  expected: ownerOnly(200),
  mutates: true,
  setup: async ({ ctx, people }) => ({ bookingId: await bookingOf(ctx, people, "confirmed") }),
  call: unchangedOnRefusal<{ bookingId: string }>((t, cookie, { ctx }) =>
    saveSheet(ctx, t.bookingId, "pickup", cookie),
  ),
  check: async (res, _actor, t, { ctx }) => {
    expect(res.json().sheet).toMatchObject({ kind: "pickup", answer: null, items: expect.any(Array) });
    const rows = await ctx.db.select().from(handoverSheets).where(eq(handoverSheets.bookingId, t.bookingId));
    expect(rows.map((r) => r.kind)).toEqual(["pickup"]);
  },
});

matrix({
  name: "PUT the return sheet: the owner, while the booking is active",
  expected: ownerOnly(200),
  mutates: true,
  setup: ({ ctx, people }) => handedOver(ctx, people),
  call: unchangedOnRefusal<{ bookingId: string }>((t, cookie, { ctx }) =>
    saveSheet(ctx, t.bookingId, "return", cookie),
  ),
  check: (res) => expect(res.json().sheet.kind).toBe("return"),
});

matrix({
  name: "POST a sheet's photos: the owner",
  expected: ownerOnly(201),
  mutates: true,
  setup: async ({ ctx, people }) => {
    const bookingId = await bookingOf(ctx, people, "confirmed");
    await must(saveSheet(ctx, bookingId, "pickup", people.owner), 200);
    return { bookingId };
  },
  call: unchangedOnRefusal<{ bookingId: string }>((t, cookie, { ctx }) => addPhoto(ctx, t.bookingId, "pickup", cookie)),
  check: async (res, _actor, _t, { ctx }) => {
    expect(res.json().photos).toHaveLength(1);
    const [photo] = res.json().photos;
    expect(photo.url).toMatch(/^\/api\/bookings\/.+\/sheets\/pickup\/photos\//);
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.startsWith("private/handover/")).length).toBeGreaterThan(
      0,
    );
  },
});

matrix({
  name: "GET a sheet's photo list: the parties and staff",
  expected: readers,
  setup: ({ ctx, people }) => withSheet(ctx, people, "confirmed", "pickup"),
  call: (t, cookie, { ctx }) => ctx.request.get(`${sheetUrl(t.bookingId, "pickup")}/photos`, { as: cookie }),
  check: (res, _a, t) => expect(res.json().photos.map((p: { id: string }) => p.id)).toEqual([t.photoId]),
});

matrix({
  name: "GET a sheet's photo: the parties and staff, a private WebP",
  expected: readers,
  setup: ({ ctx, people }) => withSheet(ctx, people, "confirmed", "pickup"),
  call: (t, cookie, { ctx }) =>
    ctx.request.get(`${sheetUrl(t.bookingId, "pickup")}/photos/${t.photoId}?size=thumb`, { as: cookie }),
  check: (res) => {
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  },
});

matrix({
  name: "POST a sheet's send: the owner, once it has a photo",
  expected: ownerOnly(200),
  mutates: true,
  setup: ({ ctx, people }) => withSheet(ctx, people, "confirmed", "pickup", { sent: false }),
  call: unchangedOnRefusal<{ bookingId: string }>((t, cookie, { ctx }) => send(ctx, t.bookingId, "pickup", cookie)),
  check: async (res, _actor, t, { ctx }) => {
    expect(Date.parse(res.json().sheet.sentAt)).not.toBeNaN();
    const [row] = await ctx.db.select().from(handoverSheets).where(eq(handoverSheets.bookingId, t.bookingId));
    expect(row!.sentAt).toBeInstanceOf(Date);
  },
});

matrix({
  name: "POST a sheet's answer: the renter",
  expected: { ...signedIn(404), renter: 200, owner: 403, admin: 403, staff: 403 },
  mutates: true,
  setup: ({ ctx, people }) => withSheet(ctx, people, "confirmed", "pickup"),
  call: unchangedOnRefusal<{ bookingId: string }>((t, cookie, { ctx }) => answer(ctx, t.bookingId, "pickup", cookie)),
  check: (res) => expect(res.json().sheet).toMatchObject({ answer: "confirmed", answeredBy: "Rina Renter" }),
});

matrix({
  name: "DELETE a sheet's photo: the owner, before the renter answers",
  expected: ownerOnly(200),
  mutates: true,
  setup: ({ ctx, people }) => withSheet(ctx, people, "confirmed", "pickup"),
  call: unchangedOnRefusal<{ bookingId: string; photoId: string }>((t, cookie, { ctx }) =>
    ctx.request.delete(`${sheetUrl(t.bookingId, "pickup")}/photos/${t.photoId}`, { as: cookie }),
  ),
  check: async (res, _actor, t, { ctx }) => {
    expect(res.json().photos).toEqual([]);
    expect(await ctx.db.select().from(handoverPhotos).where(eq(handoverPhotos.id, t.photoId))).toEqual([]);
    expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(`handover/${t.bookingId}/`))).toEqual([]);
  },
});

it("a confirmed sheet cannot be changed: no save, no photo, no second answer", async ({ ctx, people }) => {
  const { bookingId, photoId } = await withSheet(ctx, people, "confirmed", "pickup");
  await must(answer(ctx, bookingId, "pickup", people.renter), 200);
  const before = await handoverRows(ctx);
  const changed = { items: [{ name: "Camera body", present: false, condition: "damaged" as const }] };
  const save = await saveSheet(ctx, bookingId, "pickup", people.owner, changed);
  expect(save.statusCode).toBe(409);
  expect(save.json().error.message).toBe("This sheet was already answered by the renter and can no longer be changed.");
  expect((await addPhoto(ctx, bookingId, "pickup", people.owner)).statusCode).toBe(409);
  const remove = await ctx.request.delete(`${sheetUrl(bookingId, "pickup")}/photos/${photoId}`, { as: people.owner });
  expect(remove.statusCode).toBe(409);
  expect((await answer(ctx, bookingId, "pickup", people.renter, { answer: "disagree", note: "x" })).statusCode).toBe(
    409,
  );
  expect(await handoverRows(ctx)).toEqual(before);
});

it("a change to a sent sheet takes it back from the renter, who is told; an answer to an older version is 409", async ({
  ctx,
  people,
}) => {
  const { bookingId, photoId } = await withSheet(ctx, people, "confirmed", "pickup");
  const read = await ctx.request.get(`/api/bookings/${bookingId}/sheets`, { as: people.renter });
  const seen = read.json().pickup.updatedAt as string;
  const sentAt = async () =>
    (await ctx.db.select().from(handoverSheets).where(eq(handoverSheets.bookingId, bookingId)))[0]!.sentAt;
  const changedNotices = async () =>
    (await ctx.db.select().from(notifications).where(eq(notifications.userId, people.renter.id))).filter(
      (n) =>
        n.link === `/booking/${bookingId}/handover` &&
        n.title === msg("handover", "notices.changed", { gearName: "Sony FX3" }),
    ).length;

  // Each kind of change (items, a photo added, a photo removed) clears sent_at and tells the renter.
  const changes = [
    () => saveSheet(ctx, bookingId, "pickup", people.owner, { items: ITEMS.slice(0, 2) }),
    () => addPhoto(ctx, bookingId, "pickup", people.owner),
    () => ctx.request.delete(`${sheetUrl(bookingId, "pickup")}/photos/${photoId}`, { as: people.owner }),
  ];
  for (const [i, change] of changes.entries()) {
    expect((await change()).statusCode).toBeLessThan(300);
    expect(await sentAt()).toBeNull();
    expect(await changedNotices()).toBe(i + 1);
    const unsent = await answer(ctx, bookingId, "pickup", people.renter);
    expect(unsent.statusCode).toBe(409);
    await must(send(ctx, bookingId, "pickup", people.owner), 200);
  }
  // Sent again, the renter's answer to what they read before is refused and changes nothing.
  const before = await handoverRows(ctx);
  const stale = await answer(ctx, bookingId, "pickup", people.renter, { answer: "confirm", updatedAt: seen });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().error.message).toBe(
    "The owner changed this sheet after you opened it. Read it again before you answer.",
  );
  expect(await handoverRows(ctx)).toEqual(before);
  const bare = await ctx.request.post(
    `${sheetUrl(bookingId, "pickup")}/answer`,
    { answer: "confirm" },
    { as: people.renter },
  );
  expect(bare.statusCode).toBe(400);
  const fresh = (await ctx.request.get(`/api/bookings/${bookingId}/sheets`, { as: people.renter })).json();
  await must(
    answer(ctx, bookingId, "pickup", people.renter, { answer: "confirm", updatedAt: fresh.pickup.updatedAt }),
    200,
  );
});

it("a disagreement needs a note, closes the sheet and is shown with its time", async ({ ctx, people }) => {
  const { bookingId } = await withSheet(ctx, people, "confirmed", "pickup");
  const bare = await answer(ctx, bookingId, "pickup", people.renter, { answer: "disagree" });
  expect(expectBadInput(bare).fields).toEqual({ note: "Say what you disagree with." });
  const res = await must(
    answer(ctx, bookingId, "pickup", people.renter, { answer: "disagree", note: "The lens hood is cracked." }),
    200,
  );
  expect(res.json().sheet).toMatchObject({ answer: "disputed", disagreement: "The lens hood is cracked." });
  expect(Date.parse(res.json().sheet.answeredAt)).not.toBeNaN();
  expect((await saveSheet(ctx, bookingId, "pickup", people.owner)).statusCode).toBe(409);
});

it("the renter answers only a sent sheet; the owner sends it only with a photo, once", async ({ ctx, people }) => {
  const bookingId = await bookingOf(ctx, people, "confirmed");
  const none = await answer(ctx, bookingId, "pickup", people.renter);
  expect(none.statusCode).toBe(409);
  expect(none.json().error.message).toBe("The owner has not sent this sheet yet.");
  await must(saveSheet(ctx, bookingId, "pickup", people.owner), 200);
  const unsent = await answer(ctx, bookingId, "pickup", people.renter);
  expect(unsent.json().error.message).toBe("The owner has not sent this sheet yet.");
  const noPhoto = await send(ctx, bookingId, "pickup", people.owner);
  expect(noPhoto.statusCode).toBe(409);
  expect(noPhoto.json().error.message).toBe("The sheet needs at least one photo before the renter can confirm it.");
  await must(addPhoto(ctx, bookingId, "pickup", people.owner), 201);
  await must(send(ctx, bookingId, "pickup", people.owner), 200);
  const again = await send(ctx, bookingId, "pickup", people.owner);
  expect(again.statusCode).toBe(409);
  expect(again.json().error.message).toBe("This sheet was already sent to the renter.");
  await must(answer(ctx, bookingId, "pickup", people.renter), 200);
});

it("sheets follow the booking: pickup while confirmed, return while active", async ({ ctx, people }) => {
  const approved = await bookingOf(ctx, people, "approved");
  const early = await saveSheet(ctx, approved, "pickup", people.owner);
  expect(early.statusCode).toBe(409);
  expect(early.json().error.message).toBe(
    "The pickup sheet is filled in once the booking is confirmed, before the gear is handed over.",
  );
  const active = await bookingOf(ctx, people, "active");
  expect((await saveSheet(ctx, active, "pickup", people.owner)).statusCode).toBe(409);
  const confirmed = await bookingOf(ctx, people, "confirmed");
  expect((await saveSheet(ctx, confirmed, "return", people.owner)).statusCode).toBe(409);
  expect(await ctx.db.select().from(handoverSheets).where(eq(handoverSheets.bookingId, approved))).toEqual([]);
});

it("the comparison marks missing and changed items of the return sheet", async ({ ctx, people }) => {
  const { bookingId } = await handedOver(ctx, people);
  await must(
    saveSheet(ctx, bookingId, "return", people.owner, {
      items: [
        { name: "camera body", present: true, condition: "good" },
        { name: "Charger", present: true, condition: "damaged", note: "Cable frayed" },
        { name: "Lens cloth", present: true, condition: "good" },
      ],
      notes: "Came back an hour late.",
    }),
    200,
  );
  const res = await ctx.request.get(`/api/bookings/${bookingId}/sheets`, { as: people.renter });
  const lines = res.json().comparison as { name: string; status: string }[];
  expect(lines.map((l) => [l.name, l.status])).toEqual([
    ["Camera body", "same"],
    ["Batteries", "missing"],
    ["Charger", "changed"],
    ["Lens cloth", "added"],
  ]);
  expect(res.json().checklist.return).toEqual(["Camera body", "Batteries", "Charger"]);
});

it("the pickup checklist starts from the gear's box list, else its category's defaults", async ({ ctx, people }) => {
  const own = await buildGear(ctx, { ownerId: people.owner.id, boxItems: ["FX3 body", "Cage"] });
  const ownBooking = await buildBooking(ctx, { gearId: own.id, renterId: people.renter.id, status: "confirmed" });
  const lens = await buildGear(ctx, { ownerId: people.owner.id, category: "lenses" });
  const lensBooking = await buildBooking(ctx, { gearId: lens.id, renterId: people.renter.id, status: "confirmed" });
  const read = async (id: string) => (await ctx.request.get(`/api/bookings/${id}/sheets`, { as: people.owner })).json();
  const mine = await read(ownBooking.id);
  expect(mine.checklist.pickup).toEqual(["FX3 body", "Cage"]);
  expect(mine.abilities).toEqual({
    canWritePickup: true,
    canWriteReturn: false,
    canSendPickup: false,
    canSendReturn: false,
    canAnswerPickup: false,
    canAnswerReturn: false,
  });
  expect((await read(lensBooking.id)).checklist.pickup).toEqual(
    ["lens", "frontCap", "rearCap", "hood", "pouch"].map((k) => msg("handover", `boxItem.${k}` as "boxItem.lens")),
  );
});

it("bad uploads: a text file named .jpg is 415, an oversize file 413; nothing is stored", async ({ ctx, people }) => {
  const bookingId = await bookingOf(ctx, people, "confirmed");
  await must(saveSheet(ctx, bookingId, "pickup", people.owner), 200);
  const before = await handoverRows(ctx);
  const text = await addPhoto(ctx, bookingId, "pickup", people.owner, {
    data: Buffer.from("not a photo at all"),
    filename: "gear.jpg",
    type: "image/jpeg",
  });
  expect(text.statusCode).toBe(415);
  expect(text.json().error.fields).toEqual({
    photos: "Photo 1 (gear.jpg): Only images can be uploaded: JPEG, PNG, WebP or AVIF.",
  });
  const big = await addPhoto(ctx, bookingId, "pickup", people.owner, {
    data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1),
    filename: "big.jpg",
    type: "image/jpeg",
  });
  expect(big.statusCode).toBe(413);
  expect(await handoverRows(ctx)).toEqual(before);
});

it("a refusal is in Malay for a caller who chose Bahasa Melayu", async ({ ctx, people }) => {
  const bookingId = await bookingOf(ctx, people, "confirmed");
  const malay = await buildUser(ctx, { role: "staff", language: "ms" });
  const res = await saveSheet(ctx, bookingId, "pickup", malay);
  expect(res.statusCode).toBe(403);
  expect(res.json().error.message).toBe("Hanya pemilik peralatan yang mengisi senarai semak penyerahan.");
});

it("sheetRequirement: handing over needs the pickup sheet with a photo, returning the return sheet", async ({
  ctx,
  people,
}) => {
  const bookingId = await bookingOf(ctx, people, "confirmed");
  const message = async (to: BookingStatus) => (await sheetRequirement(ctx.db, { id: bookingId }, to))?.message;
  expect(await message("active")).toBe(msg("handover", "errors.pickupSheetNeeded"));
  expect(await message("cancelled")).toBeUndefined();
  await must(saveSheet(ctx, bookingId, "pickup", people.owner), 200);
  expect(await message("active")).toBe(msg("handover", "errors.pickupSheetNeeded"));
  await must(addPhoto(ctx, bookingId, "pickup", people.owner), 201);
  expect(await message("active")).toBe(msg("handover", "errors.pickupSheetNeeded"));
  await must(send(ctx, bookingId, "pickup", people.owner), 200);
  expect(await message("active")).toBeUndefined();
  expect((await sheetRequirement(ctx.db, { id: bookingId }, "completed"))?.status).toBe(409);
});

it("the gear's box list is edited with the listing: at most 30 items, empty or null for the defaults", async ({
  ctx,
  people,
}) => {
  const item = await buildGear(ctx, { ownerId: people.owner.id });
  const patch = (boxItems: unknown) => ctx.request.patch(`/api/gear/${item.id}`, { boxItems }, { as: people.owner });
  const saved = await patch([" FX3 body ", "SmallRig cage"]);
  expect(saved.statusCode).toBe(200);
  expect(saved.json().boxItems).toEqual(["FX3 body", "SmallRig cage"]);
  expect((await ctx.request.get(`/api/gear/${item.id}`)).json().boxItems).toEqual(["FX3 body", "SmallRig cage"]);
  const tooMany = await patch(Array.from({ length: 31 }, (_, i) => `Item ${i}`));
  expect(expectBadInput(tooMany).fields).toEqual({ boxItems: "List at most 30 items in the box." });
  expect((await patch([])).json().boxItems).toBeNull();
});

it("the renter is told when the owner sends the sheet, the owner when the renter answers", async ({ ctx, people }) => {
  const titlesOf = async (userId: string, bookingId: string) =>
    (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((n) => n.kind === "booking.handover" && n.link === `/booking/${bookingId}/handover`)
      .map((n) => n.title);
  const { bookingId } = await withSheet(ctx, people, "confirmed", "pickup", { sent: false });
  await must(addPhoto(ctx, bookingId, "pickup", people.owner), 201);
  expect(await titlesOf(people.renter.id, bookingId)).toEqual([]);
  await must(send(ctx, bookingId, "pickup", people.owner), 200);
  expect(await titlesOf(people.renter.id, bookingId)).toEqual([
    msg("handover", "notices.ready", { gearName: "Sony FX3" }),
  ]);
  await must(answer(ctx, bookingId, "pickup", people.renter), 200);
  expect(await titlesOf(people.owner.id, bookingId)).toEqual([
    msg("handover", "notices.answered", { gearName: "Sony FX3" }),
  ]);
});

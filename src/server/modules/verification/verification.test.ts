import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { identityVerifications, notifications, users } from "../../db/schema";
import { newId } from "../../lib/ids";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import { TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { multipart, type UploadFile } from "../../test/request";
import { buildUser, buildOwner, buildStudentRateGear, type BuiltUser, day } from "../../test/factories";
import { requestBooking, emailJobs } from "../../test/bookings";
import { pngImage, jpegWithGps, EXIF_MARKER, listFiles } from "../../test/uploads";

let admin: BuiltUser;
let staff: BuiltUser;
let accountant: BuiltUser;
let owner: BuiltUser;

beforeAll(async ({ ctx }) => {
  admin = await buildUser(ctx, { role: "admin", name: "Aisyah Admin" });
  staff = await buildUser(ctx, { role: "staff", name: "Siti Staff" });
  accountant = await buildUser(ctx, { role: "accountant" });
  owner = await buildOwner(ctx);
});

const ADDRESS = { streetAddress: "8 Jalan Ampang", postalCode: "50000", city: "Kuala Lumpur", state: "Selangor" };
/** An unverified renter with a complete address (so verification is all they lack). */
const newRenter = (ctx: TestApp, overrides: Parameters<typeof buildUser>[1] = {}) =>
  buildUser(ctx, { name: "Rina Renter", ...ADDRESS, ...overrides });

const FIELDS = { fullName: "Rina binti Renter", mykadNumber: "900101-14-5678" };
/** FIELDS with a Universiti Malaya student card valid until `expiry`. */
const withStudentCard = (expiry = "2027-06-30") => ({
  ...FIELDS,
  studentInstitution: "Universiti Malaya",
  studentCardExpiry: expiry,
});
async function documents(
  opts: { studentCard?: boolean; omit?: string[]; icFront?: Buffer; selfie?: Buffer } = {},
): Promise<UploadFile[]> {
  const all: UploadFile[] = [
    { field: "icFront", filename: "front.jpg", type: "image/jpeg", data: opts.icFront ?? (await jpegWithGps()) },
    { field: "icBack", filename: "back.png", data: await pngImage("#336699") },
    { field: "selfie", filename: "selfie.png", data: opts.selfie ?? (await pngImage("#996633")) },
    ...(opts.studentCard ? [{ field: "studentCard", filename: "card.png", data: await pngImage("#339966") }] : []),
  ];
  return all.filter((f) => !opts.omit?.includes(f.field ?? ""));
}

const submit = (ctx: TestApp, cookie: string | undefined, fields: Record<string, string>, files: UploadFile[]) =>
  ctx.request.post("/api/verification", multipart(fields, files), { as: cookie });
const decide = (ctx: TestApp, id: string, body: object, cookie?: string) =>
  ctx.request.post(`/api/verification/${id}/decision`, body, { as: cookie });
const userRow = async (ctx: TestApp, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const requestsOf = (ctx: TestApp, userId: string) =>
  ctx.db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
const filesOf = async (ctx: TestApp, userId: string) =>
  (await listFiles(ctx.uploadsDir)).filter((f) => f.includes(userId));

/** Submit valid documents and return the request id. */
async function submitted(ctx: TestApp, renter: BuiltUser, opts: { studentCard?: boolean } = {}) {
  const fields = opts.studentCard ? withStudentCard() : FIELDS;
  const res = await submit(ctx, renter.cookie, fields, await documents(opts));
  if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

describe("submitting documents", () => {
  it("stores the request, marks the renter pending and tells the admins", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const res = await submit(ctx, renter.cookie, withStudentCard(), await documents({ studentCard: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: "pending" });
    const id = res.json().id;

    const u = await userRow(ctx, renter.id);
    expect(u).toMatchObject({ verificationStatus: "pending", isVerified: false, studentCardStatus: "pending" });
    const [row] = await requestsOf(ctx, renter.id);
    expect(row).toMatchObject({
      id,
      fullName: "Rina binti Renter",
      mykadNumber: "900101145678",
      status: "pending",
      studentInstitution: "Universiti Malaya",
      studentCardExpiry: "2027-06-30",
    });
    // Private keys, never under public/.
    for (const key of [row!.icFrontKey, row!.icBackKey, row!.selfieKey, row!.studentCardKey])
      expect(key).toMatch(/^private\/verification\//);
    expect(await filesOf(ctx, renter.id)).toHaveLength(4);

    // What the renter sees of it.
    const mine = (await ctx.request.get("/api/verification/me", { as: renter })).json();
    expect(mine).toMatchObject({
      status: "pending",
      studentCardStatus: "pending",
      latest: { id, status: "pending", mykadNumber: "900101-14-5678" },
    });

    // Admins: an e-mail and an in-app notification. Staff get neither e-mail nor notification.
    const jobs = (await emailJobs(ctx)).filter(
      (m) => m.template === "verification_notify" && m.data.applicant === "Rina binti Renter",
    );
    expect(jobs.map((j) => j.to)).toEqual([admin.email]);
    await ctx.worker.drain();
    const mail = ctx.mail.filter((m) => m.to === admin.email && m.subject === "New verification request");
    expect(mail.length).toBeGreaterThanOrEqual(1);
    expect(mail.at(-1)!.text).toContain("Rina binti Renter submitted identity documents for review.");
    expect(mail.at(-1)!.text).toContain(`${TEST_ORIGIN}/admin/enhanced-verification`);
    const inbox = (await ctx.request.get("/api/notifications", { as: admin })).json();
    expect(inbox.items).toContainEqual(
      expect.objectContaining({
        kind: "verification.submitted",
        title: "New verification request",
        body: "Rina binti Renter",
      }),
    );
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, staff.id))).toEqual([]);
  });

  it("stores a JPEG with GPS EXIF re-encoded without any metadata", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const original = await jpegWithGps();
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeDefined();
    expect(original.includes(EXIF_MARKER)).toBe(true);

    const id = await submitted(ctx, renter);
    const res = await ctx.request.get(`/api/verification/${id}/documents/icFront`, { as: renter });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    const stored = await sharp(res.rawPayload).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(res.rawPayload.includes(EXIF_MARKER)).toBe(false);
    // Nor on disk.
    for (const f of await filesOf(ctx, renter.id))
      expect((await readFile(path.join(ctx.uploadsDir, f))).includes(EXIF_MARKER)).toBe(false);
  });

  it("refuses a malformed MyKad number with 400 and the field message", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const cases: [string, string][] = [
      ["12345", "A MyKad number has 12 digits, like 900101-14-5678"],
      ["901301-14-5678", "The first six digits of a MyKad number are a date of birth (YYMMDD)"],
      ["900230-14-5678", "The first six digits of a MyKad number are a date of birth (YYMMDD)"],
      ["900101-00-5678", "Digits 7 and 8 of a MyKad number are not a valid place-of-birth code"],
    ];
    for (const [mykadNumber, message] of cases) {
      const res = await submit(ctx, renter.cookie, { ...FIELDS, mykadNumber }, await documents());
      expect(res.statusCode, mykadNumber).toBe(400);
      expect(res.json().error).toMatchObject({ code: "BAD_INPUT", message, fields: { mykadNumber: message } });
    }
    const noName = await submit(ctx, renter.cookie, { ...FIELDS, fullName: "A" }, await documents());
    expect(noName.json().error.fields).toEqual({ fullName: "Enter your full name as on your IC" });
    expect(await requestsOf(ctx, renter.id)).toEqual([]);
    expect(await filesOf(ctx, renter.id)).toEqual([]);
    expect((await userRow(ctx, renter.id)).verificationStatus).toBe("unverified");
  });

  it("refuses a missing selfie, a student card without its details, or a non-image, storing nothing", async ({
    ctx,
  }) => {
    const renter = await newRenter(ctx);
    const storedBefore = await listFiles(ctx.uploadsDir);
    const noSelfie = await submit(ctx, renter.cookie, FIELDS, await documents({ omit: ["selfie"] }));
    expect(noSelfie.statusCode).toBe(400);
    expect(noSelfie.json().error).toMatchObject({
      message: "Upload the front and back of your IC and a selfie holding it.",
      fields: { selfie: "This photo is required" },
    });

    const cardOnly = await submit(ctx, renter.cookie, FIELDS, await documents({ studentCard: true }));
    expect(cardOnly.statusCode).toBe(400);
    expect(cardOnly.json().error.message).toBe("Give the institution and expiry date of your student card.");

    const expiredCard = await submit(
      ctx,
      renter.cookie,
      withStudentCard("2020-01-31"),
      await documents({ studentCard: true }),
    );
    expect(expiredCard.statusCode).toBe(400);
    expect(expiredCard.json().error.fields).toEqual({ studentCardExpiry: "This student card has expired" });

    const notImage = await submit(
      ctx,
      renter.cookie,
      FIELDS,
      await documents({ selfie: Buffer.from("not a picture at all") }),
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.fields).toEqual({
      selfie: "Selfie with IC: Only images can be uploaded: JPEG, PNG, WebP or AVIF.",
    });

    const json = await ctx.request.post("/api/verification", FIELDS, { as: renter });
    expect(json.statusCode).toBe(415);

    expect(await requestsOf(ctx, renter.id)).toEqual([]);
    // Nothing anywhere under the storage root.
    expect(await listFiles(ctx.uploadsDir)).toEqual(storedBefore);
    expect(await userRow(ctx, renter.id)).toMatchObject({
      verificationStatus: "unverified",
      studentCardStatus: "none",
    });
  });

  it("refuses a second submission while one is pending, and one from a verified renter, with 409", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    await submitted(ctx, renter);
    const again = await submit(ctx, renter.cookie, FIELDS, await documents());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Your documents are already waiting for review.");
    expect(await requestsOf(ctx, renter.id)).toHaveLength(1);
    expect(await filesOf(ctx, renter.id)).toHaveLength(3);

    const verified = await newRenter(ctx, { verificationStatus: "verified", isVerified: true });
    const res = await submit(ctx, verified.cookie, FIELDS, await documents());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Your identity is already verified.");
  });

  it("two submissions sent at once make one pending request", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const answers = await Promise.all([
      submit(ctx, renter.cookie, FIELDS, await documents()),
      submit(ctx, renter.cookie, FIELDS, await documents()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await requestsOf(ctx, renter.id)).toHaveLength(1);
    expect(await filesOf(ctx, renter.id)).toHaveLength(3);
  });

  it("is for renters and owners: staff, admins and accountants get 403, signed out 401", async ({ ctx }) => {
    for (const who of [staff, admin, accountant]) {
      const res = await submit(ctx, who.cookie, FIELDS, await documents());
      expect(res.statusCode).toBe(403);
      expect(await requestsOf(ctx, who.id)).toEqual([]);
    }
    expect((await submit(ctx, undefined, FIELDS, await documents())).statusCode).toBe(401);
    const asOwner = await buildOwner(ctx, ADDRESS);
    expect((await submit(ctx, asOwner.cookie, FIELDS, await documents())).statusCode).toBe(201);
  });
});

describe("the review queue", () => {
  it("shows staff and admins the 20 newest pending requests; renters, owners and accountants 403; signed out 401", async ({
    ctx,
  }) => {
    // 22 older pending requests written directly, then one through the API (the newest).
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 22; i++) {
      const u = await newRenter(ctx, { verificationStatus: "pending" });
      await ctx.db.insert(identityVerifications).values({
        id: newId(),
        userId: u.id,
        fullName: `Queued ${String(i).padStart(2, "0")}`,
        mykadNumber: "900101145678",
        icFrontKey: "private/verification/x/a.webp",
        icBackKey: "private/verification/x/b.webp",
        selfieKey: "private/verification/x/c.webp",
        submittedAt: new Date(base + i * 1000),
      });
    }
    const newest = await newRenter(ctx);
    const newestId = await submitted(ctx, newest);
    // A decided request is not in the queue.
    const decided = await newRenter(ctx);
    const decidedId = await submitted(ctx, decided);
    expect((await decide(ctx, decidedId, { decision: "approve" }, admin.cookie)).statusCode).toBe(200);

    for (const reviewer of [staff, admin]) {
      const res = await ctx.request.get("/api/verification/queue", { as: reviewer });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id: string; submittedAt: string; status: string; fullName: string }[];
      expect(items).toHaveLength(20);
      expect(items[0]).toMatchObject({
        id: newestId,
        email: newest.email,
        mykadNumber: "900101-14-5678",
        status: "pending",
      });
      expect(items[0]).toMatchObject({
        documents: [
          { kind: "icFront", url: `/api/verification/${newestId}/documents/icFront` },
          { kind: "icBack", url: `/api/verification/${newestId}/documents/icBack` },
          { kind: "selfie", url: `/api/verification/${newestId}/documents/selfie` },
        ],
      });
      const times = items.map((i) => Date.parse(i.submittedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(items.every((i) => i.status === "pending")).toBe(true);
      expect(items.map((i) => i.id)).not.toContain(decidedId);
      // The two oldest fell off the page.
      expect(items.map((i) => i.fullName)).not.toContain("Queued 00");
      expect(items.map((i) => i.fullName)).not.toContain("Queued 01");
      expect((await ctx.request.get(`/api/verification/${newestId}`, { as: reviewer })).statusCode).toBe(200);
    }
    for (const who of [newest, owner, accountant]) {
      expect((await ctx.request.get("/api/verification/queue", { as: who })).statusCode).toBe(403);
      expect((await ctx.request.get(`/api/verification/${newestId}`, { as: who })).statusCode).toBe(403);
    }
    expect((await ctx.request.get("/api/verification/queue")).statusCode).toBe(401);
  });

  it("serves documents to their renter, staff and admins; another renter or owner gets 404", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const id = await submitted(ctx, renter, { studentCard: true });
    for (const kind of ["icFront", "icBack", "selfie", "studentCard"]) {
      for (const who of [renter, staff, admin]) {
        const res = await ctx.request.get(`/api/verification/${id}/documents/${kind}`, { as: who });
        expect(res.statusCode, `${kind}`).toBe(200);
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
      for (const who of [await newRenter(ctx), owner, accountant])
        expect((await ctx.request.get(`/api/verification/${id}/documents/${kind}`, { as: who })).statusCode).toBe(404);
      expect((await ctx.request.get(`/api/verification/${id}/documents/${kind}`)).statusCode).toBe(401);
    }
    expect((await ctx.request.get(`/api/verification/${id}/documents/passport`, { as: admin })).statusCode).toBe(400);
  });
});

describe("decisions", () => {
  it("approving makes the renter verified, approves the student card, and the student rate then applies", async ({
    ctx,
  }) => {
    const renter = await newRenter(ctx);
    const gearOwner = await buildOwner(ctx);
    const item = await buildStudentRateGear(ctx, gearOwner.id, 7_000);
    // Not yet allowed to book.
    const before = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.details.missingFields).toEqual(["ID Card Verification"]);

    const id = await submitted(ctx, renter, { studentCard: true });
    const res = await decide(ctx, id, { decision: "approve" }, staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(await userRow(ctx, renter.id)).toMatchObject({
      verificationStatus: "verified",
      isVerified: true,
      studentCardStatus: "approved",
      studentCardExpiry: "2027-06-30",
    });
    const [row] = await requestsOf(ctx, renter.id);
    expect(row).toMatchObject({ status: "verified", studentCardDecision: "approved", reviewedBy: staff.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    await ctx.worker.drain();
    expect(ctx.mail.filter((m) => m.to === renter.email).map((m) => m.subject)).toEqual(["Your identity is verified"]);
    expect((await ctx.request.get("/api/notifications", { as: renter })).json().items[0]).toMatchObject({
      kind: "verification.verified",
      title: "Your identity is verified",
    });

    const booked = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(3) });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking.price).toMatchObject({ rate: 7_000, rateSource: "student", subtotal: 14_000 });
  });

  it("approving the identity but not the student card keeps the normal rate", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const id = await submitted(ctx, renter, { studentCard: true });
    expect((await decide(ctx, id, { decision: "approve", studentCard: "reject" }, admin.cookie)).statusCode).toBe(200);
    expect(await userRow(ctx, renter.id)).toMatchObject({
      verificationStatus: "verified",
      studentCardStatus: "rejected",
    });
    const item = await buildStudentRateGear(ctx, owner.id, 7_000);
    const booked = await requestBooking(ctx, renter, { gearId: item.id, startDate: day(2), endDate: day(2) });
    expect(booked.json().booking.price).toMatchObject({ rate: 10_000, rateSource: "daily" });
  });

  it("rejecting needs a reason; with one the renter is rejected, e-mailed the reason, and may submit again", async ({
    ctx,
  }) => {
    const renter = await newRenter(ctx);
    const id = await submitted(ctx, renter);
    for (const reason of [undefined, "", "   "]) {
      const res = await decide(
        ctx,
        id,
        reason === undefined ? { decision: "reject" } : { decision: "reject", reason },
        admin.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: "Give the renter a reason for the rejection.",
        fields: { reason: "A reason is required" },
      });
    }
    expect((await requestsOf(ctx, renter.id))[0]!.status).toBe("pending");
    expect((await userRow(ctx, renter.id)).verificationStatus).toBe("pending");

    const res = await decide(
      ctx,
      id,
      { decision: "reject", reason: "The selfie does not show the IC clearly." },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await userRow(ctx, renter.id)).toMatchObject({ verificationStatus: "rejected", isVerified: false });
    expect((await requestsOf(ctx, renter.id))[0]).toMatchObject({
      status: "rejected",
      reason: "The selfie does not show the IC clearly.",
    });
    await ctx.worker.drain();
    const mail = ctx.mail.filter((m) => m.to === renter.email);
    expect(mail.map((m) => m.subject)).toEqual(["Your identity verification was not approved"]);
    // The reason as staff wrote it, full stop included, and no second one after it (issue 30).
    expect(mail[0]!.text).toContain("Reason: The selfie does not show the IC clearly.\n");
    expect(mail[0]!.text).not.toContain("..");
    expect((await ctx.request.get("/api/verification/me", { as: renter })).json()).toMatchObject({
      status: "rejected",
      latest: { reason: "The selfie does not show the IC clearly." },
    });

    // A rejected renter still cannot book, and may resubmit.
    const again = await submit(ctx, renter.cookie, FIELDS, await documents());
    expect(again.statusCode).toBe(201);
    expect((await userRow(ctx, renter.id)).verificationStatus).toBe("pending");
    expect(await requestsOf(ctx, renter.id)).toHaveLength(2);
  });

  it("refuses deciding twice with 409, and decisions by anyone but staff and admins", async ({ ctx }) => {
    const renter = await newRenter(ctx);
    const id = await submitted(ctx, renter);
    for (const who of [renter, owner, accountant])
      expect((await decide(ctx, id, { decision: "approve" }, who.cookie)).statusCode).toBe(403);
    expect((await decide(ctx, id, { decision: "approve" })).statusCode).toBe(401);
    expect((await userRow(ctx, renter.id)).verificationStatus).toBe("pending");

    expect((await decide(ctx, id, { decision: "approve" }, admin.cookie)).statusCode).toBe(200);
    const twice = await decide(ctx, id, { decision: "reject", reason: "Changed my mind" }, staff.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This request was already verified.");
    expect(await userRow(ctx, renter.id)).toMatchObject({ verificationStatus: "verified", isVerified: true });
    expect((await decide(ctx, "zzzzzzzzzzzzzzzzzzzzzzzz", { decision: "approve" }, admin.cookie)).statusCode).toBe(404);
  });
});

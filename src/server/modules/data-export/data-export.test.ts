import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import {
  auditLog,
  dataExports,
  jobs,
  notifications,
  pushSubscriptions,
  reviews,
  savedFilters,
  wantedPosts,
} from "../../db/schema";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import {
  buildGear,
  buildIdentityVerification,
  buildOwner,
  buildPaymentSettings,
  buildRenter,
  buildUser,
  day,
} from "../../test/factories";
import { createBookingId, mustMove, uploadReceipt } from "../../test/bookings";
import { emailJobs } from "../../test/mail-jobs";
import { translateFor } from "../../lib/i18n";
import { msg } from "../../../shared/i18n/message";
import { buildDataExport } from "./build";
import { DATA_EXPORT_BUILD_JOB, DATA_EXPORT_EXPIRE_JOB } from "./job-kinds";

const SECTIONS = [
  "README.txt",
  "account.json",
  "profile.json",
  "consents.json",
  "bookings.json",
  "messages.json",
  "reviews.json",
  "invoices.json",
  "deposits.json",
  "handover-sheets.json",
  "gear.json",
  "saved-filters.json",
  "wanted-posts.json",
  "notifications.json",
  "push-subscriptions.json",
  "audit-trail.json",
  "files.json",
];

/** The other party's private fields: none may appear anywhere in the renter's export. */
let sceneNo = 0;
const OWNER_PRIVATE = {
  email: "owen.private@example.test",
  phone: "019-8765432",
  mykad: "800202109999",
  account: "514012349876",
  holder: "Owen bin Private",
};

/** A renter with a booking of an owner's gear, a message each way, a receipt, reviews both ways and more. */
async function scene(ctx: TestApp) {
  // Each scene's owner has its own address (the tests of this file share a database); it contains OWNER_PRIVATE.email.
  const email = `${sceneNo++}.${OWNER_PRIVATE.email}`;
  const owner = await buildOwner(ctx, {
    name: "Owen Owner",
    displayName: "Owen's Camera House",
    email,
    phoneNumber: OWNER_PRIVATE.phone,
  });
  await buildPaymentSettings(ctx, owner.id, {
    bank: "Maybank",
    accountHolder: OWNER_PRIVATE.holder,
    accountNumber: OWNER_PRIVATE.account,
  });
  await buildIdentityVerification(ctx, owner.id, { mykadNumber: OWNER_PRIVATE.mykad, fullName: OWNER_PRIVATE.holder });
  const renter = await buildRenter(ctx, { phoneNumber: "012-3456789" });
  const renterDocs = await buildIdentityVerification(ctx, renter.id, { mykadNumber: "900101145678" });
  const item = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3 for export" });
  const bookingId = await createBookingId(ctx, renter, { gearId: item.id, startDate: day(10), endDate: day(12) });
  await mustMove(ctx, bookingId, "approved", owner);
  expect((await uploadReceipt(ctx, bookingId, renter)).statusCode).toBe(201);
  for (const [as, body] of [
    [renter, "Can I pick it up at 9?"],
    [owner, "Yes, see you at 9."],
  ] as const)
    expect((await ctx.request.post(`/api/bookings/${bookingId}/messages`, { body }, { as })).statusCode).toBe(201);
  await ctx.db.insert(reviews).values([
    { bookingId, authorId: renter.id, subjectType: "owner", subjectId: owner.id, rating: 5, text: "Great owner" },
    { bookingId, authorId: owner.id, subjectType: "renter", subjectId: renter.id, rating: 4, text: "Careful renter" },
  ]);
  await ctx.db.insert(savedFilters).values({ userId: renter.id, name: "Cameras in KL", query: "category=cameras" });
  await ctx.db
    .insert(wantedPosts)
    .values({ userId: renter.id, title: "Need a drone", description: "For a wedding", category: "drones" });
  await ctx.db.insert(pushSubscriptions).values({
    userId: renter.id,
    endpoint: `https://push.example.test/${renter.id}`,
    p256dh: "k",
    auth: "secret-auth-key",
  });
  await ctx.db
    .insert(auditLog)
    .values({ actorId: renter.id, action: "review.written", subjectType: "booking", subjectId: bookingId });
  return { owner, renter, bookingId, renterDocs };
}

const requestExport = (ctx: TestApp, as: { cookie: string }) =>
  ctx.request.post("/api/profile/data-export", {}, { as });
const stateOf = async (ctx: TestApp, as: { cookie: string }) =>
  (await ctx.request.get("/api/profile/data-export", { as })).json();

function unzip(body: Buffer) {
  const entries = unzipSync(new Uint8Array(body));
  const json = (name: string) => JSON.parse(strFromU8(entries[name]!));
  const allText = Object.values(entries)
    .map((e) => Buffer.from(e).toString("latin1"))
    .join("\n");
  return { entries, json, allText };
}

describe("download my data", () => {
  it("the ZIP holds every section with only the requester's data, announced by e-mail and in-app", async ({ ctx }) => {
    const { renter, bookingId, renterDocs } = await scene(ctx);
    const asked = await requestExport(ctx, renter);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().latest).toMatchObject({ status: "pending", downloadUrl: null });

    await ctx.worker.drain();
    const state = await stateOf(ctx, renter);
    expect(state.latest.status).toBe("ready");
    expect(state.latest.downloadUrl).toBe(`/api/profile/data-export/${state.latest.id}/download`);
    const days = (Date.parse(state.latest.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const res = await ctx.request.get(state.latest.downloadUrl, { as: renter });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="sewagear-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { entries, json, allText } = unzip(res.rawPayload);

    for (const name of SECTIONS) expect(Object.keys(entries), name).toContain(name);
    expect(strFromU8(entries["README.txt"]!)).toContain("display name only");

    expect(json("account.json")).toMatchObject({ id: renter.id, email: renter.email, phoneNumber: "012-3456789" });
    expect(JSON.stringify(json("account.json"))).not.toMatch(/password|token/i);
    expect(json("profile.json").identityVerifications).toEqual([
      expect.objectContaining({ mykadNumber: "900101145678", documentsKept: true }),
    ]);
    const [booking] = json("bookings.json");
    expect(booking).toMatchObject({ id: bookingId, youWere: "renter", otherParty: "Owen's Camera House" });
    expect(booking.events.map((e: { by: string; to: string }) => [e.by, e.to])).toEqual([
      ["you", "pending"],
      ["Owen's Camera House", "approved"],
    ]);
    expect(json("messages.json")[0].messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ["you", "Can I pick it up at 9?"],
      ["Owen's Camera House", "Yes, see you at 9."],
    ]);
    const r = json("reviews.json");
    expect(r.given.map((x: { text: string }) => x.text)).toEqual(["Great owner"]);
    expect(r.received.map((x: { text: string; author: string }) => [x.text, x.author])).toEqual([
      ["Careful renter", "the owner of the booking"],
    ]);
    expect(json("saved-filters.json").map((f: { name: string }) => f.name)).toEqual(["Cameras in KL"]);
    expect(json("wanted-posts.json").posts.map((p: { title: string }) => p.title)).toEqual(["Need a drone"]);
    expect(json("push-subscriptions.json")).toEqual([
      expect.objectContaining({ endpoint: `https://push.example.test/${renter.id}` }),
    ]);
    expect(json("audit-trail.json")).toEqual([expect.objectContaining({ action: "review.written" })]);
    expect(json("consents.json")).toMatchObject({ language: "en", savedFilterAlerts: [{ filter: "Cameras in KL" }] });
    expect(json("notifications.json").length).toBeGreaterThan(0);

    // The files kept: the renter's three ID documents and the receipt they uploaded.
    const files = json("files.json").map((f: { path: string }) => f.path);
    expect(files.filter((f: string) => f.startsWith("files/id-documents/"))).toHaveLength(renterDocs.keys.length);
    expect(files.filter((f: string) => f.startsWith("files/receipts/"))).toHaveLength(1);
    for (const f of files) expect(entries[f]!.length).toBeGreaterThan(0);

    // Never the other party's private data, anywhere in the archive.
    for (const secret of [...Object.values(OWNER_PRIVATE), "Owen Owner", "5140-1234-9876", "secret-auth-key"])
      expect(allText, secret).not.toContain(secret);

    // Announced: one e-mail to the renter and one notification.
    const mails = (await emailJobs(ctx)).filter((m) => m.template === "data_export_ready" && m.to === renter.email);
    expect(mails).toHaveLength(1);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, renter.id), eq(notifications.kind, "data-export.ready")));
    expect(notes).toHaveLength(1);
  });

  it("the link is refused to anyone else (404) and once expired; at expiry the file is deleted", async ({ ctx }) => {
    const { renter, owner } = await scene(ctx);
    const staff = await buildUser(ctx, { role: "staff" });
    const admin = await buildUser(ctx, { role: "admin" });
    await requestExport(ctx, renter);
    // Before it is built there is nothing to download.
    const pendingId = (await stateOf(ctx, renter)).latest.id;
    expect((await ctx.request.get(`/api/profile/data-export/${pendingId}/download`, { as: renter })).statusCode).toBe(
      404,
    );
    await ctx.worker.drain();
    const { latest } = await stateOf(ctx, renter);
    for (const other of [owner, staff, admin])
      expect((await ctx.request.get(latest.downloadUrl, { as: other })).statusCode).toBe(404);
    expect((await ctx.request.get(latest.downloadUrl)).statusCode).toBe(401);
    // Their own state does not show the renter's export either.
    expect((await stateOf(ctx, owner)).latest).toBeNull();

    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, latest.id));
    const stored = path.join(ctx.uploadsDir, row!.fileKey!);
    expect(existsSync(stored)).toBe(true);
    await ctx.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, latest.id));
    expect((await ctx.request.get(latest.downloadUrl, { as: renter })).statusCode).toBe(404);
    expect((await stateOf(ctx, renter)).latest).toMatchObject({ status: "expired", downloadUrl: null });

    await ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, DATA_EXPORT_EXPIRE_JOB));
    await ctx.worker.drain();
    expect(existsSync(stored)).toBe(false);
    const [after] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, latest.id));
    expect(after!.fileKey).toBeNull();
  });

  it("one request a day: a second is refused with a clear message and nothing written", async ({ ctx }) => {
    const renter = await buildRenter(ctx);
    expect((await requestExport(ctx, renter)).statusCode).toBe(202);
    const again = await requestExport(ctx, renter);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("TOO_SOON");
    expect(again.json().error.message).toBe(translateFor("en", msg("profile", "dataExport.tooSoon")));
    const rows = await ctx.db.select().from(dataExports).where(eq(dataExports.userId, renter.id));
    expect(rows).toHaveLength(1);
    const buildJobs = (await ctx.db.select().from(jobs).where(eq(jobs.kind, DATA_EXPORT_BUILD_JOB))).filter(
      (j) => (j.payload as { exportId: string }).exportId === rows[0]!.id,
    );
    expect(buildJobs).toHaveLength(1);
    const state = await stateOf(ctx, renter);
    expect(Date.parse(state.nextRequestAt) - rows[0]!.requestedAt.getTime()).toBe(24 * 3_600_000);
    expect(again.json().error.details.nextRequestAt).toBe(state.nextRequestAt);

    // A day later, a new request is taken.
    await ctx.db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) })
      .where(eq(dataExports.userId, renter.id));
    expect((await requestExport(ctx, renter)).statusCode).toBe(202);
    expect((await requestExport(ctx, renter)).statusCode).toBe(429);
    // Signed out: 401.
    expect((await ctx.request.post("/api/profile/data-export", {})).statusCode).toBe(401);
  });

  it("a build that dies after storing the ZIP is retried onto the same file: no orphan beside it", async ({ ctx }) => {
    const renter = await buildRenter(ctx);
    await requestExport(ctx, renter);
    const exportId = (await stateOf(ctx, renter)).latest.id as string;
    const storage = ctx.app.deps.storage;
    // The process is killed between writing the file and marking the export ready.
    const dies = {
      ...storage,
      put: async (key: string, data: Buffer) => {
        await storage.put(key, data);
        throw new Error("killed after the file was written");
      },
    };
    await expect(buildDataExport(ctx.db, dies, exportId)).rejects.toThrow("killed");
    expect((await stateOf(ctx, renter)).latest.status).toBe("pending");
    await buildDataExport(ctx.db, storage, exportId);
    // Run twice more, as a doubled job would: nothing is written or removed.
    await buildDataExport(ctx.db, storage, exportId);

    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row!.status).toBe("ready");
    const folder = path.join(ctx.uploadsDir, "private", "exports", renter.id);
    expect(readdirSync(folder)).toEqual([path.basename(row!.fileKey!)]);
    expect((await ctx.request.get((await stateOf(ctx, renter)).latest.downloadUrl, { as: renter })).statusCode).toBe(
      200,
    );
  });
});

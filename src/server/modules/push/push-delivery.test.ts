import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "../../test/fixtures";
import { createBookingId } from "../../test/bookings";
import { WANTED_REQUEST } from "../../test/wanted";
import { buildGear, buildOwner, buildRenter, buildUser, day, VERIFIED_COMPLETE } from "../../test/factories";
import { settleJobs } from "../../test/settle-jobs";
import { jobs, notifications, pushSubscriptions } from "../../db/schema";
import { translateFor } from "../../lib/i18n";
import { notify } from "../notifications/service";
import { MAX_FAILED_SENDS } from "./jobs";
import {
  decryptPush,
  pushesTo,
  startTestPushService,
  subscribeDevice,
  type TestPushService,
} from "../../test/push-service";

/**
 * Web Push end to end without the internet: web-push encrypts for a subscription
 * whose keys the test holds, a local push service receives it, and the test
 * decrypts the aes128gcm body (RFC 8291) to read what the phone would show.
 */
let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => service.close());

describe("push delivery", () => {
  it("a booking request reaches the owner's device, encrypted, with the in-app notification's title", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx);
    const device = await subscribeDevice(ctx, service, owner);
    const item = await buildGear(ctx, { ownerId: owner.id });
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
    await settleJobs(ctx, ["push.send"]);

    const got = pushesTo(service, device);
    expect(got).toHaveLength(1);
    expect(got[0]!.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(got[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(decryptPush(got[0]!.body, device.browser));
    const [notice] = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(payload.title).toBe(translateFor("en", notice!.title));
    expect(payload.title.length).toBeGreaterThan(3);
    expect(payload.body).toBe(translateFor("en", notice!.body));
    expect(payload.url).toBe(notice!.link);
  });

  it("push jobs carry ids only: the text is read from the notification when sent, and none once it is gone", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx, { name: "Zulkifli Penyewa Rahsia" });
    const device = await subscribeDevice(ctx, service, owner);
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Rahsia Cinema Camera" });
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
    const [notice] = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(`${notice!.title} ${notice!.body}`, "the notification itself names them").toMatch(/Rahsia/);

    await settleJobs(ctx, ["push.send"]);
    const queued = await ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, "push.send"))
      .orderBy(jobs.id);
    const mine = queued.filter((j) => (j.payload as { notificationId?: number }).notificationId === notice!.id);
    // The fan-out job, then the device's job.
    expect(mine.map((j) => j.payload)).toEqual([
      { notificationId: notice!.id },
      { notificationId: notice!.id, subscriptionId: device.id },
    ]);
    const sent = await ctx.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "push.send"));
    for (const { payload } of sent) expect(JSON.stringify(payload)).not.toMatch(/Rahsia|Zulkifli/);
    expect(JSON.parse(decryptPush(pushesTo(service, device)[0]!.body, device.browser)).body).toBe(
      translateFor("en", notice!.body),
    );

    // A notification deleted before its push is sent (the account closed meanwhile): nothing goes out.
    await ctx.db.transaction(async (tx) => {
      await notify(tx, owner.id, { kind: "booking.requested", title: "Gone", body: "Zulkifli" });
      await tx.delete(notifications).where(eq(notifications.userId, owner.id));
    });
    await settleJobs(ctx, ["push.send"]);
    expect(pushesTo(service, device)).toHaveLength(1);
  });

  it("the test button pushes to every device of the user in their language", async ({ ctx }) => {
    const user = await buildRenter(ctx, { language: "ms" });
    const a = await subscribeDevice(ctx, service, user);
    const b = await subscribeDevice(ctx, service, user);
    expect((await ctx.request.post("/api/push/test", {}, { as: user })).statusCode).toBe(202);
    await settleJobs(ctx, ["push.send"]);
    for (const d of [a, b]) {
      const got = pushesTo(service, d);
      expect(got).toHaveLength(1);
      expect(JSON.parse(decryptPush(got[0]!.body, d.browser))).toMatchObject({
        title: "Pemberitahuan ujian SewaGear",
        body: "Pemberitahuan tolak berfungsi pada peranti ini.",
        url: "/profile",
      });
    }
  });

  it("an event switched off is not pushed; the in-app notification still is", async ({ ctx }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const renter = await buildRenter(ctx);
    const device = await subscribeDevice(ctx, service, owner);
    const all = ["approved", "receipt", "confirmed", "messages", "filters", "wanted"];
    expect((await ctx.request.put("/api/push/preferences", { enabled: all }, { as: owner })).statusCode).toBe(200);
    const settings = (await ctx.request.get("/api/push/settings", { as: owner })).json();
    expect(settings.events.request).toBe(false);
    expect(settings.events.approved).toBe(true);
    const item = await buildGear(ctx, { ownerId: owner.id });
    await createBookingId(ctx, renter, { gearId: item.id, startDate: day(5), endDate: day(5) });
    await settleJobs(ctx, ["push.send"]);
    expect(pushesTo(service, device)).toHaveLength(0);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(1);
  });

  it("a new verification request is pushed to admins", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin", ...VERIFIED_COMPLETE });
    const device = await subscribeDevice(ctx, service, admin);
    const settings = (await ctx.request.get("/api/push/settings", { as: admin })).json();
    expect(settings.available).toContain("verification");
    const { notify } = await import("../notifications/service");
    const { msg } = await import("../../../shared/i18n/message");
    // What the verification service does for each admin when a renter submits (verification/service.ts).
    await notify(ctx.db, admin.id, {
      kind: "verification.submitted",
      title: msg("verification", "notify.submittedTitle"),
      body: "Aina Applicant",
      link: "/admin/enhanced-verification",
    });
    await settleJobs(ctx, ["push.send"]);
    const payload = JSON.parse(decryptPush(pushesTo(service, device)[0]!.body, device.browser));
    expect(payload).toMatchObject({ body: "Aina Applicant", url: "/admin/enhanced-verification" });
    expect(payload.title).toBe(translateFor("en", msg("verification", "notify.submittedTitle")));
  });

  it("an owner's answer to a wanted post is pushed to its poster", async ({ ctx }) => {
    const poster = await buildRenter(ctx, VERIFIED_COMPLETE);
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const device = await subscribeDevice(ctx, service, poster);
    const post = await ctx.request.post("/api/wanted", WANTED_REQUEST, { as: poster });
    expect(post.statusCode, post.body).toBe(201);
    const item = await buildGear(ctx, { ownerId: owner.id });
    const answer = await ctx.request.post(
      `/api/wanted/${post.json().id}/answers`,
      { gearId: item.id, message: "Mine is free that day" },
      { as: owner },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    await settleJobs(ctx, ["push.send"]);
    const got = pushesTo(service, device);
    expect(got).toHaveLength(1);
    const payload = JSON.parse(decryptPush(got[0]!.body, device.browser));
    expect(payload.title).toContain(WANTED_REQUEST.title);
    expect(payload.body).toBe(`${item.name}: Mine is free that day`);
  });

  for (const status of [404, 410]) {
    it(`a ${status} from the push service removes the subscription`, async ({ ctx }) => {
      const user = await buildRenter(ctx);
      const device = await subscribeDevice(ctx, service, user);
      const kept = await subscribeDevice(ctx, service, user);
      service.state.status = status;
      try {
        await ctx.request.post("/api/push/test", {}, { as: user });
        await settleJobs(ctx, ["push.send"]);
      } finally {
        service.state.status = 201;
      }
      expect(pushesTo(service, device)).toHaveLength(1);
      const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
      expect(left).toEqual([]);
      expect(kept.id).toBeGreaterThan(0);
    });
  }

  for (const status of [429, 503]) {
    it(`a ${status} with Retry-After reschedules the push for then, not the usual backoff`, async ({ ctx }) => {
      const user = await buildRenter(ctx);
      const device = await subscribeDevice(ctx, service, user);
      service.state.status = status;
      service.state.headers = { "retry-after": "120" };
      const asked = Date.now();
      try {
        await ctx.request.post("/api/push/test", {}, { as: user });
        await settleJobs(ctx, ["push.send"]);
      } finally {
        service.state.status = 201;
        service.state.headers = {};
      }
      expect(pushesTo(service, device)).toHaveLength(1);
      const [job] = await ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "push.send"), isNull(jobs.doneAt), isNull(jobs.failedAt)));
      expect(job!.attempts).toBe(1);
      expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(asked + 119_000);
      await ctx.db.delete(jobs).where(eq(jobs.id, job!.id));
    });
  }

  it(`a subscription that fails ${MAX_FAILED_SENDS} times in a row is dropped; a success starts the count again`, async ({
    ctx,
  }) => {
    const user = await buildRenter(ctx);
    const failing = await subscribeDevice(ctx, service, user);
    const working = await subscribeDevice(ctx, service, user);
    await ctx.db
      .update(pushSubscriptions)
      .set({ failures: MAX_FAILED_SENDS - 1 })
      .where(eq(pushSubscriptions.userId, user.id));
    // Only the failing device's service is down: the other answers 201.
    const failingPath = new URL(failing.endpoint).pathname;
    service.state.statusFor = (path) => (path === failingPath ? 500 : 201);
    try {
      await ctx.request.post("/api/push/test", {}, { as: user });
      await settleJobs(ctx, ["push.send"]);
    } finally {
      service.state.statusFor = null;
    }
    expect(pushesTo(service, failing)).toHaveLength(1);
    expect(pushesTo(service, working)).toHaveLength(1);
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((d) => d.id)).toEqual([working.id]);
    expect(left[0]!.failures).toBe(0);
    expect(
      await ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "push.send"), isNull(jobs.doneAt))),
    ).toEqual([]);
  });

  it("a redirect from the push service is not followed", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const device = await subscribeDevice(ctx, service, user);
    service.state.status = 307;
    service.state.headers = { location: service.endpoint("elsewhere") };
    try {
      await ctx.request.post("/api/push/test", {}, { as: user });
      await settleJobs(ctx, ["push.send"]);
    } finally {
      service.state.status = 201;
      service.state.headers = {};
    }
    expect(pushesTo(service, device)).toHaveLength(1);
    expect(service.received.filter((r) => r.path.endsWith("/elsewhere"))).toEqual([]);
    await ctx.db.delete(jobs).where(and(eq(jobs.kind, "push.send"), isNull(jobs.doneAt)));
  });

  it("a push service that is down at first still gets the push once it is up (job retry)", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const device = await subscribeDevice(ctx, service, user);
    await service.stop();
    try {
      await ctx.request.post("/api/push/test", {}, { as: user });
      // Wait until the device's job has failed at least once against the closed port.
      for (let i = 0; i < 100; i++) {
        await ctx.worker.drain();
        const failed = await ctx.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, "push.send"), sql`${jobs.lastError} is not null`, isNull(jobs.doneAt)));
        if (failed.length) break;
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(pushesTo(service, device)).toHaveLength(0);
    } finally {
      await service.start();
    }
    // The retry comes due now, as the clock would bring it after its backoff.
    await ctx.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.kind, "push.send"), isNull(jobs.doneAt)));
    await settleJobs(ctx, ["push.send"]);
    const got = pushesTo(service, device);
    expect(got).toHaveLength(1);
    expect(JSON.parse(decryptPush(got[0]!.body, device.browser)).title).toBe("SewaGear test notification");
    const [row] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    expect(row!.lastSentAt).not.toBeNull();
  });
});

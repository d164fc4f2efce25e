import { count, eq } from "drizzle-orm";
import { appSettings, auditLog, reviews, roleApplications, users } from "../../db/schema";
import {
  buildBooking,
  buildGear,
  buildIdentityVerification,
  buildOwner,
  buildRenter,
  buildUser,
} from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildReview } from "../../test/reviews";

const auditCount = async (ctx: TestApp) => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

/**
 * Makes the next insert into `table` fail inside the database, so an action
 * whose transaction reaches it is rolled back at that point. `after` tells
 * whether the failure comes after the audit entry was written.
 */
async function failInsertsInto(ctx: TestApp, table: string) {
  await ctx.db.execute(`create or replace function fail_for_test() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$`);
  await ctx.db.execute(
    `create trigger fail_for_test before insert on ${table} for each row execute function fail_for_test()`,
  );
  return () => ctx.db.execute(`drop trigger fail_for_test on ${table}`);
}

describe("the audit trail is written in the action's own transaction", () => {
  it("saving settings writes an entry with the old and new values; when the entry cannot be written the settings stay", async ({
    ctx,
  }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const values = { serviceFeeBasisPoints: 500, sstBasisPoints: 600, defaultExtendedThreshold: 5 };
    const before = (await ctx.db.select().from(appSettings))[0]!;

    const restore = await failInsertsInto(ctx, "audit_log");
    const failed = await ctx.request.put("/api/admin/settings", values, { as: admin });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect((await ctx.db.select().from(appSettings))[0]).toEqual(before);
    expect(await auditCount(ctx)).toBe(0);

    const saved = await ctx.request.put("/api/admin/settings", values, { as: admin });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "settings.updated"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      data: {
        before: {
          serviceFeeBasisPoints: before.serviceFeeBasisPoints,
          sstBasisPoints: before.sstBasisPoints,
          defaultExtendedThreshold: before.defaultExtendedThreshold,
        },
        after: values,
      },
    });

    // Saved again unchanged: nothing happened, so nothing is recorded; a real change is.
    const again = await ctx.request.put("/api/admin/settings", values, { as: admin });
    expect(again.statusCode, again.body).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, "settings.updated"))).toHaveLength(1);
    const changed = await ctx.request.put("/api/admin/settings", { ...values, sstBasisPoints: 800 }, { as: admin });
    expect(changed.statusCode, changed.body).toBe(200);
    const latest = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "settings.updated"));
    expect(latest.map((r) => (r.data as { after: { sstBasisPoints: number } }).after.sstBasisPoints).sort()).toEqual([
      600, 800,
    ]);
  });

  it("a verification decision that fails after its entry was written leaves neither the decision nor the entry", async ({
    ctx,
  }) => {
    const staff = await buildUser(ctx, { role: "staff" });
    const renter = await buildRenter(ctx, { verificationStatus: "pending", isVerified: false });
    const { id } = await buildIdentityVerification(ctx, renter.id);
    const n = await auditCount(ctx);

    // The renter's notification comes after the audit entry in the decision's transaction.
    const restore = await failInsertsInto(ctx, "notifications");
    const failed = await ctx.request.post(`/api/verification/${id}/decision`, { decision: "approve" }, { as: staff });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect(await auditCount(ctx)).toBe(n);
    expect((await ctx.db.select().from(users).where(eq(users.id, renter.id)))[0]!.verificationStatus).toBe("pending");

    const ok = await ctx.request.post(`/api/verification/${id}/decision`, { decision: "approve" }, { as: staff });
    expect(ok.statusCode, ok.body).toBe(200);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: "verification.approved",
      subjectType: "verification",
      data: { before: { status: "pending" }, after: { status: "verified" }, detail: { renterId: renter.id } },
    });
  });

  it("a review hidden while the author's notice fails stays visible, with no entry", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const author = await buildRenter(ctx);
    const review = await buildReview(ctx, {
      authorId: author.id,
      subjectType: "gear",
      subjectId: (await buildGear(ctx)).id,
      rating: 1,
    });
    const n = await auditCount(ctx);
    const restore = await failInsertsInto(ctx, "notifications");
    const res = await ctx.request.post(
      `/api/admin/reviews/${review.id}/moderation`,
      { action: "hide", reason: "Abuse" },
      { as: admin },
    );
    await restore();
    expect(res.statusCode).toBe(500);
    expect(await auditCount(ctx)).toBe(n);
    expect((await ctx.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.hidden).toBe(false);
  });

  it("a role application decision whose entry cannot be written grants nothing", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const applicant = await buildUser(ctx);
    const [app] = await ctx.db
      .insert(roleApplications)
      .values({ userId: applicant.id, role: "staff", status: "pending" })
      .returning();
    const restore = await failInsertsInto(ctx, "audit_log");
    const res = await ctx.request.post(
      `/api/admin/applications/${app!.id}/decision`,
      { decision: "approve" },
      { as: admin },
    );
    await restore();
    expect(res.statusCode).toBe(500);
    expect((await ctx.db.select().from(users).where(eq(users.id, applicant.id)))[0]!.role).toBe("user");
    expect((await ctx.db.select().from(roleApplications).where(eq(roleApplications.id, app!.id)))[0]!.status).toBe(
      "pending",
    );
  });
});

describe("an admin's booking move", () => {
  it("is in the trail with the status before and after and the reason; an owner's own move is not", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const b = await buildBooking(ctx);
    const n = await auditCount(ctx);
    const res = await ctx.request.post(
      `/api/bookings/${b.id}/transitions`,
      { to: "cancelled", reason: "Duplicate request reported by the renter" },
      { as: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, b.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: "booking.cancelled",
      subjectType: "booking",
      data: {
        before: { status: "pending" },
        after: { status: "cancelled" },
        detail: { reason: "Duplicate request reported by the renter" },
      },
    });
    expect(await auditCount(ctx)).toBe(n + 1);

    // The owner's answer to their own request is the booking's business, not the back office's.
    const owner = await buildOwner(ctx);
    const own = await buildBooking(ctx, { ownerId: owner.id });
    const approved = await ctx.request.post(`/api/bookings/${own.id}/transitions`, { to: "approved" }, { as: owner });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, own.id))).toEqual([]);
  });
});

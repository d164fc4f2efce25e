import { and, desc, eq } from "drizzle-orm";
import { auditLog, notifications, users } from "../../db/schema";
import { buildGear, buildOwner, buildRenter, buildUser } from "../../test/factories";
import { describe, expect } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import { parseMessage, smtpAppTest } from "../../test/smtp";
import type { TestApp } from "../../test/test-app";
import { buildReview, moderationState } from "../../test/reviews";

// A real SMTP server on loopback receives what the worker sends.
const { it, smtp } = await smtpAppTest();

const moderate = (ctx: TestApp, id: number, body: object, as: { cookie: string }) =>
  ctx.request.post(`/api/admin/reviews/${id}/moderation`, body, { as });
const publicReviews = async (ctx: TestApp, subjectType: string, subjectId: string) =>
  (await ctx.request.get(`/api/reviews?subjectType=${subjectType}&subjectId=${subjectId}`)).json();

describe("review moderation", () => {
  it("a hidden review leaves the gear's and the owner's public reviews and averages at once; restoring brings it back", async ({
    ctx,
  }) => {
    const admin = await buildUser(ctx, { role: "admin", name: "Aida Admin" });
    const owner = await buildOwner(ctx, { name: "Omar Owner" });
    const item = await buildGear(ctx, { ownerId: owner.id, name: "Sony FX3" });
    const kind = await buildRenter(ctx, { name: "Kamal Kind" });
    const abusive = await buildRenter(ctx, { name: "Zed Abusive", email: `zed-${Date.now()}@example.test` });
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, abusive.id));
    await buildReview(ctx, { authorId: kind.id, subjectType: "gear", subjectId: item.id, rating: 5, text: "Great" });
    const bad = await buildReview(ctx, {
      authorId: abusive.id,
      subjectType: "gear",
      subjectId: item.id,
      rating: 1,
      text: "idiot owner",
    });
    await buildReview(ctx, { authorId: kind.id, subjectType: "owner", subjectId: owner.id, rating: 4 });
    const badOwner = await buildReview(ctx, {
      authorId: abusive.id,
      subjectType: "owner",
      subjectId: owner.id,
      rating: 1,
    });

    expect(await publicReviews(ctx, "gear", item.id)).toMatchObject({ count: 2, average: 3 });
    expect(await publicReviews(ctx, "owner", owner.id)).toMatchObject({ count: 2, average: 2.5 });

    const hide = await moderate(ctx, bad.id, { action: "hide", reason: "Insults the owner" }, admin);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ id: bad.id, hidden: true });
    expect(
      (await moderate(ctx, badOwner.id, { action: "hide", reason: "Same author, same insult" }, admin)).statusCode,
    ).toBe(200);

    const gearReviews = await publicReviews(ctx, "gear", item.id);
    expect(gearReviews).toMatchObject({ count: 1, average: 5 });
    expect(gearReviews.items.map((r: { id: number }) => r.id)).not.toContain(bad.id);
    expect(await publicReviews(ctx, "owner", owner.id)).toMatchObject({ count: 1, average: 4 });

    // The moderator's list shows it hidden, with the reason and who hid it; the filters find it.
    const hidden = (
      await ctx.request.get("/api/admin/reviews?visibility=hidden&subjectType=gear", { as: admin })
    ).json();
    expect(hidden.items).toHaveLength(1);
    expect(hidden.items[0]).toMatchObject({
      id: bad.id,
      hidden: true,
      subjectName: "Sony FX3",
      author: { id: abusive.id, name: "Zed Abusive" },
      lastModeration: { action: "hidden", reason: "Insults the owner", by: "Aida Admin" },
    });

    // The trail has it, written by the admin, before and after.
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.hidden"), eq(auditLog.subjectId, String(bad.id))));
    expect(entry).toMatchObject({
      actorId: admin.id,
      subjectType: "review",
      data: { before: { hidden: false }, after: { hidden: true }, detail: { reason: "Insults the owner" } },
    });

    // The author is told in the app and by e-mail, in their own language (Malay).
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, abusive.id))
      .orderBy(desc(notifications.id));
    expect(notice).toMatchObject({ kind: "review.hidden", body: "Same author, same insult" });
    await ctx.worker.drain();
    const mails = smtp.received.filter((m) => m.rcptTo.includes(abusive.email)).map((m) => parseMessage(m.raw));
    expect(mails.map((m) => m.subject)).toEqual(["Ulasan anda telah disembunyikan", "Ulasan anda telah disembunyikan"]);
    expect(mails[0]!.body).toContain("Sebab: Insults the owner");

    const restore = await moderate(ctx, bad.id, { action: "restore", reason: "Author apologised" }, admin);
    expect(restore.json()).toEqual({ id: bad.id, hidden: false });
    expect(await publicReviews(ctx, "gear", item.id)).toMatchObject({ count: 2, average: 3 });
  });

  it("lists every review newest first and filters by subject, rating, visibility and words", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const item = await buildGear(ctx, { name: "Aputure 600d" });
    const author = await buildRenter(ctx, { name: "Farah Filter" });
    const old = await buildReview(
      ctx,
      { authorId: author.id, subjectType: "gear", subjectId: item.id, rating: 3, text: "100% fine" },
      new Date(Date.now() - 86_400_000),
    );
    const recent = await buildReview(ctx, { authorId: author.id, subjectType: "gear", subjectId: item.id, rating: 5 });
    const list = async (query: string) =>
      (await ctx.request.get(`/api/admin/reviews?${query}`, { as: admin }))
        .json()
        .items.map((i: { id: number }) => i.id);

    const all = await list("");
    expect(all.indexOf(recent.id)).toBeLessThan(all.indexOf(old.id));
    expect(await list("rating=3&q=Aputure")).toEqual([old.id]);
    expect(await list("q=farah%20filter")).toEqual([recent.id, old.id]);
    // A "%" typed is a letter, not a wildcard.
    expect(await list("q=100%25")).toEqual([old.id]);
    expect(await list("q=%25%25%25")).toEqual([]);
    expect(await list("subjectType=owner&q=Farah")).toEqual([]);
    expect(await list("visibility=visible&q=Aputure")).toEqual([recent.id, old.id]);
  });

  it("refuses bad input, stale decisions and unknown reviews, changing nothing", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    const item = await buildGear(ctx);
    const author = await buildRenter(ctx);
    const review = await buildReview(ctx, { authorId: author.id, subjectType: "gear", subjectId: item.id, rating: 2 });
    const before = await moderationState(ctx, review.id);

    const noReason = await moderate(ctx, review.id, { action: "hide", reason: "  " }, admin);
    expect(expectBadInput(noReason).fields).toEqual({ reason: "Give a reason: the author is told it." });
    expectBadInput(await moderate(ctx, review.id, { action: "delete", reason: "x" }, admin));
    expectBadInput(await moderate(ctx, review.id, { action: "hide", reason: "x".repeat(501) }, admin));
    const restoreVisible = await moderate(ctx, review.id, { action: "restore", reason: "why not" }, admin);
    expect(restoreVisible.statusCode).toBe(409);
    expect(restoreVisible.json().error.message).toBe("This review is already shown.");
    expect((await moderate(ctx, 999_999, { action: "hide", reason: "gone" }, admin)).statusCode).toBe(404);
    expect(await moderationState(ctx, review.id)).toEqual(before);

    expectBadInput(await ctx.request.get("/api/admin/reviews?rating=6", { as: admin }));
    expectBadInput(await ctx.request.get("/api/admin/reviews?visibility=secret", { as: admin }));
  });
});

import { and, eq, sql } from "drizzle-orm";
import { gear, jobs, notifications, users, wantedAnswers } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import type { Caller } from "../../test/request";
import { buildUser, buildOwner, buildRenter, buildGear } from "../../test/factories";
import { WANTED_REQUEST } from "../../test/wanted";
import { mailedTo } from "../../test/mail-jobs";

const request = WANTED_REQUEST;
/** POST /api/wanted/:id/answers: `as` offers the listing `gearId` for the post. */
const offer = (ctx: TestApp, as: Caller, postId: number, gearId: string, message: string) =>
  ctx.request.post(`/api/wanted/${postId}/answers`, { gearId, message }, { as });
const answersOf = (ctx: TestApp, postId: number) =>
  ctx.db.select().from(wantedAnswers).where(eq(wantedAnswers.postId, postId));
const wantedMailJobs = async (ctx: TestApp, to: string) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "email"), sql`${jobs.payload}->>'template' = 'wanted-answer'`, mailedTo(to)))
  ).length;

/** A renter's open post, and an owner with an active listing. */
async function scene(ctx: TestApp) {
  const renter = await buildRenter(ctx, { name: "Nurul Huda" });
  const owner = await buildOwner(ctx, { name: "Lensa Studio" });
  const item = await buildGear(ctx, { ownerId: owner.id, name: "DJI Mini 4 Pro", category: "drones" });
  const res = await ctx.request.post("/api/wanted", request, { as: renter });
  return { renter, owner, item, postId: res.json().id as number };
}

describe("answering a wanted post", () => {
  it("an owner offers an own active listing; the poster is e-mailed with the title and link, and notified in-app", async ({
    ctx,
  }) => {
    const { renter, owner, item, postId } = await scene(ctx);
    ctx.mail.length = 0;
    const res = await offer(ctx, owner, postId, item.id, "Available that day, with 3 batteries.");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    // Queued with the answer (outbox), sent by the worker.
    expect(await wantedMailJobs(ctx, renter.email)).toBe(1);
    await ctx.worker.drain();
    const mails = ctx.mail.filter((m) => m.to === renter.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`An owner answered “${request.title}”`);
    expect(mails[0]!.text).toContain("Hi Nurul Huda,");
    expect(mails[0]!.text).toContain(`Lensa Studio offers DJI Mini 4 Pro for your wanted request “${request.title}”.`);
    expect(mails[0]!.text).toContain(`${ctx.config.publicUrl}/wanted?post=${postId}`);
    const [note] = await ctx.db.select().from(notifications).where(eq(notifications.userId, renter.id));
    expect(note).toMatchObject({ kind: "wanted.answer", link: `/wanted?post=${postId}` });
    // Listed in the poster's language at the time they read it.
    const listed = async () => (await ctx.request.get("/api/notifications", { as: renter })).json().items[0].title;
    expect(await listed()).toBe(`An owner answered “${request.title}”`);
    await ctx.db.update(users).set({ language: "ms" }).where(eq(users.id, renter.id));
    expect(await listed()).toBe(`Seorang pemilik menjawab “${request.title}”`);
    expect((await ctx.request.get(`/api/wanted/${postId}`)).json().post.answerCount).toBe(1);
  });

  it("refuses other owners' gear, archived gear, non-owners, own posts and unknown posts, writing and sending nothing", async ({
    ctx,
  }) => {
    const { renter, owner, postId } = await scene(ctx);
    const otherOwner = await buildOwner(ctx);
    const notTheirs = await buildGear(ctx, { ownerId: otherOwner.id });
    const archived = await buildGear(ctx, { ownerId: owner.id, status: "archived" });
    const staff = await buildUser(ctx, { role: "staff" });
    const answer = (gearId: string, cookie?: string, id = postId) =>
      ctx.request.post(`/api/wanted/${id}/answers`, { gearId, message: "It is yours." }, { as: cookie });

    const foreign = await answer(notTheirs.id, owner.cookie);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ gearId: "Choose one of your own listings." });
    expect((await answer("no-such-gear", owner.cookie)).json().error.fields).toEqual({
      gearId: "Choose one of your own listings.",
    });
    const old = await answer(archived.id, owner.cookie);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fields.gearId).toMatch(/archived/);
    expect((await answer(notTheirs.id)).statusCode).toBe(401);
    expect((await ctx.request.post(`/api/wanted/${postId}/answers`, {})).statusCode).toBe(401);
    for (const who of [renter, staff]) {
      const res = await answer(notTheirs.id, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Only owners can answer wanted requests.");
    }
    expect((await answer(notTheirs.id, owner.cookie, 99999999)).statusCode).toBe(404);
    const empty = await offer(ctx, otherOwner, postId, notTheirs.id, "  ");
    expect(empty.json().error.fields).toEqual({ message: "Write a message to the renter" });

    // An owner who posts a request cannot answer it.
    const ownPost = (await ctx.request.post("/api/wanted", request, { as: otherOwner })).json().id as number;
    const self = await answer(notTheirs.id, otherOwner.cookie, ownPost);
    expect(self.statusCode).toBe(403);
    expect(await answersOf(ctx, ownPost)).toEqual([]);

    expect(await answersOf(ctx, postId)).toEqual([]);
    expect(await wantedMailJobs(ctx, renter.email)).toBe(0);
  });

  it("refuses the same listing twice (409) and any answer once the post is closed (409)", async ({ ctx }) => {
    const { renter, owner, item, postId } = await scene(ctx);
    const second = await buildGear(ctx, { ownerId: owner.id });
    expect((await offer(ctx, owner, postId, item.id, "First")).statusCode).toBe(201);
    const twice = await offer(ctx, owner, postId, item.id, "Again");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("You already offered this listing for this request.");
    // Another of the owner's listings is a new offer.
    expect((await offer(ctx, owner, postId, second.id, "Or this")).statusCode).toBe(201);

    await ctx.request.post(`/api/wanted/${postId}/close`, {}, { as: renter });
    const late = await buildGear(ctx, { ownerId: owner.id });
    const closed = await offer(ctx, owner, postId, late.id, "Late");
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe("This wanted request is closed.");
    expect((await answersOf(ctx, postId)).map((a) => a.message).sort()).toEqual(["First", "Or this"]);
    expect(await wantedMailJobs(ctx, renter.email)).toBe(2);
  });
});

describe("who sees the answers", () => {
  it("the poster sees all, an answering owner their own, everyone else only the count", async ({ ctx }) => {
    const { renter, owner, item, postId } = await scene(ctx);
    const rival = await buildOwner(ctx, {
      name: "Rival Rentals",
      username: `rival_${Date.now().toString(36).slice(-6)}`,
    });
    const rivalItem = await buildGear(ctx, { ownerId: rival.id, name: "DJI Air 3" });
    const bystander = await buildOwner(ctx);
    await offer(ctx, owner, postId, item.id, "Mini 4 Pro, free that day.");
    await offer(ctx, rival, postId, rivalItem.id, "Air 3 with ND filters.");

    const asPoster = (await ctx.request.get(`/api/wanted/${postId}`, { as: renter })).json();
    expect(asPoster.post).toMatchObject({ answerCount: 2, isMine: true });
    expect(asPoster.answers).toHaveLength(2);
    const rivalAnswer = asPoster.answers.find((a: { message: string }) => a.message === "Air 3 with ND filters.");
    expect(rivalAnswer).toEqual({
      id: expect.any(Number),
      message: "Air 3 with ND filters.",
      createdAt: expect.any(String),
      owner: { username: expect.stringMatching(/^rival_/), displayName: "Rival Rentals" },
      gear: expect.objectContaining({
        id: rivalItem.id,
        name: "DJI Air 3",
        ownerUsername: expect.stringMatching(/^rival_/),
      }),
    });

    const asOwner = (await ctx.request.get(`/api/wanted/${postId}`, { as: owner })).json();
    expect(asOwner.answers.map((a: { message: string }) => a.message)).toEqual(["Mini 4 Pro, free that day."]);
    expect(asOwner.post).toMatchObject({ answerCount: 2, isMine: false });
    for (const cookie of [bystander.cookie, (await buildRenter(ctx)).cookie, undefined]) {
      const view = (await ctx.request.get(`/api/wanted/${postId}`, { as: cookie })).json();
      expect(view.answers).toEqual([]);
      expect(view.post.answerCount).toBe(2);
    }
    // Visibility also holds on a closed post.
    await ctx.request.post(`/api/wanted/${postId}/close`, {}, { as: renter });
    expect((await ctx.request.get(`/api/wanted/${postId}`, { as: rival })).json().answers).toHaveLength(1);
  });

  it("an answer whose listing was archived since keeps its message but shows no card", async ({ ctx }) => {
    const { renter, owner, item, postId } = await scene(ctx);
    await offer(ctx, owner, postId, item.id, "Still have it.");
    await ctx.db.update(gear).set({ status: "archived" }).where(eq(gear.id, item.id));
    const [answer] = (await ctx.request.get(`/api/wanted/${postId}`, { as: renter })).json().answers;
    expect(answer).toMatchObject({ message: "Still have it.", gear: null });
  });
});

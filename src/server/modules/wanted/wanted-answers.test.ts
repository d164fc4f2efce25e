import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gear, jobs, notifications, wantedAnswers } from "../../db/schema";
import { buildAccount, buildBookingOwner, buildGear, buildRenter, day } from "../../test/booking-factories";
import { buildTestApp, get, post, type TestApp } from "../../test/test-app";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const request = {
  title: "Drone for a wedding",
  description: "Need a drone with a good camera for one day in Ipoh.",
  category: "drones",
  startDate: day(10),
  endDate: day(10),
  state: "Perak",
};
const answersOf = (postId: number) => ctx.db.select().from(wantedAnswers).where(eq(wantedAnswers.postId, postId));
const wantedMailJobs = async (to: string) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "email"),
          sql`${jobs.payload}->>'template' = 'wanted-answer'`,
          sql`${jobs.payload}->>'to' = ${to}`,
        ),
      )
  ).length;

/** A renter's open post, and an owner with an active listing. */
async function scene() {
  const renter = await buildRenter(ctx, { name: "Nurul Huda" });
  const owner = await buildBookingOwner(ctx, { name: "Lensa Studio" });
  const item = await buildGear(ctx, { ownerId: owner.id, name: "DJI Mini 4 Pro", category: "drones" });
  const res = await post(ctx.app, "/api/wanted", request, renter.cookie);
  return { renter, owner, item, postId: res.json().id as number };
}

describe("answering a wanted post", () => {
  it("an owner offers an own active listing; the poster is e-mailed with the title and link, and notified in-app", async () => {
    const { renter, owner, item, postId } = await scene();
    ctx.mail.length = 0;
    const res = await post(
      ctx.app,
      `/api/wanted/${postId}/answers`,
      { gearId: item.id, message: "Available that day, with 3 batteries." },
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    // Queued with the answer (outbox), sent by the worker.
    expect(await wantedMailJobs(renter.email)).toBe(1);
    await ctx.worker.drain();
    const mails = ctx.mail.filter((m) => m.to === renter.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`An owner answered “${request.title}”`);
    expect(mails[0]!.text).toContain("Hi Nurul Huda,");
    expect(mails[0]!.text).toContain(`Lensa Studio offers DJI Mini 4 Pro for your wanted request “${request.title}”.`);
    expect(mails[0]!.text).toContain(`${ctx.config.publicUrl}/wanted?post=${postId}`);
    const [note] = await ctx.db.select().from(notifications).where(eq(notifications.userId, renter.id));
    expect(note).toMatchObject({ kind: "wanted.answer", link: `/wanted?post=${postId}` });
    expect((await get(ctx.app, `/api/wanted/${postId}`)).json().post.answerCount).toBe(1);
  });

  it("refuses other owners' gear, archived gear, non-owners, own posts and unknown posts, writing and sending nothing", async () => {
    const { renter, owner, postId } = await scene();
    const otherOwner = await buildBookingOwner(ctx);
    const notTheirs = await buildGear(ctx, { ownerId: otherOwner.id });
    const archived = await buildGear(ctx, { ownerId: owner.id, status: "archived" });
    const staff = await buildAccount(ctx, { role: "staff" });
    const answer = (gearId: string, cookie?: string, id = postId) =>
      post(ctx.app, `/api/wanted/${id}/answers`, { gearId, message: "It is yours." }, cookie);

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
    expect((await post(ctx.app, `/api/wanted/${postId}/answers`, {})).statusCode).toBe(401);
    for (const who of [renter, staff]) {
      const res = await answer(notTheirs.id, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Only owners can answer wanted requests.");
    }
    expect((await answer(notTheirs.id, owner.cookie, 99999999)).statusCode).toBe(404);
    const empty = await post(
      ctx.app,
      `/api/wanted/${postId}/answers`,
      { gearId: notTheirs.id, message: "  " },
      otherOwner.cookie,
    );
    expect(empty.json().error.fields).toEqual({ message: "Write a message to the renter" });

    // An owner who posts a request cannot answer it.
    const ownPost = (await post(ctx.app, "/api/wanted", request, otherOwner.cookie)).json().id as number;
    const self = await answer(notTheirs.id, otherOwner.cookie, ownPost);
    expect(self.statusCode).toBe(403);
    expect(await answersOf(ownPost)).toEqual([]);

    expect(await answersOf(postId)).toEqual([]);
    expect(await wantedMailJobs(renter.email)).toBe(0);
  });

  it("refuses the same listing twice (409) and any answer once the post is closed (409)", async () => {
    const { renter, owner, item, postId } = await scene();
    const second = await buildGear(ctx, { ownerId: owner.id });
    expect(
      (await post(ctx.app, `/api/wanted/${postId}/answers`, { gearId: item.id, message: "First" }, owner.cookie))
        .statusCode,
    ).toBe(201);
    const twice = await post(
      ctx.app,
      `/api/wanted/${postId}/answers`,
      { gearId: item.id, message: "Again" },
      owner.cookie,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("You already offered this listing for this request.");
    // Another of the owner's listings is a new offer.
    expect(
      (await post(ctx.app, `/api/wanted/${postId}/answers`, { gearId: second.id, message: "Or this" }, owner.cookie))
        .statusCode,
    ).toBe(201);

    await post(ctx.app, `/api/wanted/${postId}/close`, {}, renter.cookie);
    const late = await buildGear(ctx, { ownerId: owner.id });
    const closed = await post(
      ctx.app,
      `/api/wanted/${postId}/answers`,
      { gearId: late.id, message: "Late" },
      owner.cookie,
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe("This wanted request is closed.");
    expect((await answersOf(postId)).map((a) => a.message).sort()).toEqual(["First", "Or this"]);
    expect(await wantedMailJobs(renter.email)).toBe(2);
  });
});

describe("who sees the answers", () => {
  it("the poster sees all, an answering owner their own, everyone else only the count", async () => {
    const { renter, owner, item, postId } = await scene();
    const rival = await buildBookingOwner(ctx, {
      name: "Rival Rentals",
      username: `rival_${Date.now().toString(36).slice(-6)}`,
    });
    const rivalItem = await buildGear(ctx, { ownerId: rival.id, name: "DJI Air 3" });
    const bystander = await buildBookingOwner(ctx);
    await post(
      ctx.app,
      `/api/wanted/${postId}/answers`,
      { gearId: item.id, message: "Mini 4 Pro, free that day." },
      owner.cookie,
    );
    await post(
      ctx.app,
      `/api/wanted/${postId}/answers`,
      { gearId: rivalItem.id, message: "Air 3 with ND filters." },
      rival.cookie,
    );

    const asPoster = (await get(ctx.app, `/api/wanted/${postId}`, renter.cookie)).json();
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

    const asOwner = (await get(ctx.app, `/api/wanted/${postId}`, owner.cookie)).json();
    expect(asOwner.answers.map((a: { message: string }) => a.message)).toEqual(["Mini 4 Pro, free that day."]);
    expect(asOwner.post).toMatchObject({ answerCount: 2, isMine: false });
    for (const cookie of [bystander.cookie, (await buildRenter(ctx)).cookie, undefined]) {
      const view = (await get(ctx.app, `/api/wanted/${postId}`, cookie)).json();
      expect(view.answers).toEqual([]);
      expect(view.post.answerCount).toBe(2);
    }
    // Visibility also holds on a closed post.
    await post(ctx.app, `/api/wanted/${postId}/close`, {}, renter.cookie);
    expect((await get(ctx.app, `/api/wanted/${postId}`, rival.cookie)).json().answers).toHaveLength(1);
  });

  it("an answer whose listing was archived since keeps its message but shows no card", async () => {
    const { renter, owner, item, postId } = await scene();
    await post(ctx.app, `/api/wanted/${postId}/answers`, { gearId: item.id, message: "Still have it." }, owner.cookie);
    await ctx.db.update(gear).set({ status: "archived" }).where(eq(gear.id, item.id));
    const [answer] = (await get(ctx.app, `/api/wanted/${postId}`, renter.cookie)).json().answers;
    expect(answer).toMatchObject({ message: "Still have it.", gear: null });
  });
});

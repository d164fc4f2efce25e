import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wantedAnswers, wantedPosts } from "../../db/schema";
import { buildBookingOwner, buildGear, buildRenter, day } from "../../test/booking-factories";
import { buildUser } from "../../test/factories";
import { buildTestApp, get, post, type TestApp } from "../../test/test-app";

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const request = { title: "Drone for a wedding", description: "Need a drone with a good camera for one day in Ipoh.", category: "drones", startDate: day(10), endDate: day(10), state: "Perak", budgetPerDay: 20000 };
const postsOf = (userId: string) => ctx.db.select().from(wantedPosts).where(eq(wantedPosts.userId, userId));
const answersOf = (postId: number) => ctx.db.select().from(wantedAnswers).where(eq(wantedAnswers.postId, postId));

describe("wanted board", () => {
  it("a renter posts; the public board shows it with a first name only", async () => {
    const renter = await buildRenter(ctx, { name: "Siti Aminah Binti Ali" });
    const res = await post(ctx.app, "/api/wanted", request, renter.cookie);
    expect(res.statusCode).toBe(201);
    const board = await get(ctx.app, "/api/wanted?category=drones&state=Perak");
    const item = board.json().items.find((p: { id: number }) => p.id === res.json().id);
    expect(item).toMatchObject({ title: request.title, posterName: "Siti", budgetPerDay: 20000, answerCount: 0, isMine: false, status: "open" });
    expect(JSON.stringify(board.json())).not.toContain(renter.email);
    expect(JSON.stringify(board.json())).not.toContain("Aminah");
    expect((await get(ctx.app, "/api/wanted", renter.cookie)).json().items.find((p: { id: number }) => p.id === res.json().id).isMine).toBe(true);
  });

  it("refuses bad input, strangers and staff, writing nothing", async () => {
    const renter = await buildRenter(ctx);
    const bad = await post(ctx.app, "/api/wanted", { ...request, title: "x", category: "boats", endDate: day(5) }, renter.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ title: "Give the request a title of at least 3 characters", category: "Choose a category from the list" });
    const past = await post(ctx.app, "/api/wanted", { ...request, startDate: day(-1), endDate: day(1) }, renter.cookie);
    expect(past.json().error.fields).toEqual({ startDate: "The start date cannot be in the past" });
    expect((await post(ctx.app, "/api/wanted", request)).statusCode).toBe(401);
    const staff = await buildUser(ctx, { role: "staff" });
    expect((await post(ctx.app, "/api/wanted", request, staff.cookie)).statusCode).toBe(403);
    expect(await postsOf(renter.id)).toEqual([]);
    expect(await postsOf(staff.id)).toEqual([]);
  });

  it("only the poster closes a post, once", async () => {
    const renter = await buildRenter(ctx);
    const other = await buildRenter(ctx);
    const id = (await post(ctx.app, "/api/wanted", request, renter.cookie)).json().id;
    expect((await post(ctx.app, `/api/wanted/${id}/close`, {}, other.cookie)).statusCode).toBe(404);
    expect((await postsOf(renter.id))[0]!.status).toBe("open");
    expect((await post(ctx.app, `/api/wanted/${id}/close`, {}, renter.cookie)).statusCode).toBe(200);
    expect((await post(ctx.app, `/api/wanted/${id}/close`, {}, renter.cookie)).statusCode).toBe(409);
    expect((await postsOf(renter.id))[0]!.status).toBe("closed");
  });

  it("an owner answers with an own active listing; the poster is e-mailed and sees it; others do not", async () => {
    const renter = await buildRenter(ctx);
    const owner = await buildBookingOwner(ctx);
    const otherOwner = await buildBookingOwner(ctx);
    const item = await buildGear(ctx, { ownerId: owner.id, name: "DJI Mini 4 Pro" });
    const archived = await buildGear(ctx, { ownerId: owner.id, status: "archived" });
    const notTheirs = await buildGear(ctx, { ownerId: otherOwner.id });
    const id = (await post(ctx.app, "/api/wanted", request, renter.cookie)).json().id as number;

    expect((await post(ctx.app, `/api/wanted/${id}/answers`, { gearId: notTheirs.id, message: "Mine?" }, owner.cookie)).statusCode).toBe(400);
    expect((await post(ctx.app, `/api/wanted/${id}/answers`, { gearId: archived.id, message: "Old" }, owner.cookie)).statusCode).toBe(400);
    expect((await post(ctx.app, `/api/wanted/${id}/answers`, { gearId: item.id, message: "x" }, renter.cookie)).statusCode).toBe(403);
    expect(await answersOf(id)).toEqual([]);

    ctx.mail.length = 0;
    const ok = await post(ctx.app, `/api/wanted/${id}/answers`, { gearId: item.id, message: "Available that day, with 3 batteries." }, owner.cookie);
    expect(ok.statusCode).toBe(201);
    expect((await post(ctx.app, `/api/wanted/${id}/answers`, { gearId: item.id, message: "again" }, owner.cookie)).statusCode).toBe(409);
    await ctx.worker.drain();
    const mail = ctx.mail.find((m) => m.to === renter.email);
    expect(mail?.subject).toBe(`An owner answered “${request.title}”`);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/wanted?post=${id}`);

    const asPoster = (await get(ctx.app, `/api/wanted/${id}`, renter.cookie)).json();
    expect(asPoster.answers).toHaveLength(1);
    expect(asPoster.answers[0]).toMatchObject({ message: "Available that day, with 3 batteries.", gear: { id: item.id, name: "DJI Mini 4 Pro" } });
    expect((await get(ctx.app, `/api/wanted/${id}`, owner.cookie)).json().answers).toHaveLength(1);
    expect((await get(ctx.app, `/api/wanted/${id}`, otherOwner.cookie)).json().answers).toEqual([]);
    const publicView = (await get(ctx.app, `/api/wanted/${id}`)).json();
    expect(publicView.answers).toEqual([]);
    expect(publicView.post.answerCount).toBe(1);

    await post(ctx.app, `/api/wanted/${id}/close`, {}, renter.cookie);
    const late = await buildGear(ctx, { ownerId: otherOwner.id });
    expect((await post(ctx.app, `/api/wanted/${id}/answers`, { gearId: late.id, message: "Late" }, otherOwner.cookie)).statusCode).toBe(409);
    expect(await answersOf(id)).toHaveLength(1);
  });
});

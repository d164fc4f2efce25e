import { expect } from "../../test/fixtures";
import { buildGear, buildRenter } from "../../test/factories";
import { ACTORS, cookieFor, everyone, matrixTest, signedIn } from "../../test/matrix";
import { buildReview, moderationState } from "../../test/reviews";

const { matrix, it } = matrixTest();

matrix({
  name: "GET /api/admin/reviews: admins only",
  expected: { ...signedIn(403), admin: 200 },
  setup: async ({ ctx }) => {
    const item = await buildGear(ctx);
    const author = await buildRenter(ctx);
    return {
      review: await buildReview(ctx, { authorId: author.id, subjectType: "gear", subjectId: item.id, rating: 2 }),
    };
  },
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/admin/reviews", { as: cookie }),
  check: (res, _actor, t) => {
    expect(res.json().items.map((i: { id: number }) => i.id)).toContain(t.review.id);
  },
});

it("POST /api/admin/reviews/:id/moderation: admins only; every refusal leaves the review, its history, the trail and the notices as they were", async ({
  ctx,
  people,
  expect,
}) => {
  const expected = { ...everyone(403), "signed out": 401, admin: 200 };
  for (const actor of ACTORS) {
    const item = await buildGear(ctx, { ownerId: people.owner.id });
    const review = await buildReview(ctx, {
      authorId: people.renter.id,
      subjectType: "gear",
      subjectId: item.id,
      rating: 1,
      text: "Rude owner",
    });
    const before = await moderationState(ctx, review.id);
    const res = await ctx.request.post(
      `/api/admin/reviews/${review.id}/moderation`,
      { action: "hide", reason: "Abusive language" },
      { as: cookieFor(people, actor) },
    );
    expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(expected[actor]);
    const after = await moderationState(ctx, review.id);
    if (expected[actor] === 200) {
      expect(after).toMatchObject({
        hidden: true,
        moderations: before.moderations + 1,
        audit: before.audit + 1,
        notifications: before.notifications + 1,
        jobs: before.jobs + 1,
      });
    } else {
      expect(res.json().error.code).toEqual(expect.any(String));
      expect(after, `${actor} changed something`).toEqual(before);
    }
  }
});

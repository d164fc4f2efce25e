import { users } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import { everyone, matrixTest, signedIn } from "../../test/matrix";
import { refusedChangesNothing } from "../../test/analytics";
import type { TestApp } from "../../test/test-app";

const { matrix } = matrixTest();

/** Everyone's presence columns: a refused call must leave them as they were. */
const presenceState = (ctx: TestApp) =>
  ctx.db.select({ id: users.id, at: users.lastActivity, on: users.isOnline }).from(users).orderBy(users.id);

describe("presence: who may do what", () => {
  matrix({
    name: "POST /api/presence/heartbeat: any signed-in account, for itself",
    expected: signedIn(204),
    mutates: true,
    setup: async () => ({}),
    call: (_t, cookie, { ctx }) =>
      refusedChangesNothing(
        () => presenceState(ctx),
        () => ctx.request.post("/api/presence/heartbeat", undefined, { as: cookie }),
      ),
  });

  matrix({
    name: "GET /api/presence/users: admins and staff",
    expected: { ...signedIn(403), admin: 200, staff: 200 },
    setup: async () => ({}),
    call: (_t, cookie, { ctx, people }) =>
      refusedChangesNothing(
        () => presenceState(ctx),
        () => ctx.request.get(`/api/presence/users?ids=${people.renter.id},${people.owner.id}`, { as: cookie }),
      ),
    check: (res, _actor, _t, { people }) => {
      const ids = (res.json() as { items: { userId: string }[] }).items.map((i) => i.userId).sort();
      expect(ids).toEqual([people.renter.id, people.owner.id].sort());
    },
  });

  matrix({
    name: "GET /api/presence/owners/:ownerId: public, a day count only",
    expected: everyone(200),
    setup: async () => ({}),
    call: (_t, cookie, { ctx, people }) =>
      refusedChangesNothing(
        () => presenceState(ctx),
        () => ctx.request.get(`/api/presence/owners/${people.owner.id}`, { as: cookie }),
      ),
    check: (res) => expect(Object.keys(res.json() as object)).toEqual(["daysAgo"]),
  });
});

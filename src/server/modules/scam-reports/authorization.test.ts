import { expect } from "vitest";
import { createBookingId } from "../../test/bookings";
import { buildBooking, buildGear, buildRenter, day } from "../../test/factories";
import { everyone, matrixTest, type MatrixEnv, signedIn } from "../../test/matrix";
import type { InjectResponse } from "../../test/request";
import { mustDecide, postReport, reportId, scamRows } from "../../test/scam-reports";

const { matrix } = matrixTest();

/** `call`, and for a refusal a check that no scam row, audit entry or file changed. */
const unchangedOnRefusal =
  <T>(call: (t: T, cookie: string | undefined, env: MatrixEnv) => Promise<InjectResponse>) =>
  async (t: T, cookie: string | undefined, env: MatrixEnv) => {
    const before = await scamRows(env.ctx);
    const res = await call(t, cookie, env);
    if (res.statusCode >= 300) expect(await scamRows(env.ctx)).toEqual(before);
    return res;
  };

const reviewersOnly = { ...signedIn(403), staff: 200, admin: 200 };
const ownersOnly = { ...signedIn(403), owner: 200, "other owner": 200 };

matrix({
  name: "POST /api/scam-reports: owners report",
  expected: { ...ownersOnly, owner: 201, "other owner": 201 },
  mutates: true,
  setup: async () => ({}),
  call: unchangedOnRefusal((_t, cookie, { ctx }) => postReport(ctx, cookie)),
  check: async (res) => {
    expect(res.json()).toMatchObject({ status: "pending", reportedName: "Ali Scammer", phone: "+60123456789" });
  },
});

matrix({
  name: "GET /api/scam-reports/mine: an owner's own reports only",
  expected: ownersOnly,
  setup: async ({ ctx, people }) => ({ id: await reportId(ctx, people.owner) }),
  call: unchangedOnRefusal((_t, cookie, { ctx }) => ctx.request.get("/api/scam-reports/mine", { as: cookie })),
  check: (res, actor, t) => {
    const ids = (res.json().items as { id: string }[]).map((i) => i.id);
    if (actor === "owner") expect(ids).toContain(t.id);
    else expect(ids).not.toContain(t.id);
  },
});

matrix({
  name: "GET /api/scam-reports: the review queue for admins and staff",
  expected: reviewersOnly,
  setup: async ({ ctx, people }) => ({ id: await reportId(ctx, people.owner) }),
  call: unchangedOnRefusal((_t, cookie, { ctx }) => ctx.request.get("/api/scam-reports", { as: cookie })),
  check: (res, _actor, t: { id: string }) => {
    expect((res.json().items as { id: string }[]).map((i) => i.id)).toContain(t.id);
  },
});

matrix({
  name: "POST /api/scam-reports/:id/decision: admins and staff decide",
  expected: reviewersOnly,
  mutates: true,
  setup: async ({ ctx, people }) => ({ id: await reportId(ctx, people.owner) }),
  call: unchangedOnRefusal<{ id: string }>((t, cookie, { ctx }) =>
    ctx.request.post(
      `/api/scam-reports/${t.id}/decision`,
      { decision: "confirm", reason: "Clear evidence." },
      { as: cookie },
    ),
  ),
  check: (res) => {
    expect(res.json()).toMatchObject({
      status: "confirmed",
      decisionReason: "Clear evidence.",
      identifiersMasked: true,
    });
  },
});

matrix({
  name: "GET /api/scam-reports/:id/evidence/:evidenceId: the reporter and reviewers only",
  expected: { ...everyone(404), "signed out": 401, owner: 200, staff: 200, admin: 200 },
  setup: async ({ ctx, people }) => {
    const res = await postReport(ctx, people.owner);
    const body = res.json();
    return { url: body.evidence[0].url as string };
  },
  call: unchangedOnRefusal<{ url: string }>((t, cookie, { ctx }) => ctx.request.get(t.url, { as: cookie })),
  check: (res) => {
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  },
});

matrix({
  name: "GET /api/scam-matches: flagged accounts for admins and staff",
  expected: reviewersOnly,
  setup: async () => ({}),
  call: unchangedOnRefusal((_t, cookie, { ctx }) => ctx.request.get("/api/scam-matches", { as: cookie })),
  check: (res, actor) => {
    expect(res.json().canClear).toBe(actor === "admin");
  },
});

/** A fresh renter who matched a confirmed report of the matrix owner by asking for a booking. */
async function matchedRenter({ ctx, people }: MatrixEnv) {
  const phone = `01${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  const renter = await buildRenter(ctx, { phoneNumber: phone });
  const id = await reportId(ctx, people.owner, { name: "Someone", phone, description: "Vanished with a lens." });
  await mustDecide(ctx, id, people.admin, "confirm");
  const item = await buildGear(ctx);
  await createBookingId(ctx, renter, { gearId: item.id, startDate: day(3), endDate: day(4) });
  return { userId: renter.id };
}

matrix({
  name: "POST /api/scam-matches/clear: admins only",
  expected: { ...signedIn(403), admin: 200 },
  mutates: true,
  setup: matchedRenter,
  call: unchangedOnRefusal<{ userId: string }>((t, cookie, { ctx }) =>
    ctx.request.post("/api/scam-matches/clear", { userId: t.userId, reason: "Recycled number." }, { as: cookie }),
  ),
});

matrix({
  name: "GET /api/bookings/:id/scam-warning: the gear's owner, admins and staff; the renter learns nothing",
  expected: { ...everyone(404), "signed out": 401, owner: 200, staff: 200, admin: 200 },
  setup: async ({ ctx, people }) => ({
    bookingId: (await buildBooking(ctx, { ownerId: people.owner.id, renterId: people.renter.id })).id,
  }),
  call: unchangedOnRefusal<{ bookingId: string }>((t, cookie, { ctx }) =>
    ctx.request.get(`/api/bookings/${t.bookingId}/scam-warning`, { as: cookie }),
  ),
  check: (res) => expect(res.json()).toEqual({ matched: false }),
});

matrix({
  name: "GET /api/scam-warnings: an owner's own flagged requests",
  expected: ownersOnly,
  setup: async () => ({}),
  call: unchangedOnRefusal((_t, cookie, { ctx }) => ctx.request.get("/api/scam-warnings", { as: cookie })),
  check: (res) => expect(res.json()).toEqual({ bookingIds: [] }),
});

import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "../../db/schema";
import { buildGear, day } from "../../test/factories";
import { ACTORS, type ActorName, cookieFor, type MatrixCase, type MatrixEnv, matrixTest } from "../../test/matrix";
import { buildVoucher, voucherInput, voucherTables } from "../../test/vouchers";

const { it, matrix } = matrixTest();

type Target = { voucherId: string; code: string; gearId: string };

/**
 * Every voucher endpoint as every kind of caller (src/server/test/matrix.ts's
 * matrix): each answered as expected, a refused call changing nothing the
 * matrix watches; and here also nothing in the voucher tables.
 */
const voucherMatrix = (c: MatrixCase<Target>) =>
  matrix({
    ...c,
    call: async (t, cookie, env) => {
      const before = await voucherTables(env.ctx);
      const res = await c.call(t, cookie, env);
      if (res.statusCode >= 300) expect(await voucherTables(env.ctx), "a refusal changed vouchers").toEqual(before);
      return res;
    },
  });

let seq = 0;
const code = () => `M${Date.now().toString(36)}${seq++}`.toUpperCase();

/** An owner's voucher on a gear item of `people.owner`. */
async function ownerVoucher({ ctx, people }: MatrixEnv): Promise<Target> {
  const item = await buildGear(ctx, { ownerId: people.owner.id });
  const v = await buildVoucher(ctx, { ownerId: people.owner.id, code: code() });
  return { voucherId: v.id, code: v.code, gearId: item.id };
}
async function platformVoucher({ ctx, people }: MatrixEnv): Promise<Target> {
  const item = await buildGear(ctx, { ownerId: people.owner.id });
  const v = await buildVoucher(ctx, { code: code() });
  return { voucherId: v.id, code: v.code, gearId: item.id };
}

const input = () => voucherInput({ code: code(), amount: 1500, usageLimit: 5 });

const issuers = { ...Object.fromEntries(ACTORS.map((a) => [a, 403])), "signed out": 401 } as Record<ActorName, number>;
const renters = {
  ...issuers,
  renter: 200,
  "other renter": 200,
  owner: 200,
  "other owner": 200,
};

voucherMatrix({
  name: "GET /api/vouchers/issued: owners their own, admins the platform's",
  expected: { ...issuers, owner: 200, "other owner": 200, admin: 200 },
  setup: async (env) => {
    await platformVoucher(env);
    return ownerVoucher(env);
  },
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/vouchers/issued", { as: cookie }),
  check: (res, actor, t) => {
    const items = res.json().items as { code: string; owner: unknown; bornBy: string }[];
    if (actor === "owner") expect(items.map((i) => i.code)).toContain(t.code);
    if (actor === "other owner") expect(items).toEqual([]);
    if (actor === "admin") {
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.owner === null && i.bornBy === "platform")).toBe(true);
    }
  },
});

voucherMatrix({
  name: "POST /api/vouchers: owners and admins create",
  expected: { ...issuers, owner: 201, "other owner": 201, admin: 201 },
  mutates: true,
  setup: ownerVoucher,
  call: (_t, cookie, { ctx }) => ctx.request.post("/api/vouchers", input(), { as: cookie }),
  check: (res, actor, _t, { people }) => {
    const v = res.json();
    expect(v.bornBy).toBe(actor === "admin" ? "platform" : "owner");
    if (actor === "owner") expect(v.owner.displayName).toBe("Omar Owner");
    expect(people).toBeTruthy();
  },
});

voucherMatrix({
  name: "PATCH /api/vouchers/:id on an owner's voucher: only that owner",
  expected: { ...issuers, owner: 200, "other owner": 404, admin: 404 },
  mutates: true,
  setup: ownerVoucher,
  call: (t, cookie, { ctx }) => ctx.request.patch(`/api/vouchers/${t.voucherId}`, { paused: true }, { as: cookie }),
  check: (res) => expect(res.json()).toMatchObject({ paused: true, state: "paused" }),
});

voucherMatrix({
  name: "PATCH /api/vouchers/:id on a platform voucher: only admins",
  expected: { ...issuers, owner: 404, "other owner": 404, admin: 200 },
  mutates: true,
  setup: platformVoucher,
  call: (t, cookie, { ctx }) => ctx.request.patch(`/api/vouchers/${t.voucherId}`, { minDays: 2 }, { as: cookie }),
  check: (res) => expect(res.json()).toMatchObject({ minDays: 2 }),
});

voucherMatrix({
  name: "GET /api/vouchers: renters (and owners, who rent) see usable vouchers, an owner not their own",
  expected: renters,
  setup: ownerVoucher,
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/vouchers", { as: cookie }),
  check: (res, actor, t) => {
    const codes = res.json().items.map((v: { code: string }) => v.code);
    if (actor === "owner") expect(codes).not.toContain(t.code);
    else expect(codes).toContain(t.code);
  },
});

voucherMatrix({
  name: "POST /api/vouchers/:id/claim: renters keep a voucher",
  expected: renters,
  mutates: true,
  setup: platformVoucher,
  call: (t, cookie, { ctx }) => ctx.request.post(`/api/vouchers/${t.voucherId}/claim`, {}, { as: cookie }),
  check: async (_res, actor, t, { ctx, people }) => {
    const mine = await ctx.request.get("/api/vouchers", { as: cookieFor(people, actor) });
    const item = mine.json().items.find((v: { code: string }) => v.code === t.code);
    expect(item.claimed).toBe(true);
  },
});

voucherMatrix({
  name: "GET /api/vouchers/check: renters check a code against a rental",
  expected: renters,
  setup: ownerVoucher,
  call: (t, cookie, { ctx }) =>
    ctx.request.get(
      `/api/vouchers/check?code=${t.code.toLowerCase()}&gearId=${t.gearId}&startDate=${day(2)}&endDate=${day(3)}`,
      { as: cookie },
    ),
  check: (res, _a, t) =>
    expect(res.json()).toEqual({ code: t.code, voucher: { kind: "percent", basisPoints: 1000 }, bornBy: "owner" }),
});

it("an admin's platform voucher and its changes are on the audit trail; an owner's are not", async ({
  ctx,
  people,
}) => {
  const made = await ctx.request.post("/api/vouchers", input(), { as: people.admin.cookie });
  expect(made.statusCode).toBe(201);
  const id = made.json().id as string;
  await ctx.request.patch(`/api/vouchers/${id}`, { paused: true }, { as: people.admin.cookie });
  const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(asc(auditLog.id));
  expect(trail.map((r) => [r.action, r.actorId, r.subjectType])).toEqual([
    ["voucher.created", people.admin.id, "voucher"],
    ["voucher.updated", people.admin.id, "voucher"],
  ]);
  expect(trail[1]!.data).toMatchObject({ before: { paused: false }, after: { paused: true } });
  const owned = await ctx.request.post("/api/vouchers", input(), { as: people.owner.cookie });
  expect(await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, owned.json().id))).toEqual([]);
});

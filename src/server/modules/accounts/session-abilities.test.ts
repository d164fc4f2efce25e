import { describe, expect, it } from "../../test/fixtures";
import { buildBookingScene, buildOwner, buildRenter, buildUser, day, VERIFIED_COMPLETE } from "../../test/factories";
import { requestBooking } from "../../test/bookings";
import { WANTED_REQUEST } from "../../test/wanted";
import type { TestApp } from "../../test/test-app";
import type { Abilities } from "../../../shared/abilities";

const abilitiesOf = async (ctx: TestApp, cookie: string): Promise<Abilities> =>
  (await ctx.request.get("/api/session", { as: cookie })).json().abilities;

/**
 * The session's abilities are what the endpoints then do (issue 27 item 4): for each
 * role, an ability the session grants is not refused with 403, and one it withholds is.
 */
describe("the session carries the abilities the server's policies decide", () => {
  it("each role's abilities agree with the endpoints' answers", async ({ ctx }) => {
    const { item } = await buildBookingScene(ctx);
    const people = {
      user: await buildRenter(ctx),
      owner: await buildOwner(ctx, VERIFIED_COMPLETE),
      staff: await buildUser(ctx, { role: "staff", ...VERIFIED_COMPLETE }),
      accountant: await buildUser(ctx, { role: "accountant", ...VERIFIED_COMPLETE }),
      admin: await buildUser(ctx, { role: "admin", ...VERIFIED_COMPLETE }),
    };
    const seen: Record<string, Abilities> = {};
    for (const [role, person] of Object.entries(people)) {
      const can = await abilitiesOf(ctx, person.cookie);
      seen[role] = can;
      const allowed = (status: number) => status !== 403;
      const booking = await requestBooking(ctx, person, { gearId: item.id, startDate: day(3), endDate: day(4) });
      expect(allowed(booking.statusCode), `${role} book`).toBe(can.book);
      const wanted = await ctx.request.post("/api/wanted", WANTED_REQUEST, { as: person });
      expect(allowed(wanted.statusCode), `${role} postWanted`).toBe(can.postWanted);
      const kept = await ctx.request.get("/api/vouchers", { as: person });
      expect(allowed(kept.statusCode), `${role} keepVouchers`).toBe(can.keepVouchers);
      const issued = await ctx.request.get("/api/vouchers/issued", { as: person });
      expect(allowed(issued.statusCode), `${role} issueVouchers`).toBe(can.issueVouchers);
    }
    // The rules themselves, so a change to one is a change here too.
    expect(Object.fromEntries(Object.entries(seen).map(([r, a]) => [r, a.book]))).toEqual({
      user: true,
      owner: true,
      staff: false,
      accountant: false,
      admin: false,
    });
    expect([seen.owner!.answerWanted, seen.user!.answerWanted, seen.admin!.issueVouchers]).toEqual([true, false, true]);
    expect([seen.user!.verifyIdentity, seen.staff!.verifyIdentity]).toEqual([true, false]);
  });

  it("the student rate: granted with an approved, unexpired card, and the booking is then priced at it", async ({
    ctx,
  }) => {
    const { item } = await buildBookingScene(ctx, { enableStudentRate: true, studentPrice: 6_000 });
    const student = await buildRenter(ctx, { studentCardStatus: "approved", studentCardExpiry: day(365) });
    const expired = await buildRenter(ctx, { studentCardStatus: "approved", studentCardExpiry: day(-1) });
    const plain = await buildRenter(ctx);
    const rateOf = async (who: { cookie: string }, from: number) =>
      (await requestBooking(ctx, who, { gearId: item.id, startDate: day(from), endDate: day(from) })).json().booking
        .price.rateSource;
    for (const [who, from, expected] of [
      [student, 10, true],
      [expired, 20, false],
      [plain, 30, false],
    ] as const) {
      expect((await abilitiesOf(ctx, who.cookie)).studentRate).toBe(expected);
      expect(await rateOf(who, from)).toBe(expected ? "student" : "daily");
    }
  });
});

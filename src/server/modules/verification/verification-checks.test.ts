import { eq } from "drizzle-orm";
import sharp from "sharp";
import { identityVerifications, users } from "../../db/schema";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildUser, type BuiltUser } from "../../test/factories";
import { documentCard, listFiles } from "../../test/uploads";
import { msg } from "../../../shared/i18n/message";
import { translateFor } from "../../lib/i18n";
import { ADULT_AGE } from "../../../shared/mykad";

let staff: BuiltUser;
let good: Buffer;
let dark: Buffer;
beforeAll(async ({ ctx: _ctx }) => {
  staff = await buildUser(_ctx, { role: "staff" });
  good = await documentCard(800, 600);
  dark = await sharp(good).linear(0.15, 0).png().toBuffer();
});

const file = (field: string, data: Buffer) => ({ field, filename: `${field}.png`, type: "image/png", data });

/** A renter who sends `mykadNumber` with these IC-front pixels (the back and selfie readable). */
async function submit(ctx: TestApp, renter: BuiltUser, mykadNumber: string, icFront: Buffer) {
  return ctx.request.post(
    "/api/verification",
    multipart({ fullName: "Rina binti Renter", mykadNumber }, [
      file("icFront", icFront),
      file("icBack", good),
      file("selfie", good),
    ]),
    { as: renter },
  );
}

const queueItemOf = async (ctx: TestApp, id: string) =>
  ((await ctx.request.get("/api/verification/queue", { as: staff })).json().items as { id: string }[]).find(
    (i) => i.id === id,
  ) as unknown as {
    checks: {
      needsCloserLook: boolean;
      sameMykad: { userId: string; email: string }[];
      images: Record<string, { flags: string[] }> | null;
    };
  };

describe("identity checks that help staff", () => {
  it("the same MyKad on another account and a dark photo are flagged to staff, never shown to the renter", async ({
    ctx,
  }) => {
    const first = await buildUser(ctx);
    const second = await buildUser(ctx);
    const clean = await buildUser(ctx);
    const a = await submit(ctx, first, "850315-10-4321", good);
    const b = await submit(ctx, second, "850315-10-4321", dark);
    const c = await submit(ctx, clean, "870707-08-1111", good);
    for (const res of [a, b, c]) expect(res.statusCode).toBe(201);

    const flagged = await queueItemOf(ctx, b.json().id);
    expect(flagged.checks.needsCloserLook).toBe(true);
    expect(flagged.checks.sameMykad).toEqual([{ userId: first.id, name: "Test User", email: first.email }]);
    expect(flagged.checks.images!.icFront!.flags).toEqual(["tooDark"]);
    expect(flagged.checks.images!.icBack!.flags).toEqual([]);
    // Each side of the pair sees the other.
    const earlier = await queueItemOf(ctx, a.json().id);
    expect(earlier.checks.sameMykad.map((s) => s.userId)).toEqual([second.id]);
    // A request with nothing wrong says so.
    const fine = await queueItemOf(ctx, c.json().id);
    expect(fine.checks).toMatchObject({ needsCloserLook: false, sameMykad: [] });
    expect(Object.values(fine.checks.images!).every((i) => i.flags.length === 0)).toBe(true);
    // The single request's view has them too.
    const one = await ctx.request.get(`/api/verification/${b.json().id}`, { as: staff });
    expect(one.json().checks.sameMykad).toHaveLength(1);

    // The renter's own view carries none of it: not the other account, not the measures.
    const mine = await ctx.request.get("/api/verification/me", { as: second });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().latest.id).toBe(b.json().id);
    expect(mine.json().latest).not.toHaveProperty("checks");
    expect(mine.body).not.toContain(first.email);
    expect(mine.body).not.toContain("tooDark");
    // Nor may the renter read the reviewers' view of their own request.
    expect((await ctx.request.get(`/api/verification/${b.json().id}`, { as: second })).statusCode).toBe(403);
  });

  it.for<[string, string]>([
    ["990230-14-5678", msg("verification", "errors.mykad.birthDate")],
    ["900101-19-5678", msg("verification", "errors.mykad.placeOfBirth")],
    ["100101-14-5678", msg("verification", "errors.mykad.underage", { age: ADULT_AGE })],
  ])(
    "the server refuses %s before storing anything, with the message the form shows",
    async ([mykad, why], { ctx }) => {
      const renter = await buildUser(ctx);
      const res = await submit(ctx, renter, mykad, good);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.mykadNumber).toBe(translateFor("en", why));
      expect((await listFiles(ctx.uploadsDir)).filter((f) => f.includes(renter.id))).toEqual([]);
      expect(
        await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.userId, renter.id)),
      ).toEqual([]);
      const [u] = await ctx.db.select().from(users).where(eq(users.id, renter.id));
      expect(u!.verificationStatus).toBe("unverified");
    },
  );
});

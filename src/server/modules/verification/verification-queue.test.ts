import { identityVerifications } from "../../db/schema";
import { newId } from "../../lib/ids";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { buildUser, type BuiltUser } from "../../test/factories";

let admin: BuiltUser;
let staff: BuiltUser;
const pending: { id: string; at: number; email: string }[] = [];
const decided: string[] = [];

const BASE = Date.now() - 86_400_000;

/** A request written directly (the documents need not exist to be listed). */
async function request(ctx: TestApp, status: "pending" | "verified" | "rejected", minute: number) {
  const user = await buildUser(ctx, { verificationStatus: status, isVerified: status === "verified" });
  const id = newId();
  const submittedAt = new Date(BASE + minute * 60_000);
  await ctx.db.insert(identityVerifications).values({
    id,
    userId: user.id,
    fullName: `Applicant ${minute}`,
    mykadNumber: "900101145678",
    icFrontKey: `private/verification/${user.id}/a.webp`,
    icBackKey: `private/verification/${user.id}/b.webp`,
    selfieKey: `private/verification/${user.id}/c.webp`,
    status,
    submittedAt,
    ...(status === "pending" ? {} : { reviewedAt: submittedAt, reason: status === "rejected" ? "Blurry" : null }),
  });
  if (status === "pending") pending.push({ id, at: submittedAt.getTime(), email: user.email });
  else decided.push(id);
}

beforeAll(async ({ ctx }) => {
  admin = await buildUser(ctx, { role: "admin" });
  staff = await buildUser(ctx, { role: "staff" });
  // 25 pending requests written out of time order (i × 7 mod 25 is a permutation);
  // decided ones are the newest of all and must still stay off the queue.
  for (let i = 0; i < 25; i++) await request(ctx, "pending", (i * 7) % 25);
  for (let i = 0; i < 4; i++) await request(ctx, i % 2 ? "verified" : "rejected", 100 + i);
});

describe("GET /api/verification/queue", () => {
  it("is the 20 newest pending requests, newest first, for staff and admins alike", async ({ ctx }) => {
    const expected = [...pending].sort((a, b) => b.at - a.at).slice(0, 20);
    for (const who of [admin, staff]) {
      const res = await ctx.request.get("/api/verification/queue", { as: who });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id: string; email: string; status: string }[];
      expect(items.map((v) => v.id)).toEqual(expected.map((v) => v.id));
      expect(items.map((v) => v.email)).toEqual(expected.map((v) => v.email));
      expect(items.every((v) => v.status === "pending")).toBe(true);
      for (const id of decided) expect(items.map((v) => v.id)).not.toContain(id);
    }
  });
});

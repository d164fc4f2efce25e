import { eq } from "drizzle-orm";
import { handoverSheets } from "../db/schema";
import { describe, expect, it } from "../test/fixtures";
import { signIn } from "../test/test-app";
import { DEMO_PASSWORD, seedDemo } from "./demo";

// Seeding the whole demo (photos, passwords) can pass 30 s on a busy machine.
const SEED_TIMEOUT = { timeout: 120_000 };

describe("the demo seed's handover sheets", () => {
  it(
    "the demo renter's latest returned rental has both sheets, each with a photo, confirmed; the return notes a change",
    SEED_TIMEOUT,
    async ({ ctx }) => {
      expect(await seedDemo(ctx.db, ctx.app.deps.auth, ctx.app.deps.storage)).toBe(true);
      const [pickup] = await ctx.db.select().from(handoverSheets).where(eq(handoverSheets.kind, "pickup"));
      const renter = await signIn(ctx, "renter@sewagear.test", DEMO_PASSWORD);
      const res = await ctx.request.get(`/api/bookings/${pickup!.bookingId}/sheets`, { as: renter });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const kind of ["pickup", "return"] as const) {
        expect(body[kind]).toMatchObject({ answer: "confirmed", answeredBy: "Nurul Renter" });
        expect(body[kind].photos).toHaveLength(1);
        const photo = await ctx.request.get(body[kind].photos[0].thumbUrl, { as: renter });
        expect(photo.headers["content-type"]).toBe("image/webp");
      }
      const changed = body.comparison.filter((l: { status: string }) => l.status !== "same");
      expect(changed).toHaveLength(1);
      expect(changed[0].status).toBe("changed");
    },
  );
});

import { describe, expect, it } from "../test/fixtures";
import { buildRenter, buildUser } from "../test/factories";

/** moduleRoutes' early guards: who is asking is settled before what they sent is read. */
describe("signedIn and forRoles routes", () => {
  it("tell a signed-out caller to sign in whatever the body: 401, not the contract's 400", async ({ ctx }) => {
    const res = await ctx.request.put("/api/profile/language", { language: "klingon" });
    expect(res.statusCode).toBe(401);
  });

  it("refuse a caller of the wrong role with 403 before reading a bad body", async ({ ctx }) => {
    const renter = await buildRenter(ctx);
    const res = await ctx.request.put("/api/admin/salary/settings", { epf: "lots" }, { as: renter });
    expect(res.statusCode).toBe(403);
  });

  it("still validate the body of an allowed caller (400) and hand the handler the actor", async ({ ctx }) => {
    const user = await buildUser(ctx);
    expect((await ctx.request.put("/api/profile/language", { language: "klingon" }, { as: user })).statusCode).toBe(
      400,
    );
    const ok = await ctx.request.put("/api/profile/language", { language: "ms" }, { as: user });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ language: "ms" });
  });
});

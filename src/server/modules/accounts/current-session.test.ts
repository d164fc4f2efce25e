import { it, describe, expect } from "../../test/fixtures";
import { signUp, uniqueEmail } from "../../test/test-app";

describe("GET /api/session/current", () => {
  it("answers a signed-out visitor 200 null, where /api/session answers 401", async ({ ctx }) => {
    const res = await ctx.request.get("/api/session/current");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("null");
    expect((await ctx.request.get("/api/session")).statusCode).toBe(401);
  });

  it("answers a signed-in user the same session as /api/session, and null again after sign-out", async ({ ctx }) => {
    const email = uniqueEmail("current");
    const cookie = await signUp(ctx, { name: "Siti Current", email, password: "current-pass-1" });
    const current = await ctx.request.get("/api/session/current", { as: cookie });
    expect(current.statusCode).toBe(200);
    expect(current.json().user.email).toBe(email);
    expect(current.json()).toEqual((await ctx.request.get("/api/session", { as: cookie })).json());

    expect((await ctx.request.post("/api/auth/sign-out", undefined, { as: cookie })).statusCode).toBe(200);
    const after = await ctx.request.get("/api/session/current", { as: cookie });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe("null");
  });
});

import { it, describe, expect } from "../test/fixtures";
import { buildUser } from "../test/factories";
import { errors as ms } from "../../shared/i18n/ms/errors";

/** What the plugins answer themselves (files, uploads, the accounts library, the error handler) in the caller's language. */
describe("plugin answers in Bahasa Melayu", () => {
  it("a missing public file", async ({ ctx }) => {
    const path = "/files/public/gear/nothing-here.webp";
    const malay = await ctx.request.get(path, { headers: { "accept-language": "ms" } });
    expect(malay.statusCode).toBe(404);
    expect(malay.json().error).toEqual({ code: "NOT_FOUND", message: "Fail tidak dijumpai." });
    expect((await ctx.request.get(path)).json().error.message).toBe("File not found.");
  });

  it("an upload that is not multipart", async ({ ctx }) => {
    const renter = await buildUser(ctx, { language: "ms" });
    const res = await ctx.request.post("/api/verification", { fullName: "Rina" }, { as: renter });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: "UNSUPPORTED_MEDIA", message: ms.multipartRequired });
  });

  it("a wrong password: the library's English words for English, ours in Malay", async ({ ctx }) => {
    const user = await buildUser(ctx);
    const signIn = (language: string) =>
      ctx.request.post(
        "/api/auth/sign-in/email",
        { email: user.email, password: "not-the-password" },
        { headers: { "accept-language": language } },
      );
    const malay = await signIn("ms");
    expect(malay.statusCode).toBe(401);
    expect(malay.json().error).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message: ms.INVALID_EMAIL_OR_PASSWORD });
    expect((await signIn("en")).json().error.message).toBe("Invalid email or password");
  });

  it("a body a library refuses (unreadable JSON): its words in English, ours in Malay", async ({ ctx }) => {
    const send = (language: string) =>
      ctx.request.send("POST", "/api/notifications/read", "{not json", {
        headers: { "content-type": "application/json", "accept-language": language },
      });
    const malay = await send("ms");
    expect(malay.statusCode).toBe(400);
    expect(malay.json().error).toEqual({ code: "BAD_REQUEST", message: ms.BAD_REQUEST });
    const english = (await send("en")).json().error;
    expect(english).toEqual({ code: "BAD_REQUEST", message: expect.stringContaining("JSON") });
  });
});

import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { errors as ms } from "../../../shared/i18n/ms/errors";
import { it, describe, expect } from "../../test/fixtures";
import { expectSignInAsked } from "../../test/request";
import type { TestApp } from "../../test/test-app";
import { buildUser } from "../../test/factories";

const saveLanguage = (ctx: TestApp, cookie: string | undefined, payload: object) =>
  ctx.request.put("/api/profile/language", payload, { as: cookie });
const call = (ctx: TestApp, url: string, headers: Record<string, string>) => ctx.request.get(url, { headers });
const savedLanguage = async (ctx: TestApp, id: string) =>
  (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("PUT /api/profile/language", () => {
  it("saves the language and the session carries it back", async ({ ctx }) => {
    const user = await buildUser(ctx);
    expect((await call(ctx, "/api/session", { cookie: user.cookie })).json().language).toBe("en");

    const res = await saveLanguage(ctx, user.cookie, { language: "ms" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "ms" });
    expect(await savedLanguage(ctx, user.id)).toBe("ms");
    expect((await call(ctx, "/api/session", { cookie: user.cookie })).json().language).toBe("ms");
  });

  it("refuses a language SewaGear does not speak and keeps the saved one", async ({ ctx }) => {
    const user = await buildUser(ctx, { language: "ms" });
    const res = await saveLanguage(ctx, user.cookie, { language: "id" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "BAD_INPUT", fields: { language: expect.any(String) } });
    expect(await savedLanguage(ctx, user.id)).toBe("ms");
  });

  it("needs a signed-in account", async ({ ctx }) => {
    const res = await saveLanguage(ctx, undefined, { language: "ms" });
    expectSignInAsked(res);
  });
});

describe("error messages in the caller's language", () => {
  it("answers a signed-out caller in the language of Accept-Language", async ({ ctx }) => {
    const malay = await call(ctx, "/api/session", { "accept-language": "ms-MY,ms;q=0.9,en;q=0.8" });
    expect(malay.statusCode).toBe(401);
    expect(malay.json().error).toEqual({ code: "UNAUTHENTICATED", message: ms.UNAUTHENTICATED });

    const english = await call(ctx, "/api/session", { "accept-language": "id,en;q=0.5" });
    expect(english.json().error).toEqual({ code: "UNAUTHENTICATED", message: "Please sign in to continue." });
  });

  it("answers a signed-in account in its saved language whatever the browser asks for", async ({ ctx }) => {
    const user = await buildUser(ctx, { language: "ms" });
    const res = await call(ctx, "/api/admin/overview", { cookie: user.cookie, "accept-language": "en" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "FORBIDDEN", message: ms.FORBIDDEN });
  });

  it("answers a body that fails its contract in the saved language too, field by field", async ({ ctx }) => {
    const user = await buildUser(ctx, { language: "ms" });
    const res = await ctx.request.put(
      "/api/profile/language",
      { language: "xx" },
      { headers: { cookie: user.cookie, "accept-language": "en" } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "BAD_INPUT",
      message: "Pilih English atau Bahasa Melayu",
      fields: { language: "Pilih English atau Bahasa Melayu" },
    });
    // A visitor is told to sign in before the body is read, in the language asked for.
    const visitor = await ctx.request.put(
      "/api/profile/language",
      { language: "xx" },
      { headers: { "accept-language": "ms" } },
    );
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses another site's write in the caller's language", async ({ ctx }) => {
    const res = await ctx.request.put(
      "/api/profile/language",
      { language: "ms" },
      { headers: { origin: "https://evil.example", "accept-language": "ms" } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "FOREIGN_ORIGIN", message: ms.FOREIGN_ORIGIN });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { errors as ms } from "../../../shared/i18n/ms/errors";
import { buildUser } from "../../test/factories";
import { buildTestApp, type TestApp, TEST_ORIGIN } from "../../test/test-app";

let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const saveLanguage = (cookie: string | undefined, payload: object) =>
  ctx.app.inject({
    method: "PUT",
    url: "/api/profile/language",
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const call = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: "GET", url, headers });
const savedLanguage = async (id: string) =>
  (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("PUT /api/profile/language", () => {
  it("saves the language and the session carries it back", async () => {
    const user = await buildUser(ctx);
    expect((await call("/api/session", { cookie: user.cookie })).json().language).toBe("en");

    const res = await saveLanguage(user.cookie, { language: "ms" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "ms" });
    expect(await savedLanguage(user.id)).toBe("ms");
    expect((await call("/api/session", { cookie: user.cookie })).json().language).toBe("ms");
  });

  it("refuses a language SewaGear does not speak and keeps the saved one", async () => {
    const user = await buildUser(ctx, { language: "ms" });
    const res = await saveLanguage(user.cookie, { language: "id" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "BAD_INPUT", fields: { language: expect.any(String) } });
    expect(await savedLanguage(user.id)).toBe("ms");
  });

  it("needs a signed-in account", async () => {
    const res = await saveLanguage(undefined, { language: "ms" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("error messages in the caller's language", () => {
  it("answers a signed-out caller in the language of Accept-Language", async () => {
    const malay = await call("/api/session", { "accept-language": "ms-MY,ms;q=0.9,en;q=0.8" });
    expect(malay.statusCode).toBe(401);
    expect(malay.json().error).toEqual({ code: "UNAUTHENTICATED", message: ms.UNAUTHENTICATED });

    const english = await call("/api/session", { "accept-language": "id,en;q=0.5" });
    expect(english.json().error).toEqual({ code: "UNAUTHENTICATED", message: "Please sign in to continue." });
  });

  it("answers a signed-in account in its saved language whatever the browser asks for", async () => {
    const user = await buildUser(ctx, { language: "ms" });
    const res = await call("/api/admin/overview", { cookie: user.cookie, "accept-language": "en" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "FORBIDDEN", message: ms.FORBIDDEN });
  });

  it("keeps a specific message in English", async () => {
    const user = await buildUser(ctx, { language: "ms" });
    const res = await saveLanguage(user.cookie, { language: "xx" });
    expect(res.json().error.message).toBe("Choose English or Bahasa Melayu");
  });

  it("refuses another site's write in the caller's language", async () => {
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/language",
      payload: { language: "ms" },
      headers: { origin: "https://evil.example", "accept-language": "ms" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "FOREIGN_ORIGIN", message: ms.FOREIGN_ORIGIN });
  });
});

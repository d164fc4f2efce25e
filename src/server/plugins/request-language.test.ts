import { buildUser } from "../test/factories";
import { describe, expect, it } from "../test/fixtures";
import { errors as ms } from "../../shared/i18n/ms/errors";
import { resolveLanguage } from "./request-language";

/** Issue 27: one rule for the language of every answer, the pages' and the API's alike. */
describe("the language a request is answered in", () => {
  it.each([
    [{ path: "/ms/gear/x", saved: "en", cookie: "lang=en", acceptLanguage: "en" }, "ms"],
    [{ path: "/gear/x", saved: "ms", cookie: "lang=en", acceptLanguage: "en" }, "ms"],
    [{ path: "/api/session", saved: "en", cookie: "lang=ms", acceptLanguage: "ms" }, "en"],
    [{ path: "/api/session", cookie: "a=1; lang=ms", acceptLanguage: "en-GB,en" }, "ms"],
    [{ path: "/api/session", cookie: "lang=id", acceptLanguage: "ms-MY,en;q=0.5" }, "ms"],
    [{ path: "/", acceptLanguage: "id,fr" }, "en"],
    [{}, "en"],
  ] as const)("%j → %s", (signals, language) => {
    expect(resolveLanguage(signals)).toBe(language);
  });

  it("an API refusal follows the device's choice (its cookie) over the browser's languages, and the account's over both", async ({
    ctx,
  }) => {
    const path = "/files/public/gear/nothing-here.webp";
    const signedOut = await ctx.request.get(path, { headers: { cookie: "lang=ms", "accept-language": "en" } });
    expect(signedOut.json().error.message).toBe("Fail tidak dijumpai.");

    const english = await buildUser(ctx, { language: "en" });
    const refused = await ctx.request.post(
      "/api/verification",
      { fullName: "Rina" },
      { as: `${english.cookie}; lang=ms`, headers: { "accept-language": "ms" } },
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).not.toBe(ms.multipartRequired);
  });
});

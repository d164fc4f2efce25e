import { identityVerifications } from "../../db/schema";
import { newId } from "../../lib/ids";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart } from "../../test/request";
import { buildUser, type BuiltUser } from "../../test/factories";
import { pdfDocument, pngImage } from "../../test/uploads";
import { verification as ms } from "../../../shared/i18n/ms/verification";
import { errors as msErrors } from "../../../shared/i18n/ms/errors";

let admin: BuiltUser;
beforeAll(async ({ ctx }) => {
  admin = await buildUser(ctx, { role: "admin", language: "ms" });
});

/** A pending request of `renter`, written directly: a decision reads no file. */
async function pendingRequest(ctx: TestApp, renter: BuiltUser) {
  const id = newId();
  const key = (k: string) => `private/verification/${renter.id}/${k}.webp`;
  await ctx.db.insert(identityVerifications).values({
    id,
    userId: renter.id,
    fullName: "Rina binti Renter",
    mykadNumber: "900101145678",
    icFrontKey: key("front"),
    icBackKey: key("back"),
    selfieKey: key("selfie"),
  });
  return id;
}

const decide = (ctx: TestApp, id: string, body: object, cookie = admin.cookie) =>
  ctx.request.post(`/api/verification/${id}/decision`, body, { as: cookie });
const inboxOf = async (ctx: TestApp, user: BuiltUser, headers: Record<string, string> = {}) =>
  (await ctx.request.get("/api/notifications", { as: user, headers })).json().items;

describe("verification in Bahasa Melayu", () => {
  it("answers a Malay-reading reviewer's refusals in Malay, field messages too", async ({ ctx }) => {
    const renter = await buildUser(ctx);
    const id = await pendingRequest(ctx, renter);

    const noReason = await decide(ctx, id, { decision: "reject" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toEqual({
      code: "BAD_INPUT",
      message: "Berikan sebab penolakan kepada penyewa.",
      fields: { reason: "Sebab diperlukan" },
    });

    const unknown = await decide(ctx, newId(), { decision: "approve" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Permintaan pengesahan tidak dijumpai.");

    expect((await decide(ctx, id, { decision: "approve" })).statusCode).toBe(200);
    const again = await decide(ctx, id, { decision: "approve" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ms.errors.alreadyDecided.verified);
  });

  it("checks a renter's submission in the renter's saved language", async ({ ctx }) => {
    const renters = { ms: await buildUser(ctx, { language: "ms" }), en: await buildUser(ctx, { language: "en" }) };
    const submit = (fields: Record<string, string>, files: Parameters<typeof multipart>[1], language: "ms" | "en") =>
      ctx.request.post("/api/verification", multipart(fields, files), { as: renters[language] });
    const fields = { fullName: "Rina binti Renter", mykadNumber: "900101-00-5678" };
    const photo = async (field: string) => ({ field, filename: `${field}.png`, data: await pngImage() });
    const photos = [await photo("icFront"), await photo("icBack"), await photo("selfie")];

    const badMykad = await submit(fields, photos, "ms");
    expect(badMykad.statusCode).toBe(400);
    expect(badMykad.json().error.fields).toEqual({ mykadNumber: ms.errors.mykad.placeOfBirth });
    const inEnglish = await submit(fields, photos, "en");
    expect(inEnglish.json().error.fields).toEqual({
      mykadNumber: "Digits 7 and 8 of a MyKad number are not a valid place-of-birth code",
    });

    const valid = { ...fields, mykadNumber: "900101-14-5678" };
    const missing = await submit(valid, [photos[0]!], "ms");
    expect(missing.json().error).toEqual({
      code: "BAD_INPUT",
      message: ms.errors.documentsRequired,
      fields: { icBack: ms.errors.photoRequired, selfie: ms.errors.photoRequired },
    });

    const notImage = await submit(
      valid,
      [...photos.slice(1), { field: "icFront", filename: "front.pdf", data: pdfDocument() }],
      "ms",
    );
    expect(notImage.statusCode).toBe(415);
    // It says which photo, on that photo's field, in Malay (issue 30).
    const which = `${ms.documents.icFront}: ${msErrors.notAnImage}`;
    expect(notImage.json().error).toEqual({ code: "UNSUPPORTED_MEDIA", message: which, fields: { icFront: which } });
  });

  it("lists the decision's notification in the renter's saved language, whatever the browser asks for", async ({
    ctx,
  }) => {
    const malay = await buildUser(ctx, { language: "ms" });
    const english = await buildUser(ctx, { language: "en" });
    expect((await decide(ctx, await pendingRequest(ctx, malay), { decision: "approve" })).statusCode).toBe(200);
    const reason = "The photo of the IC is blurred.";
    expect((await decide(ctx, await pendingRequest(ctx, english), { decision: "reject", reason })).statusCode).toBe(
      200,
    );

    expect(await inboxOf(ctx, malay, { "accept-language": "en" })).toEqual([
      expect.objectContaining({ kind: "verification.verified", title: "Identiti anda telah disahkan", body: "" }),
    ]);
    // The reviewer's own words are the body, as typed.
    expect(await inboxOf(ctx, english, { "accept-language": "ms" })).toEqual([
      expect.objectContaining({
        kind: "verification.rejected",
        title: "Your verification was not approved",
        body: reason,
      }),
    ]);
  });
});

import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildBooking, buildOwner, buildUser, VERIFIED_COMPLETE } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { expectBadInput, multipart } from "../../test/request";
import { EXIF_MARKER, jpegWithGps, listFiles } from "../../test/uploads";
import { MAX_UPLOAD_BYTES } from "../../storage/images";
import { evidencePng, postReport, REPORT_FIELDS, scamRows } from "../../test/scam-reports";

describe("an owner reports a person", () => {
  it("stores the report with its evidence re-encoded without EXIF, and lists it as the owner's, pending", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const booking = await buildBooking(ctx, { ownerId: owner.id, equipmentName: "Sony A7 IV" });
    const photo = { field: "evidence", filename: "chat.jpg", type: "image/jpeg", data: await jpegWithGps() };
    const res = await postReport(ctx, owner, { ...REPORT_FIELDS, bookingId: booking.id }, [photo, await evidencePng()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "pending",
      phone: "+60123456789",
      email: "ali.scam@example.com",
      icLast4: "5678",
      identifiersMasked: false,
      booking: { id: booking.id, gearName: "Sony A7 IV" },
    });
    const stored = (await listFiles(ctx.uploadsDir)).filter((f) => f.includes(`scam-reports/${res.json().id}`));
    expect(stored).toHaveLength(4); // two images and their thumbnails
    for (const f of stored) {
      const bytes = await readFile(path.join(ctx.uploadsDir, f));
      expect(bytes.includes(EXIF_MARKER)).toBe(false);
      expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    }
    const mine = await ctx.request.get("/api/scam-reports/mine", { as: owner });
    expect(mine.json().items.map((r: { id: string }) => r.id)).toEqual([res.json().id]);
  });

  it("refuses bad input with the field's message and changes nothing", async ({ ctx }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const stranger = await buildBooking(ctx);
    const before = await scamRows(ctx);
    const cases: [Record<string, string>, string, string][] = [
      [{ ...REPORT_FIELDS, name: " " }, "name", "Enter the person's name."],
      [{ ...REPORT_FIELDS, phone: "12345" }, "phone", "Enter a Malaysian phone number, e.g. 012-345 6789."],
      [{ ...REPORT_FIELDS, email: "ali@" }, "email", "Enter a valid e-mail address."],
      [{ ...REPORT_FIELDS, icLast4: "12a4" }, "icLast4", "Enter the last 4 digits of the IC number."],
      [{ ...REPORT_FIELDS, description: "" }, "description", "Describe what happened."],
      [
        { name: "Ali", description: "x", icLast4: "1234" },
        "phone",
        "Give the phone number or the e-mail the person used, so their next request can be matched.",
      ],
      [{ ...REPORT_FIELDS, bookingId: stranger.id }, "bookingId", "Choose one of your own bookings, or none."],
    ];
    for (const [fields, field, message] of cases) {
      const error = expectBadInput(await postReport(ctx, owner, fields));
      expect(error.fields?.[field], field).toBe(message);
    }
    const none = expectBadInput(await postReport(ctx, owner, REPORT_FIELDS, []));
    expect(none.fields?.evidence).toBe("Add at least one evidence image.");
    const seven = await Promise.all(Array.from({ length: 7 }, () => evidencePng()));
    expect(expectBadInput(await postReport(ctx, owner, REPORT_FIELDS, seven)).fields?.evidence).toBe(
      "At most 6 evidence images.",
    );
    expect(await scamRows(ctx)).toEqual(before);
  });

  it("bad uploads: not multipart 415, a text file named .png 415, an oversize file 413; nothing is stored", async ({
    ctx,
  }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const before = await scamRows(ctx);
    const json = await ctx.request.post("/api/scam-reports", REPORT_FIELDS, { as: owner });
    expect(json.statusCode).toBe(415);
    const text = await postReport(ctx, owner, REPORT_FIELDS, [
      { field: "evidence", filename: "chat.png", type: "image/png", data: Buffer.from("not an image at all") },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.fields).toEqual({
      evidence: "Photo 1 (chat.png): Only images can be uploaded: JPEG, PNG, WebP or AVIF.",
    });
    const big = await ctx.request.post(
      "/api/scam-reports",
      multipart(REPORT_FIELDS, [
        { field: "evidence", filename: "big.jpg", type: "image/jpeg", data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) },
      ]),
      { as: owner },
    );
    expect(big.statusCode).toBe(413);
    expect(await scamRows(ctx)).toEqual(before);
  });

  it("tells admins and staff a report is waiting, in the reader's language", async ({ ctx }) => {
    const owner = await buildOwner(ctx, VERIFIED_COMPLETE);
    const staff = await buildUser(ctx, { role: "staff", language: "ms" });
    expect((await postReport(ctx, owner)).statusCode).toBe(201);
    const list = await ctx.request.get("/api/notifications", { as: staff });
    expect(list.json().items[0]).toMatchObject({
      title: "Laporan penipuan baharu untuk disemak",
      body: "Ali Scammer",
      link: "/admin/scammer-reports",
    });
  });
});

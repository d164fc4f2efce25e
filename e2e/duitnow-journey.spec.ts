import { expect, type Page, test } from "./fixtures";
import { duitnowPayload, payNowPayload } from "../src/shared/duitnow-fixtures";
import { formatQrAmount } from "../src/shared/duitnow-qr";
import { hasValidCrc, parseTlv, valueOf } from "../src/shared/emv-tlv";
import { formatRM } from "../src/shared/money";
import { qrScreenshot, readQrText } from "../src/server/test/uploads";
import { todayInMalaysia } from "../src/shared/dates";
import { freeListing, labelledPng, moveBookingVia, requestBookingVia, signedInRequest } from "./booking-helpers";
import { demoEmail, demoSession, expectFitsScreen } from "./helpers";

/**
 * Issue 28 on a 375 px phone: the owner's DuitNow QR is read and checked at
 * upload; an approved booking shows its own QR with the amount and the
 * reference inside, to scan, download or copy from; the receipt says which
 * transfer paid it and the owner sees it beside what was due. In English, then
 * the renter's page in Bahasa Melayu.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 150_000 });

const file = async (name: string, text: string) => ({
  name,
  mimeType: "image/png",
  buffer: await qrScreenshot(text),
});

async function uploadQr(page: Page, name: string, text: string) {
  await page.getByLabel("DuitNow QR image").setInputFiles(await file(name, text));
  await page.getByRole("button", { name: "Upload QR" }).click();
}

test("an owner's DuitNow QR becomes each approved booking's own QR, paid and matched by its reference", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({ storageState: demoSession("owner") });
  const op = await ownerContext.newPage();

  // A QR that is EMVCo but Singapore's, then a picture with no QR: each refused, saying why.
  await op.goto("/owners/payment-settings");
  await uploadQr(op, "paynow.png", payNowPayload());
  await expect(
    op.getByText("This is not a DuitNow QR. Upload the DuitNow QR from your Malaysian banking app."),
  ).toBeVisible();
  await op.getByLabel("DuitNow QR image").setInputFiles({
    name: "blank.png",
    mimeType: "image/png",
    buffer: await labelledPng("no code here"),
  });
  await op.getByRole("button", { name: "Upload QR" }).click();
  await expect(op.getByText(/^No QR code could be read in this image\./)).toBeVisible();

  // The owner's own: kept, and what was read is shown (the account partly masked).
  await uploadQr(
    op,
    "duitnow.png",
    duitnowPayload({ name: "LENSMASTER RENTALS", proxy: "0000000000000000000000091507" }),
  );
  await expect(op.getByRole("status").filter({ hasText: "Your DuitNow QR was uploaded." })).toBeVisible();
  const read = op.getByRole("region", { name: "Read from your QR" });
  await expect(read).toContainText("LENSMASTER RENTALS");
  await expect(read).not.toContainText("0000000000000000000000091507");
  await expect(read).toContainText("1507");
  await expectFitsScreen(op, "the payment settings");

  // A renter's request, approved by the owner.
  const renter = await signedInRequest(playwright, baseURL, demoEmail("renter"));
  const { gear, start, end } = await freeListing(renter, "lensmaster", 55);
  const bookingId = await requestBookingVia(renter, { gearId: gear.id, startDate: start, endDate: end });
  const ownerApi = await signedInRequest(playwright, baseURL, demoEmail("owner"));
  await moveBookingVia(ownerApi, bookingId, "approved");
  const detail = (await (await renter.get(`/api/bookings/${bookingId}`)).json()) as {
    booking: { payment: { reference: string; amountDue: number; bookingQr: { url: string } | null } };
  };
  const { reference, amountDue, bookingQr } = detail.booking.payment;
  expect(bookingQr).not.toBeNull();

  const renterContext = await browser.newContext({ storageState: demoSession("renter") });
  await renterContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  const rp = await renterContext.newPage();
  await rp.goto(`/booking?booking=${bookingId}`);
  const qr = rp.getByRole("img", {
    name: `DuitNow QR for this booking: ${formatRM(amountDue)}, reference ${reference}`,
  });
  await expect(qr).toBeVisible();
  // Large enough to scan, within the screen.
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(240);
  expect(box.x + box.width).toBeLessThanOrEqual(375);

  // What a banking app reads from it: dynamic, this booking's amount and reference, a valid CRC.
  const src = (await qr.getAttribute("src"))!;
  const png = await (await rp.request.get(src)).body();
  const payload = (await readQrText(png))!;
  expect(hasValidCrc(payload)).toBe(true);
  const objects = parseTlv(payload);
  expect(valueOf(objects, "01")).toBe("12");
  expect(valueOf(objects, "54")).toBe(formatQrAmount(amountDue));
  expect(valueOf(objects, "59")).toBe("LENSMASTER RENTALS");
  expect(valueOf(parseTlv(valueOf(objects, "62")!), "01")).toBe(reference);
  await expect(rp.getByRole("link", { name: "Download QR image" })).toHaveAttribute(
    "download",
    `duitnow-${reference}.png`,
  );

  // The reference to quote, copied for the bank app.
  await rp.getByRole("button", { name: "Copy: Reference to quote" }).click();
  await expect.poll(() => rp.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await expectFitsScreen(rp, "the renter's booking with its QR");

  // The receipt: a reference that is not this booking's is pointed out before sending.
  await rp.getByLabel("Transfer reference").fill("SG00000000");
  await expect(rp.getByText(`This is not this booking's reference (${reference}).`, { exact: false })).toBeVisible();
  await rp.getByLabel("Transfer reference").fill(reference);
  await expect(rp.getByText("This is not this booking's reference", { exact: false })).toHaveCount(0);
  await rp.getByLabel("Date of the transfer").fill(todayInMalaysia());
  await rp.getByLabel("Amount paid (RM)").fill(formatQrAmount(amountDue));
  await rp.getByLabel("Receipt (image or PDF, at most 10 MB)").setInputFiles({
    name: "receipt.png",
    mimeType: "image/png",
    buffer: await labelledPng("Paid"),
  });
  await rp.getByRole("button", { name: "Upload receipt" }).click();
  await expect(rp.getByText(/^Receipt sent\. The owner has it/)).toBeVisible();

  // The owner matches the transfer: due, stated and reference side by side.
  await op.goto(`/owners/dashboard?booking=${bookingId}`);
  const facts = op.getByRole("definition").filter({ hasText: "Matches this booking" });
  await expect(facts).toBeVisible();
  await expect(op.getByText(reference, { exact: true }).first()).toBeVisible();
  await expect(op.getByText(formatRM(amountDue)).first()).toBeVisible();
  await expectFitsScreen(op, "the owner's booking with the receipt");

  // The renter's page in Bahasa Melayu (the account's language, put back after).
  const saved = await rp.request.put("/api/profile/language", { data: { language: "ms" } });
  expect(saved.status()).toBe(200);
  try {
    await rp.goto(`/booking?booking=${bookingId}`);
    await expect(rp.locator("html")).toHaveAttribute("lang", "ms");
    await expect(rp.getByRole("heading", { name: "Butiran pembayaran" })).toBeVisible();
    await expectFitsScreen(rp, "the renter's booking in Malay");
  } finally {
    await rp.request.put("/api/profile/language", { data: { language: "en" } });
  }

  // The owner's side in Bahasa Melayu: what was read from the QR, and the receipt's match.
  expect((await op.request.put("/api/profile/language", { data: { language: "ms" } })).status()).toBe(200);
  try {
    await op.goto("/owners/payment-settings");
    const dibaca = op.getByRole("region", { name: "Dibaca daripada QR anda" });
    await expect(dibaca).toContainText("LENSMASTER RENTALS");
    await expect(dibaca.getByText("Nama akaun")).toBeVisible();
    await expectFitsScreen(op, "the payment settings in Malay");
    await op.goto(`/owners/dashboard?booking=${bookingId}`);
    await expect(op.getByRole("definition").filter({ hasText: "Sepadan dengan tempahan ini" })).toBeVisible();
    await expectFitsScreen(op, "the owner's booking in Malay");
  } finally {
    await op.request.put("/api/profile/language", { data: { language: "en" } });
  }

  await Promise.all([renter.dispose(), ownerApi.dispose(), ownerContext.close(), renterContext.close()]);
});

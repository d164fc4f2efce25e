import { type Browser, expect as baseExpect, type Page, test } from "./fixtures";
import { formatRM } from "../src/shared/money";
import { isoDaysAhead, labelledPng, pickDate } from "./booking-helpers";
import { type DemoAccount, demoSession, readLatestMail, signInAs } from "./helpers";

/**
 * Issue 11's journey on a 375×812 phone, in three browsers: the renter books,
 * the owner approves, the renter pays, the owner confirms, fills in the pickup
 * sheet with a photo, the renter confirms it, the owner hands over, fills in
 * the return sheet with an item missing and takes the gear back, claims part
 * of the deposit with a return photo as evidence, the renter disputes, an admin
 * decides, the owner records the refund. Every e-mail is read from the .eml
 * files the server writes.
 */
test.describe.configure({ timeout: 240_000 });
// Each step writes, mails and refetches on a shared, busy machine: give answers longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 375, height: 812 };
// perak_drones (demo seed) owns gear no other journey books.
const OWNER = { username: "perak_drones", email: "perakdrones@sewagear.test" };
const RENTER_EMAIL = "renter@sewagear.test";
const ADMIN_EMAIL = "admin@sewagear.test";

const png = (text: string) => labelledPng(text, "#2d6a4f");

async function phonePage(browser: Browser, as?: DemoAccount): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, ...(as ? { storageState: demoSession(as) } : {}) });
  return context.newPage();
}

/** The page fits the phone: nothing wider than the screen but the boxes that scroll on their own. */
async function expectFitsPhone(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The deposit card of the booking page that is open. */
const depositCard = (page: Page) => page.getByRole("region", { name: "Deposit", exact: true });

test("book, pay, hand over with check sheets, claim part of the deposit, dispute, decide, refund", async ({
  browser,
}) => {
  // A listing of the owner with a deposit, free today and tomorrow (handed over no earlier than the pickup day).
  const rp = await phonePage(browser, "renter");
  const profile = (await (await rp.request.get(`/api/owners/${OWNER.username}`)).json()) as {
    gear: { id: string; name: string }[];
  };
  const start = isoDaysAhead(0);
  const end = isoDaysAhead(1);
  let item: { id: string; name: string; deposit: number } | undefined;
  for (const g of profile.gear) {
    const detail = (await (await rp.request.get(`/api/gear/${g.id}`)).json()) as { deposit: number };
    const free = await rp.request.get(`/api/gear/${g.id}/availability?from=${start}&to=${end}`);
    if (detail.deposit >= 20_000 && ((await free.json()) as { unavailable: string[] }).unavailable.length === 0) {
      item = { ...g, deposit: detail.deposit };
      break;
    }
  }
  if (!item) throw new Error(`No listing of ${OWNER.username} with a deposit is free today and tomorrow`);

  // Renter books through the calendar.
  await rp.goto(`/booking?gearId=${item.id}&gearName=${encodeURIComponent(item.name)}&preSelected=true`);
  await expect(rp.getByRole("heading", { name: `Book ${item.name}` })).toBeVisible();
  await expect(rp.getByRole("grid").first()).toBeVisible();
  await pickDate(rp, start);
  await pickDate(rp, end);
  await rp.getByRole("button", { name: "Send booking request" }).click();
  await expect(rp).toHaveURL(/\/booking\?booking=/);
  const bookingId = new URL(rp.url()).searchParams.get("booking")!;
  const bookingUrl = `/booking?booking=${bookingId}`;
  const ownerUrl = `/owners/dashboard?booking=${bookingId}`;
  const handoverUrl = `/booking/${bookingId}/handover`;

  // Owner approves; renter pays and uploads the receipt; owner accepts it.
  const op = await phonePage(browser);
  await signInAs(op, OWNER.email);
  await op.goto(ownerUrl);
  await op.getByRole("button", { name: "Approve" }).click();
  await expect(op.getByText("Approved — awaiting payment").first()).toBeVisible();
  await rp.reload();
  await rp
    .getByLabel("Receipt (image or PDF, at most 10 MB)")
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: await png("Paid") });
  await rp.getByRole("button", { name: "Upload receipt" }).click();
  await expect(rp.getByRole("link", { name: /Receipt uploaded/ })).toBeVisible();
  await op.reload();
  await op.getByRole("button", { name: "Accept receipt" }).click();
  await expect(op.getByText("Confirmed", { exact: true }).first()).toBeVisible();

  // Pickup sheet: the box list prefilled, saved, a photo, sent; the renter confirms it.
  await op.goto(handoverUrl);
  await op.getByRole("button", { name: "Save the sheet" }).click();
  await expect(op.getByText("Sheet saved.")).toBeVisible();
  await op
    .getByLabel("Take or choose photos")
    .setInputFiles({ name: "pickup.png", mimeType: "image/png", buffer: await png("Pickup") });
  await expect(op.getByRole("img", { name: "Photo 1 of the sheet" })).toBeVisible();
  await op.getByRole("button", { name: "Send to renter" }).click();
  await expect(op.getByText(/^Sent to the renter\./)).toBeVisible();
  await expectFitsPhone(op);
  await rp.goto(handoverUrl);
  await rp.getByRole("button", { name: "Confirm the sheet" }).click();
  await expect(rp.getByRole("button", { name: "Confirm the sheet" })).toHaveCount(0);

  // Handed over; the return sheet with the second item missing; returned.
  await op.goto(ownerUrl);
  await op.getByRole("button", { name: "Mark handed over" }).click();
  await expect(op.getByText("Handed over", { exact: true }).first()).toBeVisible();
  await op.goto(handoverUrl);
  const returnForm = op.getByRole("form", { name: "Return sheet" });
  const missing = returnForm.getByRole("group", { name: "Item 2" });
  const missingName = await missing.getByLabel("Item name").inputValue();
  await missing.getByLabel("Came back").uncheck();
  await returnForm.getByRole("button", { name: "Save the sheet" }).click();
  await expect(op.getByText("Sheet saved.")).toBeVisible();
  await op
    .getByLabel("Take or choose photos")
    .setInputFiles({ name: "return.png", mimeType: "image/png", buffer: await png("Return") });
  await expect(op.getByRole("img", { name: "Photo 1 of the sheet" }).last()).toBeVisible();
  await op.getByRole("button", { name: "Send to renter" }).click();
  await expect(op.getByText(/^Sent to the renter\./)).toBeVisible();
  await op.goto(ownerUrl);
  await op.getByRole("button", { name: "Mark returned" }).click();
  await expect(op.getByText("Returned", { exact: true }).first()).toBeVisible();

  // The owner claims part of the deposit with the return photo as evidence; the renter is e-mailed.
  const claim = 15_000;
  await expect(depositCard(op).getByText("Deposit: Held")).toBeVisible();
  await depositCard(op).getByRole("button", { name: "Claim part of the deposit" }).click();
  await op.getByLabel("Amount claimed (RM)").fill(String(claim / 100));
  await op.getByLabel("Reason").fill(`${missingName} did not come back.`);
  await op.getByRole("checkbox", { name: "Evidence photo 1" }).check();
  const sinceClaim = Date.now();
  await op.getByRole("button", { name: "Send claim" }).click();
  await expect(depositCard(op).getByText("Deposit: Claimed")).toBeVisible();
  await expectFitsPhone(op);
  const claimMail = await readLatestMail(RENTER_EMAIL, sinceClaim, {
    subject: `Deposit claim for ${item.name}: ${formatRM(claim)}`,
  });
  expect(claimMail.body).toContain(`claims ${formatRM(claim)} of your ${formatRM(item.deposit)} deposit`);
  expect(claimMail.body).toContain("Accept or dispute the claim within 72 hours.");
  expect(claimMail.link).toContain(bookingUrl);

  // The renter disputes; admins, staff and the owner are e-mailed.
  await rp.goto(bookingUrl);
  await expect(depositCard(rp).getByRole("img", { name: "Evidence photo 1" })).toBeVisible();
  await depositCard(rp).getByRole("button", { name: "Dispute claim" }).click();
  await rp.getByLabel("Why do you dispute it?").fill("It was in the case when I handed it back.");
  const sinceDispute = Date.now();
  await rp.getByRole("button", { name: "Send dispute" }).click();
  await expect(depositCard(rp).getByText("Deposit: Disputed")).toBeVisible();
  await expectFitsPhone(rp);
  const disputeMail = await readLatestMail(ADMIN_EMAIL, sinceDispute, {
    subject: `Deposit claim disputed: ${item.name}`,
  });
  expect(disputeMail.body).toContain("It was in the case when I handed it back.");
  expect(disputeMail.link).toContain(`/admin/deposit-disputes/${bookingId}`);
  await readLatestMail("staff@sewagear.test", sinceDispute, { subject: `Deposit claim disputed: ${item.name}` });
  await readLatestMail(OWNER.email, sinceDispute, { subject: `Deposit claim disputed: ${item.name}` });

  // An admin finds it in the disputes list, reads both sheets and decides.
  const ap = await phonePage(browser, "admin");
  await ap.goto("/admin/deposit-disputes");
  await expect(ap.getByRole("heading", { name: "Deposit disputes" })).toBeVisible();
  await expectFitsPhone(ap);
  await ap.goto(new URL(disputeMail.link).pathname);
  await expect(ap.getByRole("heading", { name: "Pickup sheet" })).toBeVisible();
  await expect(ap.getByRole("heading", { name: "Return sheet" })).toBeVisible();
  await expect(ap.getByText(`${missingName}: not handed back`)).toBeVisible();
  await expect(ap.getByText(/It was in the case when I handed it back\./).first()).toBeVisible();
  const kept = 8_000;
  await ap.getByLabel("Amount the owner keeps (RM)").fill(String(kept / 100));
  await ap.getByLabel("Reason for the decision").fill("The case was photographed without the item.");
  const sinceDecision = Date.now();
  await ap.getByRole("button", { name: "Record decision" }).click();
  await expect(ap.getByText("Deposit: Decided")).toBeVisible();
  await expectFitsPhone(ap);
  for (const to of [RENTER_EMAIL, OWNER.email]) {
    const decided = await readLatestMail(to, sinceDecision, { subject: `Deposit dispute decided: ${item.name}` });
    expect(decided.body).toContain(`the owner keeps ${formatRM(kept)} of the ${formatRM(item.deposit)} deposit`);
  }

  // The owner records the refund with its receipt; the renter is e-mailed; the invoice says so.
  const refund = item.deposit - kept;
  // The owner's dashboard lists it among the deposits to settle, with what is to refund.
  await op.goto("/owners/dashboard");
  const toSettle = op
    .getByRole("region", { name: "Deposits to settle" })
    .getByRole("listitem")
    .filter({
      hasText: `${item.name}, Nurul Renter: Decided · ${formatRM(item.deposit - 8_000)} to refund`,
    });
  await toSettle.getByRole("link", { name: "Open booking" }).click();
  await expect(depositCard(op).getByText("Deposit: Decided")).toBeVisible();
  await op.getByLabel("Transfer reference").fill("DuitNow 20261124-01");
  await op
    .getByLabel("Receipt image (optional)")
    .setInputFiles({ name: "transfer.png", mimeType: "image/png", buffer: await png("Refund") });
  const sinceRefund = Date.now();
  await op.getByRole("button", { name: "Record refund" }).click();
  await expect(depositCard(op).getByText("Deposit: Refunded")).toBeVisible();
  await expect(depositCard(op).getByRole("link", { name: "Refund receipt" })).toBeVisible();
  const refundMail = await readLatestMail(RENTER_EMAIL, sinceRefund, { subject: `Deposit refund sent: ${item.name}` });
  expect(refundMail.body).toContain(`sent ${formatRM(refund)} of your deposit for ${item.name} back on`);
  expect(refundMail.body).toContain("DuitNow 20261124-01");

  await rp.goto(bookingUrl);
  await expect(depositCard(rp).getByText("Deposit: Refunded")).toBeVisible();
  await rp.getByRole("link", { name: /Invoice INV-\d{4}-\d{6}/ }).click();
  await expect(
    rp.getByRole("row", { name: new RegExp(`Deposit status Refunded \\(${formatRM(refund)}\\)`) }),
  ).toBeVisible();
  await expectFitsPhone(rp);
});

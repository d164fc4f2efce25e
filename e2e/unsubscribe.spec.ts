import { expect, test } from "./fixtures";
import { expectFitsScreen, waitForAppAt } from "./helpers";

// The digest's "Stop these e-mails" page (issue 29). A valid token is made by the
// worker when it sends a digest; the API test (filters/unsubscribe.test.ts) follows
// one from a real e-mail. Here: opening the page changes nothing until the button is
// pressed, and a bad link says so in the reader's language, on a phone.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
});

test("the unsubscribe page asks first, and a link that is not valid says so", async ({ page }) => {
  await page.goto("/unsubscribe/nobody.AAAAAAAAAAAAAAAAAAAAAA");
  await waitForAppAt(page, /\/unsubscribe\//);
  await expect(page.getByRole("heading", { level: 1, name: "Stop the saved-filter e-mails" })).toBeVisible();
  await expect(page.getByText("Your filters stay saved, and push alerts you turned on keep coming.")).toBeVisible();
  await expectFitsScreen(page, "the unsubscribe page");
  await page.getByRole("button", { name: "Stop the e-mails" }).click();
  await expect(
    page.getByText("This unsubscribe link is not valid. Change your e-mail alerts on your saved filters page."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage my saved filters" })).toHaveAttribute("href", /\/filters$/);
});

test("in Bahasa Melayu", async ({ page }) => {
  await page.goto("/ms/unsubscribe/nobody.AAAAAAAAAAAAAAAAAAAAAA");
  await waitForAppAt(page, /\/unsubscribe\//);
  await expect(page.getByRole("heading", { level: 1, name: "Hentikan e-mel tapisan disimpan" })).toBeVisible();
  await expectFitsScreen(page, "the unsubscribe page in Malay");
  await page.getByRole("button", { name: "Hentikan e-mel" }).click();
  await expect(page.getByText(/^Pautan berhenti langganan ini tidak sah/)).toBeVisible();
});

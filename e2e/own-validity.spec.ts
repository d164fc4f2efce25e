import { expect, test } from "./fixtures";
import { expectFitsScreen, waitForAppAt } from "./helpers";

/**
 * Issue 30 item 7: the browser's own checks (required, type="email", min/max) answer in
 * the page's language, under the field like every other refusal, and the first wrong
 * field takes focus as the browser's bubble would have. Nothing is sent meanwhile.
 * (Form runs the checks itself: every form is noValidate, so no bubble shows at all.)
 */
test.use({ viewport: { width: 375, height: 740 } });

test("a Malay sign-in form left empty says so in Malay, field by field, and sends nothing", async ({ page }) => {
  const signIns: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/auth/")) signIns.push(r.url());
  });
  await page.goto("/ms/auth/login");
  await waitForAppAt(page, /\/ms\/auth\/login$/);
  const form = page.getByRole("main").locator("form");
  const email = form.getByLabel("E-mel");
  const password = form.getByLabel("Kata laluan", { exact: true });

  await form.getByRole("button", { name: "Log masuk" }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("E-mel diperlukan");
  await expect(password).toHaveAccessibleDescription("Kata laluan diperlukan");
  // Each message is said once: the focused field's with it, the other as an alert.
  await expect(form.getByRole("alert")).toHaveText("Kata laluan diperlukan");

  // The message follows what is typed, and goes once the value is acceptable.
  await email.fill("renter");
  await expect(email).toHaveAccessibleDescription("Masukkan alamat e-mel yang sah");
  await email.fill("renter@sewagear.test");
  await expect(email).toHaveAttribute("aria-invalid", "false");
  await expect(form.getByText("E-mel diperlukan")).toHaveCount(0);

  // The next refusal puts focus on the field still wrong.
  await form.getByRole("button", { name: "Log masuk" }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription("Kata laluan diperlukan");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expectFitsScreen(page, "Malay sign-in with its field messages");
  expect(signIns).toEqual([]);
});

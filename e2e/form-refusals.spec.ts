import { expect, type Page, test } from "./fixtures";
import { expectFitsScreen, registerThroughApi, uniqueEmail, uniqueTag, waitForAppAt } from "./helpers";
import { auth } from "../src/shared/i18n/ms/auth";
import { search } from "../src/shared/i18n/ms/search";
import { validation } from "../src/shared/i18n/ms/validation";

/**
 * Issue 30, its last part: every form is noValidate and checks itself (components/ui/form.tsx),
 * so a refusal is in the page's words, never a browser bubble in the browser's language, and
 * focus lands on the first invalid field, as the browser's own check did (the handover note
 * journey caught a sweep that dropped that). Two hand-made forms, in Bahasa Melayu, on the
 * narrowest phone: a refusal of the form's own checks and, for the saved filter, the server's.
 */
test.use({ viewport: { width: 320, height: 740 } });

const required = (field: string) => validation.required.replace("{{field}}", field);
/** A description holding `text` among the field's hint and message. */
const holding = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** No form on the page leaves its checks to the browser. */
async function expectEveryFormNoValidate(page: Page) {
  await expect(page.locator("form").first()).toBeAttached();
  await expect(page.locator("form:not([novalidate])")).toHaveCount(0);
}

test("the reset-link request, left empty in Malay: the field says so in Malay, takes focus, and nothing is sent", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/auth/")) sent.push(r.url());
  });
  await page.goto("/ms/auth/forgot-password");
  await waitForAppAt(page, /\/ms\/auth\/forgot-password$/);
  await expectEveryFormNoValidate(page);
  const form = page.getByRole("main").locator("form");
  const email = form.getByLabel(auth.fields.email);

  await form.getByRole("button", { name: auth.forgot.submit }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(required(auth.fields.email));
  // The focused field's message is read with it, so it is not announced again as an alert.
  await expect(form.getByRole("alert")).toHaveCount(0);

  // Not an address: the browser's type="email" check, in the page's words.
  await email.fill("penyewa");
  await page.getByRole("main").getByRole("heading").first().click();
  await form.getByRole("button", { name: auth.forgot.submit }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(validation.email);
  await expectFitsScreen(page, "the Malay reset-link form with its message");
  expect(sent).toEqual([]);
});

test("a saved filter's name in Malay: empty is refused on the field with focus there; a name already used is refused by the server, focus back on it", async ({
  page,
}) => {
  // A new renter whose account speaks Malay: an account's saved language wins over the address's.
  await registerThroughApi(page, {
    name: "Penyewa Baharu",
    email: uniqueEmail("tapisan"),
    password: "kata-laluan-panjang",
  });
  expect((await page.request.put("/api/profile/language", { data: { language: "ms" } })).status()).toBe(200);
  await page.goto("/ms/learnmore?category=audio");
  await waitForAppAt(page, /\/ms\/learnmore/);
  await expectEveryFormNoValidate(page);
  const name = page.getByLabel(search.save.label);
  const save = page.getByRole("button", { name: search.save.submit });

  await save.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(holding(search.savedFilters.nameRequired));
  await expectFitsScreen(page, "the Malay save-filter form with its message");

  const used = `Audio ${uniqueTag()}`;
  await name.fill(used);
  await save.click();
  await expect(page.getByText(search.save.saved.replace("{{name}}", used))).toBeVisible();

  // The same name again: only the server knows it is taken. Focus was on the button; it goes back to the field.
  await name.fill(used);
  await save.click();
  const taken = search.savedFilters.duplicateName.replace("{{name}}", used);
  await expect(name).toHaveAccessibleDescription(holding(taken));
  await expect(name).toBeFocused();
});

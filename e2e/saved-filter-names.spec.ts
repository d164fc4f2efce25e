import { expect, test } from "./fixtures";
import { demoSession, uniqueTag } from "./helpers";

/** Two bugs a new user tripped over: a second filter of the same name, and a search over past dates. */

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const todayInMalaysia = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const countHeading = /^[\d,]+ items?$/;

test.describe("signed in as the demo renter", () => {
  test.use({ storageState: demoSession("renter") });

  test("saving under a name you already have says so on the field and offers to replace it", async ({ page }) => {
    const name = `Audio kit ${uniqueTag()}`;
    await page.goto("/learnmore?category=audio");
    await page.getByLabel("Save this filter as").fill(name);
    await page.getByRole("button", { name: "Save this filter" }).click();
    await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();

    // Another filter, the same name in other letters: refused on the field, nothing saved yet.
    await page.goto("/learnmore?category=lighting");
    const field = page.getByLabel("Save this filter as");
    await field.fill(`  ${name.toUpperCase()} `);
    await page.getByRole("button", { name: "Save this filter" }).click();
    await expect(field).toHaveAccessibleDescription(/You already have a saved filter named “.+”\./);
    await expect(page.getByText(`You already have a saved filter named “${name}”.`)).toBeVisible();

    await page.getByRole("button", { name: "Replace it" }).click();
    await expect(page.getByText(`Replaced “${name}” with this filter.`)).toBeVisible();
    await page.getByRole("link", { name: "See my saved filters" }).click();

    // One entry, with the new criteria.
    const item = page.getByRole("article", { name });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("listitem").filter({ hasText: "Lighting" })).toBeVisible();
    await expect(item.getByRole("listitem").filter({ hasText: "Audio" })).toHaveCount(0);

    await item.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this filter?" })
      .getByRole("button", { name: "Delete filter" })
      .click();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
  });
});

test("a start date in the past is refused in the filter form before anything is sent", async ({ page }) => {
  const today = todayInMalaysia();
  await page.goto("/learnmore");
  await expect(page.getByRole("heading", { name: countHeading })).toBeVisible();
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/gear?")) searches.push(r.url());
  });

  await page.getByLabel("From", { exact: true }).fill(addDays(today, -1));
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveAccessibleDescription(
    "The start date cannot be in the past",
  );
  await expect(page).not.toHaveURL(/from=/);
  expect(searches).toEqual([]);

  // From today on is fine.
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page.getByRole("heading", { name: countHeading })).toBeVisible();
});

test("an old link whose dates have passed shows gear for any dates and says so", async ({ page }) => {
  await page.goto("/learnmore?category=cameras&from=2020-01-06&to=2020-01-08");
  await expect(page.getByText(/The dates of this filter, 6 Jan 2020 to 8 Jan 2020, have passed/)).toBeVisible();
  await expect(page.getByRole("heading", { name: countHeading })).not.toHaveText("0 items");
  await expect(page.getByLabel("Category")).toHaveValue("cameras");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
});

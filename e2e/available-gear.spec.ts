import { expect, test } from "./fixtures";
import { demoSession, uniqueTag } from "./helpers";

test("filters live in the URL and survive a reload", async ({ page }) => {
  await page.goto("/learnmore");
  const count = page.getByRole("heading", { name: /\d+ items?/ });
  const unfiltered = await count.textContent();
  await page.getByLabel("Category").selectOption({ label: "Lighting" });
  await page.getByLabel("Max RM/day").fill("100");
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/category=lighting/);
  await expect(page).toHaveURL(/maxPrice=10000/);
  // The URL changes before the filtered answer arrives; until then the old count is shown.
  await expect(count).not.toHaveText(unfiltered!);
  await expect(count).toBeVisible();
  const before = await count.textContent();
  const names = await page.getByRole("article").getByRole("heading").allTextContents();
  expect(names.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByLabel("Category")).toHaveValue("lighting");
  await expect(page.getByLabel("Max RM/day")).toHaveValue("100");
  await expect(page.getByRole("heading", { name: /\d+ items?/ })).toHaveText(before!);
  expect(await page.getByRole("article").getByRole("heading").allTextContents()).toEqual(names);
  // Every price shown is within the filter.
  for (const price of await page.getByRole("article").getByText(/^RM /).allTextContents()) {
    expect(Number(price.replace(/[^0-9.]/g, ""))).toBeLessThanOrEqual(100);
  }
});

test("the home page searches, features gear and counts gear per state", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured gear" })).toBeVisible();
  const states = page.getByRole("list", { name: "Gear by state" });
  await expect(states.getByRole("link", { name: /Selangor/ })).toBeVisible();
  // The map starts as it nears the screen (useNearViewport).
  await page.getByRole("figure", { name: "Map of gear by state" }).scrollIntoViewIfNeeded();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await states.getByRole("link", { name: /Sabah/ }).click();
  await expect(page).toHaveURL(/state=Sabah/);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Sabah");

  await page.goto("/");
  await page.getByLabel("Search gear").fill("sony");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/learnmore\?q=sony/);
  await expect(page.getByRole("article").first()).toContainText(/Sony/);
});

test.describe(() => {
  test.use({ storageState: demoSession("renter") });

  test("a renter saves a filter, runs it from /filters, renames and deletes it", async ({ page }) => {
    const name = `Audio in KL ${uniqueTag()}`;
    await page.goto("/learnmore?category=audio&state=W.P.+Kuala+Lumpur");
    await page.getByLabel("Save this filter as").fill(name);
    await page.getByRole("button", { name: "Save this filter" }).click();
    await page.getByRole("link", { name: "See my saved filters" }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await page.getByRole("link", { name: `Run ${name}` }).click();
    await expect(page).toHaveURL(/category=audio/);
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("W.P. Kuala Lumpur");

    await page.goto("/filters");
    await page.getByRole("button", { name: `Rename ${name}` }).click();
    await page.getByLabel("New name").fill(`${name} renamed`);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { name: `${name} renamed` })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name} renamed` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete filter" }).click();
    await expect(page.getByRole("heading", { name: `${name} renamed` })).toHaveCount(0);
  });
});

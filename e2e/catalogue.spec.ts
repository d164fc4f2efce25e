import { expect, type APIRequestContext, type Page, test } from "./fixtures";
import { demoSession, uniqueTag } from "./helpers";

/** Available Gear (/learnmore), saved filters (/filters) and the home page's catalogue parts. */

const countHeading = (page: Page) => page.getByRole("heading", { name: /^[\d,]+ items?$/ });
const cards = (page: Page) => page.getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading").allTextContents();
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const todayInMalaysia = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test("the filter form narrows by category and price, the URL carries it, and reload and Back keep it", async ({
  page,
}) => {
  await page.goto("/learnmore");
  await expect(countHeading(page)).toBeVisible();
  const everything = await countHeading(page).textContent();

  await page.getByLabel("Category").selectOption({ label: "Cameras" });
  await page.getByLabel("Max RM/day").fill("200");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]category=cameras(&|$)/);
  await expect(page).toHaveURL(/[?&]maxPrice=20000(&|$)/);
  await expect(countHeading(page)).not.toHaveText(everything!);
  const count = await countHeading(page).textContent();
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText("Cameras");
    // The first price line is the daily price, the one the filter is about.
    const daily = await card.getByRole("listitem").first().textContent();
    expect(Number(daily!.replace(/^.*RM\s*/, "").replace(/,/g, ""))).toBeLessThanOrEqual(200);
    await expect(card.getByRole("button", { name: /^Book Now: / })).toBeVisible();
  }

  await page.reload();
  await expect(page.getByLabel("Category")).toHaveValue("cameras");
  await expect(page.getByLabel("Max RM/day")).toHaveValue("200");
  await expect(countHeading(page)).toHaveText(count!);
  expect(await cardNames(page)).toEqual(names);

  // A further filter is a new history entry; Back returns to this one, form and all.
  await page.getByLabel("State", { exact: true }).selectOption("Selangor");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/state=Selangor/);
  await page.goBack();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Max RM/day")).toHaveValue("200");
  await expect(countHeading(page)).toHaveText(count!);
});

test("a text search from the home page's hero lands on Available Gear with results", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Search gear").fill("canon");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/learnmore\?q=canon$/);
  await expect(page.getByRole("heading", { level: 1, name: "Available Gear" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("canon");
  await expect(countHeading(page)).not.toHaveText("0 items");
  for (const name of await cardNames(page)) expect(name).toMatch(/canon/i);
});

test("the home page shows featured gear, gear counts per state and the map", async ({ page, request }) => {
  const counts = (await (await request.get("/api/gear/state-counts")).json()) as { state: string; count: number }[];
  const selangor = counts.find((c) => c.state === "Selangor");
  expect(selangor, "the demo seed lists gear in Selangor").toBeDefined();

  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured gear" });
  await expect(featured.getByRole("article").first()).toBeVisible();
  expect(await featured.getByRole("article").count()).toBeLessThanOrEqual(8);

  const states = page.getByRole("list", { name: "Gear by state" });
  await expect(
    states.getByRole("link", { name: `Selangor ${selangor!.count} ${selangor!.count === 1 ? "item" : "items"}` }),
  ).toBeVisible();
  await expect(states.getByRole("listitem")).toHaveCount(counts.length);

  // The map is its own chunk; its tiles cannot load here, and the page works regardless.
  const map = page.getByRole("figure", { name: "Map of gear by state" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();

  await states.getByRole("link", { name: /^Pulau Pinang / }).click();
  await expect(page).toHaveURL(/\/learnmore\?state=Pulau(\+|%20)Pinang$/);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Pulau Pinang");
  await expect(countHeading(page)).not.toHaveText("0 items");
});

test.describe(() => {
  test.use({ storageState: demoSession("renter") });

  test("a renter saves a filter, runs it from Saved filters, turns on its alert, renames and deletes it", async ({
    page,
  }) => {
    const name = `Lights under RM 300 ${uniqueTag()}`;
    await page.goto("/learnmore");
    await page.getByLabel("Category").selectOption({ label: "Lighting" });
    await page.getByLabel("Max RM/day").fill("300");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=lighting&maxPrice=30000/);

    await page.getByLabel("Save this filter as").fill(name);
    await page.getByRole("button", { name: "Save this filter" }).click();
    await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
    await page.getByRole("link", { name: "See my saved filters" }).click();

    const item = page.getByRole("article", { name });
    await expect(item.getByRole("listitem").filter({ hasText: "Lighting" })).toBeVisible();
    await expect(item.getByRole("listitem").filter({ hasText: "up to RM 300.00 a day" })).toBeVisible();
    await item.getByRole("link", { name: `Run ${name}` }).click();
    await expect(page).toHaveURL(/\/learnmore\?category=lighting&maxPrice=30000$/);
    await expect(page.getByLabel("Category")).toHaveValue("lighting");
    await expect(page.getByLabel("Max RM/day")).toHaveValue("300");

    await page.goto("/filters");
    const alert = item.getByRole("checkbox", { name: "Alert me when new gear matches" });
    await expect(alert).not.toBeChecked();
    await expect(item.getByText(/we tell you the ways you choose below/)).toBeVisible();
    await alert.check();
    await expect(alert).toBeEnabled();
    // With the alert on, the filter chooses its ways: push and the daily e-mail, both on at first.
    const push = item.getByRole("checkbox", { name: /^Push notification/ });
    const email = item.getByRole("checkbox", { name: "E-mail: one digest a day at most" });
    await expect(push).toBeChecked();
    await expect(email).toBeChecked();
    await email.uncheck();
    await expect(email).toBeEnabled();
    await page.reload();
    const reloaded = page.getByRole("article", { name });
    await expect(reloaded.getByRole("checkbox", { name: "Alert me when new gear matches" })).toBeChecked();
    await expect(reloaded.getByRole("checkbox", { name: /^Push notification/ })).toBeChecked();
    await expect(reloaded.getByRole("checkbox", { name: "E-mail: one digest a day at most" })).not.toBeChecked();

    const renamed = `${name} renamed`;
    await page
      .getByRole("article", { name })
      .getByRole("button", { name: `Rename ${name}` })
      .click();
    await page.getByLabel("New name").fill(renamed);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this filter?" });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole("button", { name: "Delete filter" }).click();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Saved filters" })).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
  });
});

/** A lensmaster listing and a future day it is unavailable on (the demo seed blocks some). */
async function blockedListing(request: APIRequestContext): Promise<{ name: string; blocked: string; free: string }> {
  const { gear } = (await (await request.get("/api/owners/lensmaster")).json()) as {
    gear: { id: string; name: string }[];
  };
  const today = todayInMalaysia();
  for (const g of gear) {
    const { unavailable } = (await (await request.get(`/api/gear/${g.id}/availability`)).json()) as {
      unavailable: string[];
    };
    const blocked = unavailable.find((d) => d > today);
    if (!blocked) continue;
    // A day a little later that is free, to show the listing comes back.
    const free = [5, 6, 7, 8, 9, 10].map((n) => addDays(blocked, n)).find((d) => !unavailable.includes(d));
    if (free) return { name: g.name, blocked, free };
  }
  throw new Error(
    "No lensmaster listing has a blocked day: the demo seed should block some (src/server/seed/demo-gear.ts)",
  );
}

test("the dates filter hides a listing that is blocked on those dates", async ({ page }) => {
  const { name, blocked, free } = await blockedListing(page.request);
  const lensmasterCard = () =>
    cards(page)
      .filter({ has: page.getByRole("heading", { name, exact: true }) })
      .filter({ hasText: "@lensmaster" });

  await page.goto(`/learnmore?q=${encodeURIComponent(name)}`);
  await expect(lensmasterCard()).toHaveCount(1);

  // Dates the wrong way round are refused next to the field, and the filter stays as it was.
  await page.getByLabel("From", { exact: true }).fill(free);
  await page.getByLabel("To", { exact: true }).fill(blocked);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("The end date must be on or after the start date")).toBeVisible();
  await expect(page).not.toHaveURL(/from=/);

  await page.getByLabel("From", { exact: true }).fill(blocked);
  await page.getByLabel("To", { exact: true }).fill(blocked);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${blocked}&to=${blocked}`));
  await expect(countHeading(page)).toBeVisible();
  await expect(lensmasterCard()).toHaveCount(0);

  await page.getByLabel("From", { exact: true }).fill(free);
  await page.getByLabel("To", { exact: true }).fill(free);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${free}&to=${free}`));
  await expect(lensmasterCard()).toHaveCount(1);
});

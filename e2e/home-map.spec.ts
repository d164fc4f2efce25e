import { expect, type Page, test } from "./fixtures";

/** The home page's map of gear by state (PRODUCT.md section 3, /). */

interface StateCount {
  state: string;
  count: number;
}

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** Abort every request to the configured tile host; answers how many were stopped. */
async function blockTiles(page: Page): Promise<() => number> {
  const { mapTileUrl } = (await (await page.request.get("/api/public-config")).json()) as { mapTileUrl: string };
  // The host part of a template like https://{s}.tile.example/{z}/{x}/{y}.png, any subdomain.
  const host = new URL(mapTileUrl.replace(/\{[a-z]\}/g, "0")).hostname.replace(/^0\./, "");
  let aborted = 0;
  await page.route(
    (url) => url.hostname === host || url.hostname.endsWith(`.${host}`),
    (route) => {
      aborted++;
      return route.abort();
    },
  );
  return () => aborted;
}

async function stateCounts(page: Page): Promise<StateCount[]> {
  const res = await page.request.get("/api/gear/state-counts");
  expect(res.status()).toBe(200);
  return res.json();
}

test("with the map's tiles blocked, the home page still searches, shows featured gear, the states and the markers", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/net::ERR_FAILED \(https:\/\/[^)]*tile/, "this journey blocks the map's tiles on purpose");
  const aborted = await blockTiles(page);
  const counts = await stateCounts(page);
  await page.goto("/");

  const featured = page.getByRole("region", { name: "Featured gear" });
  await expect(featured.getByRole("article").first()).toBeVisible();
  const states = page.getByRole("list", { name: "Gear by state" });
  await expect(states.getByRole("listitem")).toHaveCount(counts.length);

  const map = page.getByRole("figure", { name: "Map of gear by state" });
  await map.scrollIntoViewIfNeeded();
  await expect(
    page.getByText("The map background could not load; the markers and the list of states still work."),
  ).toBeVisible();
  expect(aborted(), "the tile requests were made, and stopped").toBeGreaterThan(0);
  for (const { state, count } of counts)
    await expect(map.getByRole("link", { name: `${state}: ${items(count)}` })).toBeVisible();

  await page.getByLabel("Search gear").fill("sony");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/learnmore\?q=sony$/);
  await expect(page.getByRole("heading", { name: /^[\d,]+ items?$/ })).not.toHaveText("0 items");
});

test("a state's marker opens Available Gear for that state in one click, or with Enter", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/net::ERR_FAILED \(https:\/\/[^)]*tile/, "this journey blocks the map's tiles on purpose");
  await blockTiles(page);
  const counts = await stateCounts(page);
  // Sabah stands alone across the sea, so no other marker covers it.
  const sabah = counts.find((c) => c.state === "Sabah");
  const penang = counts.find((c) => c.state === "Pulau Pinang");
  expect(sabah && penang, "the demo seed lists gear in Sabah and Pulau Pinang").toBeTruthy();

  await page.goto("/");
  const map = page.getByRole("figure", { name: "Map of gear by state" });
  await map.scrollIntoViewIfNeeded();
  // Marks this document: it survives an in-app navigation, not a page load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await map.getByRole("link", { name: `Sabah: ${items(sabah!.count)}` }).click();
  await expect(page).toHaveURL(/\/learnmore\?state=Sabah$/);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Sabah");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.goBack();
  const marker = map.getByRole("link", { name: `Pulau Pinang: ${items(penang!.count)}` });
  await marker.focus();
  await expect(marker).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/learnmore\?state=Pulau(%20|\+)Pinang$/);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("Pulau Pinang");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the map's code loads only as the map nears the screen", async ({ page }) => {
    const mapChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/gear-map-[^/]*\.js$/.test(request.url())) mapChunks.push(request.url());
    });
    await page.goto("/");
    const map = page.getByRole("figure", { name: "Map of gear by state" });
    await expect(map).toContainText("Loading the map");
    // The app has started (goto waits for it) and the map's observer has had its first answer: far below.
    await page.waitForTimeout(1000);
    expect(mapChunks, "no Leaflet before the reader scrolls").toEqual([]);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);

    await map.scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    expect(mapChunks.length).toBe(1);
  });
});

import { expect, test } from "./fixtures";

/** The app installs (manifest + service worker) and what was seen still opens offline. */
test("installable, and a page seen before opens offline", async ({ page, context, allowConsoleError }) => {
  allowConsoleError(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/, "the device goes offline on purpose: requests fail");
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ short_name: "SewaGear", display: "standalone", start_url: "/" });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");
  // Visit once more with the worker in control, so it sees the page and its data.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/learnmore");
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Rent production gear from owners near you" })).toBeVisible();
  await context.setOffline(false);
});

import { expect, type Page, test } from "./fixtures";

/**
 * The five public pages come rendered from the server (ADR 023) and the client
 * hydrates that HTML: no mismatch reported (React's production builds say
 * "Minified React error #418/#423/#425…"), in English and in Malay, and the
 * page's own data is not fetched again.
 */

const MISMATCH = /hydrat|#418|#419|#421|#422|#423|#425/i;

async function openHydrated(page: Page, path: string, ownRead: RegExp, status = 200) {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
  });
  page.on("pageerror", (e) => messages.push(e.message));
  const refetched: string[] = [];
  page.on("request", (r) => {
    if (ownRead.test(new URL(r.url()).pathname)) refetched.push(r.url());
  });
  const res = await page.goto(path);
  expect(res!.status(), path).toBe(status);
  // The server's HTML already holds the page, before any script ran.
  expect(await res!.text()).toMatch(/<div id="root"><.*<main/s);
  await page.waitForLoadState("networkidle");
  // Hydrated: React has taken the server's root over.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById("root")!).some((k) => k.startsWith("__react"))))
    .toBe(true);
  expect(
    messages.filter((m) => MISMATCH.test(m)),
    path,
  ).toEqual([]);
  expect(refetched, `${path} fetched its own data again`).toEqual([]);
}

for (const [language, locale, heading] of [
  ["English", "en-GB", "Available Gear"],
  ["Malay", "ms-MY", "Peralatan Tersedia"],
] as const) {
  test.describe(`server-rendered pages in ${language}`, () => {
    test.use({ locale });

    test("/, /learnmore, /gear/:id, /owner/:identifier and /wanted hydrate without a mismatch", async ({
      page,
      request,
      allowConsoleError,
    }) => {
      allowConsoleError(
        /ERR_NAME_NOT_RESOLVED \(https:\/\/[^)]*tile/,
        "no internet here: the home map's tiles cannot load",
      );
      const { gear } = (await (await request.get("/api/owners/lensmaster")).json()) as { gear: { id: string }[] };
      const gearId = gear[0]!.id;

      await openHydrated(page, "/", /^\/api\/gear\/(featured|state-counts)$/);
      await openHydrated(page, "/learnmore", /^\/api\/gear$/);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await openHydrated(page, `/gear/${gearId}`, new RegExp(`^/api/gear/${gearId}$`));
      await openHydrated(page, "/owner/lensmaster", /^\/api\/owners\/lensmaster$/);
      await openHydrated(page, "/wanted", /^\/api\/wanted$/);
      await expect(page.locator("html")).toHaveAttribute("lang", locale.slice(0, 2));
    });
  });
}

test("unknown gear answers 404 with the app's not-found page, hydrated as rendered", async ({ page }) => {
  await openHydrated(page, "/gear/no-such-gear", /^\/api\/gear\/no-such-gear$/, 404);
  await expect(page.getByRole("heading", { name: "Gear not found" })).toBeVisible();
});

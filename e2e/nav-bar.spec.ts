import { expect, type Locator, test } from "./fixtures";
import { demoSession, mainNav } from "./helpers";

/** The rendered text colour as sRGB (Tailwind 4 colours compute to oklch, so let a canvas convert). */
async function textRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

test.describe("desktop", () => {
  test("signed out: gear, Wanted in red, Login and Register", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "SewaGear" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Available Gear" })).toHaveAttribute("href", "/learnmore");
    const wanted = nav.getByRole("link", { name: "Wanted" });
    await expect(wanted).toHaveAttribute("href", "/wanted");
    const [r, g, b] = await textRgb(wanted);
    expect(r, `Wanted is drawn in rgb(${r}, ${g}, ${b})`).toBeGreaterThan(g + 80);
    expect(r).toBeGreaterThan(b + 80);
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/auth/login");
    await expect(nav.getByRole("link", { name: "Register", exact: true })).toHaveAttribute("href", "/auth/register");
    await expect(nav.getByRole("link", { name: "My Profile" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("the bar stays fixed at the top", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    await expect(bar).toHaveCSS("position", "fixed");
    await expect(bar.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  });

  test("under /owners, Login and Register become the owner ones", async ({ page }) => {
    await page.goto("/owners/login");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Owner Login" })).toHaveAttribute("href", "/owners/login");
    await expect(nav.getByRole("link", { name: "Owner Register" })).toHaveAttribute("href", "/owners/register");
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Register", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Available Gear" })).toHaveAttribute("href", "/learnmore");
  });

  test.describe(() => {
    test.use({ storageState: demoSession("renter") });

    test("signed in: Book Equipment, My Profile and Logout", async ({ page }) => {
      await page.goto("/");
      const nav = mainNav(page);
      await expect(nav.getByRole("link", { name: "Book Equipment" })).toHaveAttribute("href", "/booking");
      await expect(nav.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
      await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Register", exact: true })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Available Gear" })).toHaveCount(0);
    });

    test("the notifications panel closes on Escape (focus back on its button) and on a click outside", async ({
      page,
    }) => {
      await page.goto("/");
      const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
      const panel = page.locator("#notifications-panel");
      await bell.click();
      await expect(panel).toBeVisible();
      await expect(bell).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();

      await bell.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("heading").click(); // inside: stays open
      await expect(panel).toBeVisible();
      await page.mouse.click(10, 400); // the page below the bar, outside the panel
      await expect(panel).toBeHidden();
      await expect(bell).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens and closes the links", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    // Desktop links are hidden; only the logo and the menu button show.
    await expect(bar.getByRole("link", { name: "Available Gear" })).toBeHidden();
    await expect(bar.getByRole("link", { name: "Login", exact: true })).toBeHidden();
    await expect(bar.getByRole("link", { name: "SewaGear" })).toBeVisible();

    const open = bar.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const close = bar.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(bar.getByRole("link", { name: "Available Gear" })).toHaveAttribute("href", "/learnmore");
    await expect(bar.getByRole("link", { name: "Wanted" })).toHaveAttribute("href", "/wanted");
    await expect(bar.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/auth/login");
    await expect(bar.getByRole("link", { name: "Register", exact: true })).toHaveAttribute("href", "/auth/register");

    // Following a link closes the menu.
    await bar.getByRole("link", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your SewaGear account" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(bar.getByRole("link", { name: "Available Gear" })).toBeHidden();

    // And the button closes it again.
    await bar.getByRole("button", { name: "Open menu" }).click();
    await expect(bar.getByRole("link", { name: "Wanted" })).toBeVisible();
    await bar.getByRole("button", { name: "Close menu" }).click();
    await expect(bar.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(bar.getByRole("link", { name: "Wanted" })).toBeHidden();
  });

  test("under /owners the mobile Login still points to /auth/login", async ({ page }) => {
    await page.goto("/owners/login");
    const bar = page.getByRole("banner");
    await bar.getByRole("button", { name: "Open menu" }).click();
    await expect(bar.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/auth/login");
    await expect(bar.getByRole("link", { name: "Owner Register" })).toHaveAttribute("href", "/owners/register");
    await expect(bar.getByRole("link", { name: "Owner Login" })).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ storageState: demoSession("renter") });

    test("signed in, the menu has Notifications, opening in the menu's flow", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.locator("#mobile-menu");
      const bell = menu.getByRole("button", { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      await bell.click();
      const panel = page.locator("#notifications-panel-menu");
      await expect(panel.getByRole("heading", { name: "Notifications" })).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    });
  });
});

import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("a link far down a page opens the next page at its top, and Back returns to where the reader was", async ({
  page,
}) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured gear" });
  const ownerLink = featured.getByRole("article").nth(3).getByRole("link", { name: /^@/ });
  await ownerLink.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before, "the link is well down the home page").toBeGreaterThan(500);

  await ownerLink.click();
  await expect(page).toHaveURL(/\/owner\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);
});

import { expect, type Page, test } from "./fixtures";
import sharp from "sharp";
import { addDays, todayInMalaysia } from "../src/shared/dates";
import { formatDay } from "../src/shared/i18n/format";
import { demoSession, uniqueTag } from "./helpers";

/** A real JPEG made at test time (nothing committed, nothing downloaded). */
async function makePhoto(path: string, colour: string) {
  await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toFile(path);
  return path;
}

test.use({ storageState: demoSession("owner") });

/** As the demo owner, list a new item with one photo through the dashboard form; returns its id. */
async function listGear(page: Page, name: string, photo: string): Promise<string> {
  await page.goto("/owners/dashboard");
  await page.getByRole("button", { name: "List new gear" }).click();
  await expect(page.getByRole("heading", { name: "List new gear" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").selectOption({ label: "Lenses" });
  await page.getByLabel("Brand").fill("Sigma");
  await page.getByLabel("Daily price (RM)").fill("85");
  await page.getByLabel("Security deposit (RM)").fill("500.50");
  await page.getByLabel("Add photos").setInputFiles(photo);
  await expect(page.getByRole("img", { name: "Preview of photo 1 (cover)" })).toBeVisible();
  await page.getByRole("button", { name: "List gear" }).click();

  await expect(page.getByRole("status").filter({ hasText: `“${name}” is listed.` })).toBeVisible();
  const row = page.getByRole("list", { name: "Your gear" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("RM 85.00 per day");
  await expect(row).toContainText("Active");
  // The cover is decorative (alt=""), so it has no img role: find it by tag.
  await expect(row.locator("img")).toHaveAttribute("src", /^\/files\/public\/gear\/.+-thumb\.webp$/);
  const href = await row.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  return new URL(href!, page.url()).searchParams.get("gear")!;
}

test("an owner lists gear with a photo; it is public until archived", async ({ page }, testInfo) => {
  const name = `Sigma Art 35mm ${uniqueTag()}`;
  const id = await listGear(page, name, await makePhoto(testInfo.outputPath("cover.jpg"), "#d35400"));

  const res = await page.request.get(`/api/gear/${id}`);
  expect(res.status()).toBe(200);
  const detail = await res.json();
  expect(detail).toMatchObject({
    name,
    category: "lenses",
    brand: "Sigma",
    pricePerDay: 8500,
    deposit: 50050,
    ownerUsername: "lensmaster",
    status: "active",
  });
  expect(detail.photos).toHaveLength(1);
  expect((await page.request.get(detail.photos[0].url)).headers()["content-type"]).toBe("image/webp");

  await page.goto(`/gear/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // It is found on Available Gear and listed on the owner's profile.
  await page.goto(`/learnmore?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("article").getByRole("heading", { name })).toBeVisible();
  const equipment = page.getByRole("region", { name: "Available Equipment" });
  await page.goto("/owner/lensmaster");
  await expect(equipment.getByRole("heading", { name })).toBeVisible();

  await page.goto("/owners/dashboard");
  const row = page.getByRole("list", { name: "Your gear" }).getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: `Archive ${name}` }).click();
  await expect(row).toContainText("Archived");
  await expect(row.getByRole("button", { name: `Restore ${name}` })).toBeVisible();
  expect((await page.request.get(`/api/gear/${id}`)).status()).toBe(404);
  await page.goto(`/learnmore?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name: "0 items" })).toBeVisible();
  await page.goto("/owner/lensmaster");
  await expect(equipment.getByRole("heading").first()).toBeVisible();
  await expect(equipment.getByRole("heading", { name })).toHaveCount(0);
});

test("an owner edits a listing: price, photos in order by keyboard, blocked dates", async ({ page }, testInfo) => {
  const name = `Rode NTG ${uniqueTag()}`;
  const id = await listGear(page, name, await makePhoto(testInfo.outputPath("one.jpg"), "#2980b9"));
  const row = page.getByRole("list", { name: "Your gear" }).getByRole("listitem").filter({ hasText: name });
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();

  // Field messages come back next to the field.
  await page.getByLabel("Daily price (RM)").fill("abc");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Daily price (RM)")).toHaveAccessibleDescription(/Enter an amount in RM/);
  await page.getByLabel("Daily price (RM)").fill("92.50");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes were saved.")).toBeVisible();
  expect((await (await page.request.get(`/api/gear/${id}`)).json()).pricePerDay).toBe(9250);

  // Two more photos, then move the cover down with the keyboard.
  await page
    .getByLabel("Add more photos")
    .setInputFiles([
      await makePhoto(testInfo.outputPath("two.jpg"), "#27ae60"),
      await makePhoto(testInfo.outputPath("three.jpg"), "#8e44ad"),
    ]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("heading", { name: "Photos (3 of 10)" })).toBeVisible();
  const before = (await (await page.request.get(`/api/owners/me/gear/${id}`)).json()).photos.map(
    (p: { id: string }) => p.id,
  );
  await page.getByRole("button", { name: "Move down: photo 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move down: photo 2" })).toBeFocused();
  await expect
    .poll(async () =>
      (await (await page.request.get(`/api/gear/${id}`)).json()).photos.map((p: { id: string }) => p.id),
    )
    .toEqual([before[1], before[0], before[2]]);
  await page.getByRole("button", { name: "Remove photo 3" }).click();
  await expect(page.getByRole("heading", { name: "Photos (2 of 10)" })).toBeVisible();

  // Block three days; they become unavailable to renters; an overlap is refused.
  const start = addDays(todayInMalaysia(), 20);
  const end = addDays(start, 2);
  await page.getByLabel("First blocked day").fill(start);
  // A last day before the first is the browser's own check (min), answered in the app's words.
  await page.getByLabel("Last blocked day").fill(addDays(start, -1));
  await page.getByRole("button", { name: "Block dates" }).click();
  await expect(page.getByLabel("Last blocked day")).toBeFocused();
  await expect(page.getByLabel("Last blocked day")).toHaveAccessibleDescription(
    `Empty: just the first day. Last blocked day must be ${formatDay(start, "en")} or later`,
  );
  await page.getByLabel("Last blocked day").fill(end);
  await page.getByLabel("Note (only you see it)").fill("Sensor cleaning");
  await page.getByRole("button", { name: "Block dates" }).click();
  const blocks = page.getByRole("list", { name: "Blocked date ranges" });
  await expect(blocks.getByRole("listitem")).toHaveCount(1);
  await expect(blocks).toContainText("Sensor cleaning");
  const availability = await (await page.request.get(`/api/gear/${id}/availability`)).json();
  expect(availability.unavailable).toEqual([start, addDays(start, 1), end]);

  await page.getByLabel("First blocked day").fill(end);
  await page.getByRole("button", { name: "Block dates" }).click();
  await expect(page.getByLabel("First blocked day")).toHaveAccessibleDescription(
    "These dates overlap dates that are already blocked or booked",
  );

  await blocks.getByRole("button", { name: /^Unblock / }).click();
  await expect(page.getByText("No dates are blocked.")).toBeVisible();
  expect((await (await page.request.get(`/api/gear/${id}/availability`)).json()).unavailable).toEqual([]);
});

import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, login, readLatestMail, uniqueTag } from "./helpers";

test("a renter posts a wanted request, an owner answers with a listing, the renter sees it and closes the request", async ({ browser }) => {
  const tag = uniqueTag();
  const title = `Lav mics for a talk ${tag}`;

  const renter = await (await browser.newContext()).newPage();
  await login(renter, "renter@sewagear.test", DEMO_PASSWORD);
  await renter.goto("/wanted");
  await renter.getByLabel("Title").fill(title);
  await renter.getByLabel("What do you need?").fill("Two wireless lavalier microphones for a one-day talk in Petaling Jaya.");
  await renter.getByLabel("Category").first().selectOption({ label: "Audio" });
  await renter.getByLabel("Budget per day (RM)").fill("80");
  await renter.getByRole("button", { name: "Post request" }).click();
  await expect(renter.getByText("Your wanted request is on the board.")).toBeVisible();

  // A signed-out visitor sees it on the public board.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/wanted");
  const card = visitor.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("posted by Nurul")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Log in to post" })).toBeVisible();

  // The owner answers with one of their listings.
  const owner = await (await browser.newContext()).newPage();
  await login(owner, "owner@sewagear.test", DEMO_PASSWORD, "/owners/login");
  await owner.goto("/wanted");
  const ownerCard = owner.getByRole("article", { name: title });
  await ownerCard.getByLabel("Listing").selectOption({ index: 0 });
  const listing = await ownerCard.getByLabel("Listing").evaluate((el: HTMLSelectElement) => el.options[el.selectedIndex]!.text);
  await ownerCard.getByLabel("Message to the renter").fill("Two Sennheiser kits free that day.");
  const since = Date.now();
  await ownerCard.getByRole("button", { name: "Send answer" }).click();
  await expect(owner.getByText("Your answer was sent.")).toBeVisible();
  const mail = await readLatestMail("renter@sewagear.test", since, { subject: `An owner answered “${title}”` });
  expect(mail.link).toContain("/wanted?post=");

  // The renter follows the e-mail's link, sees the answer and closes the request.
  await renter.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  const mine = renter.getByRole("article", { name: title });
  await expect(mine.getByText("Two Sennheiser kits free that day.")).toBeVisible();
  await expect(mine.getByRole("heading", { name: listing })).toBeVisible();
  await mine.getByRole("button", { name: "Close request" }).click();
  await expect(renter.getByRole("article", { name: title })).toHaveCount(0);
});

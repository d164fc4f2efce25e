import { expect, test } from "./fixtures";
import { demoSession, readLatestMail, uniqueTag } from "./helpers";

test("a renter posts a wanted request, an owner answers with a listing, the renter sees it and closes the request", async ({
  browser,
}) => {
  // Three people (renter, visitor, owner) in their own browsers, each page checked by axe: ~30 s on a quiet machine.
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const title = `Lav mics for a talk ${tag}`;

  // The renter posts (the demo renter is Nurul Renter).
  const renter = await (await browser.newContext({ storageState: demoSession("renter") })).newPage();
  await renter.goto("/wanted");
  const form = renter.getByRole("form", { name: "Post a wanted request" });
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("What do you need?")
    .fill("Two wireless lavalier microphones for a one-day talk in Petaling Jaya.");
  await form.getByLabel("Category").selectOption({ label: "Audio" });
  await form.getByLabel("State").selectOption("Selangor");
  await form.getByLabel("Budget per day (RM)").fill("80");
  await form.getByRole("button", { name: "Post request" }).click();
  await expect(form.getByText("Your wanted request is on the board.")).toBeVisible();
  const own = renter.getByRole("article", { name: title });
  await expect(own.getByText("posted by Nurul on")).toBeVisible();
  await expect(own.getByText("No answers yet.")).toBeVisible();

  // A signed-out visitor sees it on the public board (also when filtering by its category and state), first name only.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/wanted");
  await expect(visitor.getByRole("link", { name: "Log in to post" })).toHaveAttribute(
    "href",
    "/auth/login?redirect=%2Fwanted",
  );
  await expect(visitor.getByRole("form", { name: "Post a wanted request" })).toHaveCount(0);
  const filters = visitor.getByRole("search", { name: "Filter wanted requests" });
  await filters.getByLabel("Category").selectOption({ label: "Audio" });
  await filters.getByLabel("State").selectOption("Selangor");
  await expect(visitor).toHaveURL(/category=audio/);
  const card = visitor.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("posted by Nurul on")).toBeVisible();
  await expect(card.getByText("RM 80.00 a day")).toBeVisible();
  await expect(card.getByText(/Nurul Renter|renter@sewagear/)).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Close request" })).toHaveCount(0);
  await filters.getByLabel("Category").selectOption({ label: "Drones" });
  await expect(visitor.getByRole("article", { name: title })).toHaveCount(0);

  // The owner (lensmaster, with demo listings) answers with one of them.
  const owner = await (await browser.newContext({ storageState: demoSession("owner") })).newPage();
  await owner.goto("/wanted");
  const ownerCard = owner.getByRole("article", { name: title });
  const answer = ownerCard.getByRole("form", { name: "Answer with one of my listings" });
  await answer.getByLabel("Listing").selectOption({ index: 0 });
  const listing = await answer
    .getByLabel("Listing")
    .evaluate((el: HTMLSelectElement) => el.options[el.selectedIndex]!.text);
  await answer.getByLabel("Message to the renter").fill("Two Sennheiser kits free that day.");
  const since = Date.now();
  await answer.getByRole("button", { name: "Send answer" }).click();
  await expect(ownerCard.getByText("Your answer was sent.")).toBeVisible();
  // The owner sees their own answer, and cannot offer the same listing twice.
  await expect(ownerCard.getByText("Two Sennheiser kits free that day.")).toBeVisible();
  await expect
    .poll(() => answer.getByLabel("Listing").evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.text)))
    .not.toContain(listing);

  // The poster gets an e-mail with a link to the post.
  const mail = await readLatestMail("renter@sewagear.test", since, { subject: `An owner answered “${title}”` });
  expect(mail.body).toContain(listing);
  expect(mail.link).toMatch(/\/wanted\?post=\d+$/);

  // The renter follows the link: the post is in focus with the answer, the listing card and the owner's profile link.
  const link = new URL(mail.link);
  await renter.goto(link.pathname + link.search);
  const mine = renter.getByRole("article", { name: title });
  await expect(mine).toBeFocused();
  const answers = mine.getByRole("region", { name: `Answers from owners to ${title}` });
  await expect(answers.getByText("Two Sennheiser kits free that day.")).toBeVisible();
  await expect(answers.getByRole("heading", { name: listing })).toBeVisible();
  await expect(answers.getByRole("link", { name: "Daniel Lim — LensMaster Rentals" })).toHaveAttribute(
    "href",
    "/owner/lensmaster",
  );

  // The renter closes it, after confirming; it leaves the open board and shows under closed requests.
  await mine.getByRole("button", { name: "Close request" }).click();
  const confirm = renter.getByRole("alertdialog", { name: "Close this wanted request?" });
  await confirm.getByRole("button", { name: "Close request" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(mine.getByText("Closed", { exact: true })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Close request" })).toHaveCount(0);
  await renter.goto("/wanted");
  await expect(renter.getByRole("article", { name: title })).toHaveCount(0);
  await renter
    .getByRole("search", { name: "Filter wanted requests" })
    .getByLabel("Show")
    .selectOption({ label: "Closed requests" });
  await expect(renter.getByRole("article", { name: title }).getByText("Closed", { exact: true })).toBeVisible();

  // The owner can no longer answer it.
  await owner.goto(link.pathname + link.search);
  await expect(
    owner.getByRole("article", { name: title }).getByRole("form", { name: "Answer with one of my listings" }),
  ).toHaveCount(0);
});

import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import sharp from "sharp";
import { addDays } from "../src/shared/dates";
import { isoDaysAhead, pickDate, signedInRequest } from "./booking-helpers";
import { registerThroughApi, signInAs, uniqueEmail, uniqueTag, waitForAppAt } from "./helpers";

/**
 * Issue 10's journey in Bahasa Melayu: a renter switches to BM on the home page,
 * searches "kamera", opens a listing and asks to book it; the owner, who reads
 * BM too, approves. On every page no English word of the interface shows (the
 * owner's own texts — listing name, description, bio — stay as written). The
 * choice outlives a reload and a new sign-in on another device.
 */
test.describe.configure({ timeout: 180_000 });

// sabahshooters (demo seed, Sabah, lists cameras) owns gear no other journey books, and no
// other journey signs in as it: its saved language changes nothing elsewhere.
const OWNER = { username: "sabahshooters", email: "sabahshooters@sewagear.test", state: "Sabah" };

/** Interface words that must not show in Malay: English words our pages use. */
const ENGLISH =
  /\b(the|and|with|your|from|for|per day|days?|Book|Booking|Request|Requested|Approve|Approved|Price|Total|Available|Search|Owner|Renter|Cancel|Pending|Send|Loading|Reviews?|Message|Payment|Receipt|Profile|Home)\b/;

/** The page's main text without what people wrote themselves (listings, bios, names). */
async function interfaceText(page: Page, ownContent: string[]) {
  let text = await page.getByRole("main").innerText();
  for (const own of ownContent.filter(Boolean).sort((a, b) => b.length - a.length)) text = text.split(own).join(" ");
  const banner = await page.getByRole("banner").innerText();
  return `${banner}\n${text}`;
}

async function expectNoEnglish(page: Page, ownContent: string[], where: string) {
  const text = await interfaceText(page, ownContent);
  const found = text.match(ENGLISH);
  expect(found?.[0], `${where}: English "${found?.[0]}" in:\n${text}`).toBeUndefined();
}

const png = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

/** A new renter with an address and verified identity, signed in on `page` (set up through the API). */
async function verifiedRenter(page: Page, admin: APIRequestContext) {
  const renter = { name: `Siti Penyewa ${uniqueTag()}`, email: uniqueEmail("bahasa"), password: "bahasa-melayu-1" };
  await registerThroughApi(page, renter);
  const profile = await page.request.patch("/api/profile", {
    data: {
      name: renter.name,
      streetAddress: "12 Jalan Bahasa",
      postalCode: "80000",
      city: "Johor Bahru",
      state: "Johor",
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const submitted = await page.request.post("/api/verification", {
    multipart: {
      fullName: renter.name,
      mykadNumber: "950505-07-5123",
      icFront: { name: "front.png", mimeType: "image/png", buffer: await png("#335577") },
      icBack: { name: "back.png", mimeType: "image/png", buffer: await png("#557733") },
      selfie: { name: "selfie.png", mimeType: "image/png", buffer: await png("#773355") },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const queue = (await (await admin.get("/api/verification/queue")).json()) as {
    items: { id: string; fullName: string }[];
  };
  const mine = queue.items.find((v) => v.fullName === renter.name);
  expect(mine, "the renter's request is in the review queue").toBeDefined();
  const decided = await admin.post(`/api/verification/${mine!.id}/decision`, { data: { decision: "approve" } });
  expect(decided.status(), await decided.text()).toBe(200);
  return renter;
}

test("a renter and an owner who read Bahasa Melayu: search kamera, book, approve — no English on the way", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await signedInRequest(playwright, baseURL, "admin@sewagear.test");
  const renter = await verifiedRenter(page, admin).finally(() => admin.dispose());

  // The owner's listing to book, and what the owner wrote (not translated: it is theirs).
  const ownerData = (await (await page.request.get(`/api/owners/${OWNER.username}`)).json()) as {
    profile: Record<string, string | null>;
    gear: { id: string; name: string; category: string }[];
  };
  const camera = ownerData.gear.find((g) => g.category === "cameras");
  expect(camera, `${OWNER.username} lists a camera`).toBeDefined();
  const detail = (await (await page.request.get(`/api/gear/${camera!.id}`)).json()) as {
    name: string;
    description: string;
    brand: string | null;
    model: string | null;
    specs: { label: string; value: string }[];
  };
  const ownContent = [
    detail.name,
    detail.description,
    detail.brand ?? "",
    detail.model ?? "",
    ...detail.specs.flatMap((s) => [s.label, s.value]),
    ...["displayName", "bio", "businessName", "experience", "specialties"].map((k) => ownerData.profile[k] ?? ""),
    renter.name,
  ];

  // Home: switch to BM (saved on the account), then search "kamera".
  await page.goto("/");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/profile/language") && r.status() === 200);
  await page.getByRole("banner").getByRole("button", { name: "BM", exact: true }).click();
  await saved;
  await waitForAppAt(page, /\/ms$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expectNoEnglish(page, ownContent, "home");
  await page.getByLabel("Cari peralatan").fill("kamera");
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL(/\/learnmore\?q=kamera$/);
  await expect(page.getByRole("heading", { level: 1, name: "Peralatan Tersedia" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^[\d,]+ item$/ })).not.toHaveText("0 item");

  // Narrow to the owner's state: their camera is among the cameras found by the Malay word.
  await page.getByLabel("Negeri").selectOption(OWNER.state);
  await page.getByRole("button", { name: "Guna tapisan" }).click();
  await expect(page).toHaveURL(new RegExp(`state=${OWNER.state}`));
  // Other owners list the same model: the card of this state's one.
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: camera!.name }) })
    .filter({ hasText: `Kamera · ${OWNER.state}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article").filter({ hasNotText: `· ${OWNER.state}` })).toHaveCount(0);
  await expectNoEnglish(page, ownContent, "search results");

  // The gear page, then the booking form.
  await card.getByRole("link", { name: camera!.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: camera!.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${camera!.name}`));
  await expectNoEnglish(page, ownContent, "gear page");
  await page.getByRole("button", { name: "Tempah Sekarang" }).first().click();
  await expect(page).toHaveURL(/\/booking\?/);
  await expectNoEnglish(page, ownContent, "booking form");

  // Two free days: from the availability the page itself reads.
  const from = isoDaysAhead(20 + Math.floor(Math.random() * 30));
  const { unavailable } = (await (
    await page.request.get(`/api/gear/${camera!.id}/availability?from=${from}&to=${addDays(from, 40)}`)
  ).json()) as { unavailable: string[] };
  let start = from;
  while (
    unavailable.includes(start) ||
    unavailable.includes(addDays(start, 1)) ||
    start.slice(0, 7) !== addDays(start, 1).slice(0, 7)
  )
    start = addDays(start, 1);
  await pickDate(page, start, "ms");
  await pickDate(page, addDays(start, 1), "ms");
  await expect(page.getByText(/2 hari ×/)).toBeVisible();
  await expectNoEnglish(page, ownContent, "booking form with dates");
  // What a screen reader hears from the calendar is Malay too (issue 30): React Aria ships no Malay,
  // so its "to", "Today", "First available date" and "Selected Range" come from our own table.
  const calendar = page.getByRole("application").first();
  const spoken = await calendar.evaluate((root) => {
    const described = (el: Element) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "");
    return [root, ...root.querySelectorAll("[aria-label], [aria-describedby]")]
      .flatMap((el) => [el.getAttribute("aria-label") ?? "", ...described(el)])
      .join("\n");
  });
  expect(spoken).toContain("hingga");
  expect(spoken).toMatch(/Julat dipilih/);
  expect(spoken, spoken).not.toMatch(/\b(to|Today|First available date|Selected|Click|Previous|Next)\b/);
  await page.getByRole("button", { name: "Hantar permintaan tempahan" }).click();
  await expect(page).toHaveURL(/\/booking\?booking=/);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  await expect(page.getByText("Diminta").first()).toBeVisible();
  await expectNoEnglish(page, ownContent, "booking detail (renter)");

  // The owner reads BM too (chosen on their device, saved on their account) and approves.
  const ownerContext = await browser.newContext({ locale: "ms-MY" });
  const op = await ownerContext.newPage();
  await signInAs(op, OWNER.email);
  await op.goto("/");
  const ownerSaved = op.waitForResponse((r) => r.url().endsWith("/api/profile/language") && r.status() === 200);
  await op.getByRole("banner").getByRole("button", { name: "BM", exact: true }).click();
  await ownerSaved;
  // The switch then opens the Malay URL of the page (a full load): let it land before going on.
  await waitForAppAt(op, /\/ms$/);
  await op.goto(`/owners/dashboard?booking=${bookingId}`);
  await expect(op.getByRole("button", { name: "Luluskan" })).toBeVisible();
  await expectNoEnglish(op, ownContent, "owner dashboard");
  await op.getByRole("button", { name: "Luluskan" }).click();
  await expect(op.getByText("Diluluskan — menunggu bayaran").first()).toBeVisible();
  await expectNoEnglish(op, ownContent, "owner dashboard after approval");
  await ownerContext.close();

  // The renter sees the approval (live) in BM.
  await expect(page.getByText("Diluluskan — menunggu bayaran").first()).toBeVisible({ timeout: 10_000 });
  await expectNoEnglish(page, ownContent, "booking detail after approval");

  // The choice outlives a reload, and a new sign-in on an English-speaking device.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  const elsewhere = await browser.newContext({ locale: "en-GB" });
  const other = await elsewhere.newPage();
  await signInAs(other, renter.email, renter.password);
  await other.goto("/");
  await expect(other.locator("html")).toHaveAttribute("lang", "ms");
  await expect(other.getByRole("banner").getByRole("link", { name: "Profil Saya" })).toBeVisible();
  await expectNoEnglish(other, ownContent, "home after a new sign-in");
  await elsewhere.close();
});

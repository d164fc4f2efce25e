import { expect, type Page, test } from "./fixtures";
import sharp from "sharp";
import { demoSession, registerThroughApi, signInAs, uniqueEmail, uniqueTag } from "./helpers";
import { duitnowPayload } from "../src/shared/duitnow-fixtures";
import { qrScreenshot } from "../src/server/test/uploads";

interface OwnerProfileAnswer {
  profile: { id: string; username: string; displayName: string; createdAt: string };
  stats: { totalEquipment: number };
  gear: { id: string; name: string; enableStudentRate: boolean; studentPrice: number | null }[];
}

const LENSMASTER = "Daniel Lim — LensMaster Rentals";
/** A real PNG for the file inputs (the server checks content, so it must be an image). */
const pngFile = async (name: string, colour: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

async function lensmaster(page: Page): Promise<OwnerProfileAnswer> {
  const res = await page.request.get("/api/owners/lensmaster");
  expect(res.status()).toBe(200);
  return res.json();
}

const bookNowButtons = (page: Page) => page.getByRole("main").getByRole("button", { name: /^Book Now/ });

test("/owner/lensmaster shows the profile, About, Stats and the equipment grid", async ({ page }) => {
  const data = await lensmaster(page);
  expect(data.gear.length, "the demo seed gives lensmaster listings").toBeGreaterThan(0);
  await page.goto("/owner/lensmaster");

  await expect(page.getByRole("heading", { level: 1, name: LENSMASTER })).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: /^@lensmaster$/ })).toBeVisible();
  await expect(page.getByText("Selangor (Primary)")).toBeVisible();
  await expect(page.getByText("Also covers:")).toBeVisible();
  await expect(page.getByRole("list", { name: "Also covers:" }).getByRole("listitem")).toHaveText([
    "W.P. Kuala Lumpur",
    "W.P. Putrajaya",
  ]);
  await expect(page.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
    "href",
    "https://instagram.com/lensmaster.my",
  );
  await expect(page.getByRole("link", { name: /^TikTok/ })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "No photo" })).toBeVisible();

  const about = page.getByRole("region", { name: "About" });
  await expect(about).toContainText("Cinema and photo gear, checked and cleaned after every rental.");
  await expect(about).toContainText("8 years renting to productions in the Klang Valley");
  await expect(about).toContainText("LensMaster Rentals");
  await expect(about).toContainText("3A Jalan SS2/24, Petaling Jaya, Selangor, 47300");

  const stats = page.getByRole("region", { name: "Stats" });
  const since = new Date(data.profile.createdAt).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kuala_Lumpur",
  });
  await expect(stats).toContainText(`Total Equipment${data.stats.totalEquipment}`);
  await expect(stats).toContainText(`Member Since${since}`);

  const equipment = page.getByRole("region", { name: "Available Equipment" });
  await expect(equipment.getByRole("article")).toHaveCount(data.gear.length);
  await expect(equipment.getByRole("link", { name: data.gear[0]!.name }).first()).toBeVisible();
  await expect(equipment.getByText(/^RM [\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(bookNowButtons(page)).toHaveCount(data.gear.length);

  // Opened directly, Back has no history to go to and goes Home.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the profile opens by owner id and by username in any case; Back returns to where you came from", async ({
  page,
}) => {
  const data = await lensmaster(page);
  await page.goto(`/owner/${data.profile.id}`);
  await expect(page.getByRole("heading", { level: 1, name: LENSMASTER })).toBeVisible();
  await page.goto("/owner/LensMaster");
  await expect(page.getByRole("heading", { level: 1, name: LENSMASTER })).toBeVisible();

  await page
    .getByRole("region", { name: "Available Equipment" })
    .getByRole("link", { name: data.gear[0]!.name })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/gear/${data.gear[0]!.id}$`));
  await page.goBack();
  await page.getByRole("link", { name: "@lensmaster" }).first().click();
  await expect(page).toHaveURL(/\/owner\/lensmaster$/);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/owner\/LensMaster$/);
});

test("an unknown identifier shows the error panel with its hints and Go to Home", async ({ page }) => {
  await page.goto("/owner/nobody_here");
  const panel = page.getByRole("alert");
  await expect(
    panel.getByRole("heading", { name: 'Owner not found: "nobody_here" is not a valid owner ID or username' }),
  ).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveText([
    "The profile does not exist",
    "The identifier is incorrect",
    "The owner has not set up a profile",
  ]);
  await panel.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("when the API fails", () => {
  // The service worker would fetch the retries itself, out of page.route's reach.
  test.use({ serviceWorkers: "block" });

  test("a failing API shows 'Failed to load owner profile: {message}' with the hints and Go to Home", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 5\d\d/, "this journey makes the profile read fail on purpose");
    // A page's first load comes rendered from the server with its data (ADR 023); the read
    // failed here is the client's, made when the profile is reached by a link from a listing.
    const listings = (await (await page.request.get("/api/owners/lensmaster")).json()) as { gear: { id: string }[] };
    let calls = 0;
    // Only the profile read fails; the rest of the app answers as usual.
    await page.route("**/api/owners/lensmaster", (route) => {
      calls++;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
        }),
      });
    });
    await page.goto(`/gear/${listings.gear[0]!.id}`);
    await page.getByRole("link", { name: "@lensmaster" }).click();
    const panel = page.getByRole("alert");
    // A 5xx is retried twice before the panel shows (ownerQueries.profile in src/web/api/owners.ts), hence the longer wait.
    await expect(
      panel.getByRole("heading", {
        name: "Failed to load owner profile: Something went wrong on our side. Please try again.",
      }),
    ).toBeVisible({ timeout: 15_000 });
    expect(calls).toBe(3);
    await expect(panel.getByRole("listitem")).toHaveText([
      "The profile does not exist",
      "The identifier is incorrect",
      "The owner has not set up a profile",
    ]);
    await expect(page.getByRole("heading", { level: 1, name: LENSMASTER })).toHaveCount(0);
    await panel.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("Book Now, signed out: the login page says 'Please log in to book equipment'", async ({ page }) => {
  await page.goto("/owner/lensmaster");
  await bookNowButtons(page).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fowner%2Flensmaster$/);
  await expect(page.getByRole("status").filter({ hasText: "Please log in to book equipment" })).toBeVisible();
});

test.describe(() => {
  test.use({ storageState: demoSession("newbie") });

  test("Book Now, signed in but not verified: the Profile Completion Required popup", async ({ page }) => {
    await page.goto("/owner/lensmaster");
    await bookNowButtons(page).first().click();

    const dialog = page.getByRole("dialog", { name: "Profile Completion Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "To proceed with your booking, please complete your profile with all required information.",
    );
    await expect(dialog).toContainText("Missing Required Fields:");
    await expect(dialog.getByRole("listitem")).toHaveText(["ID Card Verification", "Complete Address Information"]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/owner\/lensmaster$/);

    await bookNowButtons(page).first().click();
    await page
      .getByRole("dialog", { name: "Profile Completion Required" })
      .getByRole("button", { name: "Complete Profile" })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test("Book Now, verified renter: goes to /booking with gearId, gearName and preSelected=true; student rates shown", async ({
  page,
}) => {
  const data = await lensmaster(page);
  const first = data.gear[0]!;
  await page.goto("/owner/lensmaster");
  const equipment = page.getByRole("region", { name: "Available Equipment" });
  const withStudentRate = data.gear.filter((g) => g.enableStudentRate && g.studentPrice != null).length;
  expect(withStudentRate, "the demo seed gives lensmaster some student rates").toBeGreaterThan(0);
  // Not to a visitor …
  await expect(equipment.getByText("Student rate, per day")).toHaveCount(0);

  await signInAs(page, "renter@sewagear.test");
  await page.goto("/owner/lensmaster");
  // … but to a verified renter whose student card is approved.
  await expect(equipment.getByText("Student rate, per day")).toHaveCount(withStudentRate);

  await bookNowButtons(page).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/booking");
  const params = new URL(page.url()).searchParams;
  expect(params.get("gearId")).toBe(first.id);
  expect(params.get("gearName")).toBe(first.name);
  expect(params.get("preSelected")).toBe("true");
});

test("a new owner fills in settings and payment settings; the public profile shows the public part only", async ({
  page,
}) => {
  // A sign-up confirmed by its e-mailed link, two long forms and the public page: 30–35 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const username = `studio_${uniqueTag()}`;
  const email = uniqueEmail("settings-owner");
  await registerThroughApi(
    page,
    { name: "Siti Studio", email, password: "owner passphrase 2", username },
    "/api/owners/register",
  );

  await page.goto(`/owner/${username}`);
  await expect(page.getByRole("region", { name: "About" })).toContainText("No bio provided");
  await expect(page.getByRole("region", { name: "About" })).toContainText("No address provided");
  await expect(page.getByText("This owner has no equipment listed yet.")).toBeVisible();

  await page.goto("/owners/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Owner settings" })).toBeVisible();
  await page.getByLabel("Display name").fill("Siti Studio Rentals");
  const usernameField = page.getByLabel("Username");
  await usernameField.fill("owner");
  await expect(usernameField).toHaveAccessibleDescription(/Username is reserved and cannot be used/);
  await usernameField.fill("LENSMASTER");
  await expect(usernameField).toHaveAccessibleDescription(/Username is already taken/);
  await usernameField.fill(username);
  await page.getByLabel("Bio").fill("Lighting kits for Penang weddings.");
  await page.getByLabel("Business street address").fill("10 Lebuh Chulia");
  await page.getByLabel("Business city").fill("George Town");
  await page.getByLabel("Business state").selectOption("Pulau Pinang");
  await page.getByLabel("Business postal code").fill("10200");
  await page.getByLabel("Primary state").selectOption("Pulau Pinang");
  const covered = page.getByRole("group", { name: "States covered" });
  await expect(covered.getByRole("checkbox", { name: /Pulau Pinang/ })).toBeDisabled();
  await covered.getByRole("checkbox", { name: "Kedah" }).check();
  await covered.getByRole("checkbox", { name: "Perak" }).check();
  await page.getByLabel("Instagram").fill("https://evil.example/siti");
  await page.getByLabel("WhatsApp").fill("012-888 7777");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByLabel("Instagram")).toHaveAccessibleDescription(/Enter an Instagram link/);

  await page.getByLabel("Instagram").fill("@siti.studio");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile was saved." })).toBeVisible();

  await page.getByLabel("Choose a photo").setInputFiles(await pngFile("me.png", "#e67e22"));
  await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your photo was updated." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your current photo" })).toHaveAttribute(
    "src",
    /^\/files\/public\/owners\//,
  );

  await page.goto("/owners/payment-settings");
  await page.getByLabel("Bank", { exact: true }).selectOption("Maybank");
  await page.getByLabel("Account holder").fill("Siti binti Ahmad");
  await page.getByLabel("Account number").fill("12ab");
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page.getByLabel("Account number")).toHaveAccessibleDescription(/Account number must be 6 to 20 digits/);
  await page.getByLabel("Account number").fill("5140 1234 5678");
  await page.getByLabel("DuitNow ID").fill("012-888 7777");
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your payment details were saved." })).toBeVisible();
  // A real DuitNow QR: the server reads and checks it (issue 28; duitnow-journey.spec.ts covers refusals).
  await page.getByLabel("DuitNow QR image").setInputFiles({
    name: "qr.png",
    mimeType: "image/png",
    buffer: await qrScreenshot(duitnowPayload({ name: "SITI BINTI AHMAD" })),
  });
  await page.getByRole("button", { name: "Upload QR" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your DuitNow QR was uploaded." })).toBeVisible();
  const qr = page.getByRole("img", { name: "Your DuitNow QR code" });
  await expect(qr).toHaveAttribute("src", /^\/api\/owners\/me\/payment-settings\/qr\?v=/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByLabel("Account number")).toHaveValue("514012345678");

  await page.goto(`/owner/${username}`);
  await expect(page.getByRole("heading", { level: 1, name: "Siti Studio Rentals" })).toBeVisible();
  await expect(page.getByText("Pulau Pinang (Primary)")).toBeVisible();
  await expect(page.getByRole("list", { name: "Also covers:" }).getByRole("listitem")).toHaveText(["Kedah", "Perak"]);
  await expect(page.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
    "href",
    "https://instagram.com/siti.studio",
  );
  await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", "https://wa.me/60128887777");
  await expect(page.getByRole("img", { name: "Photo of Siti Studio Rentals" })).toBeVisible();
  const about = page.getByRole("region", { name: "About" });
  await expect(about).toContainText("Lighting kits for Penang weddings.");
  await expect(about).toContainText("10 Lebuh Chulia, George Town, Pulau Pinang, 10200");
  // Payment details stay private.
  await expect(page.getByRole("main")).not.toContainText("514012345678");
  await expect(page.getByRole("main")).not.toContainText("Maybank");
});

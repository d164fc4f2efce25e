import { type APIRequestContext, expect, test } from "./fixtures";
import sharp from "sharp";
import { demoSession, registerThroughApi, uniqueEmail, uniqueTag } from "./helpers";

/**
 * /admin's lists are live (seed section 7): a sign-up appears in "Unverified
 * users" and a verification request moves its renter to "Pending verifications",
 * both without a reload; and the unverified list holds the 20 newest only.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: demoSession("admin") });

const png = (colour: string) =>
  sharp({ create: { width: 200, height: 140, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function register(request: APIRequestContext, name: string) {
  await registerThroughApi(request, { name, email: uniqueEmail("live-admin"), password: "live-admin-pass-1" });
}

test("sign-ups and verification requests reach /admin live; the unverified list shows the 20 newest", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag();
  // Names sort as they were made: "… 01" is the oldest of the batch.
  const names = Array.from({ length: 21 }, (_, i) => `Live Renter ${tag} ${String(i + 1).padStart(2, "0")}`);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  const unverified = page.getByRole("list", { name: "Newest unverified users" });
  const pending = page.getByRole("region", { name: "Pending verifications" });
  await expect(unverified.getByRole("listitem").first()).toBeVisible();
  await expect(unverified).not.toContainText(tag);

  // Twenty-one sign-ups from elsewhere; the last keeps its own session to verify with.
  const others = await playwright.request.newContext({ baseURL });
  const last = await playwright.request.newContext({ baseURL });
  try {
    for (const name of names.slice(0, -1)) await register(others, name);
    await register(last, names.at(-1)!);

    // No reload: the "users" events refetched the list. Newest first, 20 at most,
    // so the oldest of the 21 is the one left out.
    await expect(unverified.getByRole("listitem").first()).toContainText(names.at(-1)!, { timeout: 15_000 });
    await expect(unverified.getByRole("listitem")).toHaveCount(20);
    await expect(unverified.getByRole("listitem").filter({ hasText: names[1]! })).toHaveCount(1);
    await expect(unverified.getByRole("listitem").filter({ hasText: names[0]! })).toHaveCount(0);

    // The newest renter asks to be verified: they leave the unverified list, which
    // now has room for the oldest again, and appear among pending verifications.
    const submitted = await last.post("/api/verification", {
      multipart: {
        fullName: names.at(-1)!,
        mykadNumber: "950505-07-5123",
        icFront: { name: "front.png", mimeType: "image/png", buffer: await png("#335577") },
        icBack: { name: "back.png", mimeType: "image/png", buffer: await png("#557733") },
        selfie: { name: "selfie.png", mimeType: "image/png", buffer: await png("#773355") },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    await expect(pending.getByRole("link", { name: names.at(-1)! })).toBeVisible({ timeout: 15_000 });
    await expect(unverified.getByRole("listitem").filter({ hasText: names.at(-1)! })).toHaveCount(0);
    await expect(unverified.getByRole("listitem").filter({ hasText: names[0]! })).toHaveCount(1);
    await expect(unverified.getByRole("listitem")).toHaveCount(20);
    await expect(pending.getByRole("listitem").first()).toBeVisible();
    expect(await pending.getByRole("listitem").count()).toBeLessThanOrEqual(20);
  } finally {
    await others.dispose();
    await last.dispose();
  }
});

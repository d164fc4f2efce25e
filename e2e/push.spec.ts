import { createECDH, randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { expect, type Page, test } from "./fixtures";
import { freeListing, requestBookingVia, signedInRequest } from "./booking-helpers";
import { DEMO_PASSWORD, demoEmail } from "./helpers";

/**
 * Issue 14, Web Push in a real Chromium. Chromium cannot reach its own push
 * service offline, so PushManager.subscribe is replaced by an init script that
 * answers a subscription with keys this test made (the app code is unchanged).
 */
test.use({ viewport: { width: 375, height: 812 } });

function fakeSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    // A loopback address with a port nothing listens on: the server's push guard lets
    // loopback through only under PUSH_ALLOW_LOOPBACK (set for the e2e server), and a
    // delivery attempt meets a refused connection on this machine, never the network.
    endpoint: `https://127.0.0.1:9/e2e/${randomBytes(6).toString("hex")}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

async function fakePushManager(page: Page, sub: ReturnType<typeof fakeSubscription>) {
  await page.addInitScript((s) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: s.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        unsubscribe: async () => ((current = null), true),
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = make();
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, sub);
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, sticky: n.requireInteraction }));
  });

/**
 * The set-up every push journey shares: notifications allowed, PushManager
 * answering `sub` (a subscription with keys this test made), and the sign-in
 * form of `loginPath` filled in as a demo account.
 */
async function signInWithPush(
  { page, context }: { page: Page; context: BrowserContext },
  account: "admin" | "owner",
  loginPath: string,
) {
  await context.grantPermissions(["notifications"]);
  const sub = fakeSubscription();
  await fakePushManager(page, sub);
  await page.goto(loginPath);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel("E-mail").fill(demoEmail(account));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return sub;
}

/** Hand the service worker a push the way the browser's push service would (DevTools protocol). */
async function deliverPush(page: Page, context: BrowserContext, payload: object) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      const found = e.registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
}

test("an admin with notifications allowed signs in: the device is saved and the two seed notifications are shown", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const sub = await signInWithPush({ page, context }, "admin", "/admin/login");
  await expect(page).toHaveURL(/\/admin/);

  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/push/settings?endpoint=${encodeURIComponent(sub.endpoint)}`);
      if (!res.ok()) return `${res.status()} ${await res.text()}`;
      return ((await res.json()).devices as { current: boolean }[]).some((d) => d.current);
    })
    .toBe(true);
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: "Notification Setup Complete",
      body: "You will now receive notification alerts for verification requests.",
      sticky: false,
    });
  // The tip follows five seconds later and stays until dismissed.
  await expect
    .poll(async () => (await shownNotifications(page)).find((n) => n.title === "Add to Home Screen Tip"), {
      timeout: 15_000,
    })
    .toMatchObject({ sticky: true });
});

test("an owner switches push on in /profile; a renter's booking request is pushed to that device and shown", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const sub = await signInWithPush({ page, context }, "owner", "/owners/login");
  await page.waitForURL(/\/owners\/dashboard/);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Enable push on this device" }).click();
  await expect(page.getByText("Push is on for this device.")).toBeVisible();
  await expect(page.getByText("This device", { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "New booking requests" })).toBeChecked();
  // The owner's page never scrolls sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A renter asks for one of the owner's (lensmaster's) listings.
  const renter = await signedInRequest(playwright, baseURL, demoEmail("renter"));
  const { gear, start, end } = await freeListing(renter, "lensmaster", 50);
  const bookingId = await requestBookingVia(renter, { gearId: gear.id, startDate: start, endDate: end });
  await renter.dispose();

  // The notice the server stores and pushes (push/jobs.ts sends its title, body and link).
  // The page's subscription is the test's own, so its push service is not reachable from
  // the server here; push-delivery.test.ts covers that leg, encryption included.
  type Notice = { kind: string; title: string; body: string; link: string | null };
  const findRequested = async () => {
    const { items } = (await (await page.request.get("/api/notifications")).json()) as { items: Notice[] };
    return items.find((n) => n.kind === "booking.requested" && n.link?.includes(bookingId));
  };
  await expect.poll(findRequested).toBeTruthy();
  const requested = (await findRequested())!;
  expect(requested.title).toContain(gear.name);
  expect(
    (
      (await (await page.request.get(`/api/push/settings?endpoint=${encodeURIComponent(sub.endpoint)}`)).json()) as {
        devices: { current: boolean }[];
      }
    ).devices.filter((d) => d.current),
  ).toHaveLength(1);

  // What the push service hands the phone: the notice's title, body and link (push/jobs.ts).
  await deliverPush(page, context, {
    title: requested.title,
    body: requested.body,
    url: requested.link,
    tag: requested.kind,
  });
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({ title: requested.title, body: requested.body, sticky: false });
});

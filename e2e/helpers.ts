import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";

/** Password of every demo account (src/server/seed/demo.ts). */
export const DEMO_PASSWORD = "sewagear-demo";

/** The demo accounts whose sessions global-setup.ts saves once per run. */
export const DEMO_ACCOUNTS = ["renter", "newbie", "owner", "admin"] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
/** Each of these signs in as <name>@sewagear.test. */
export const demoEmail = (account: DemoAccount) => `${account}@sewagear.test`;

/**
 * The saved session (storage state) of a demo account, for `test.use({ storageState })`
 * or `browser.newContext({ storageState })`: the journey starts signed in without a
 * sign-in of its own. Never press Logout with it: that ends the session for every
 * journey after. A journey that signs out signs in with `signInAs` instead.
 */
export function demoSession(account: DemoAccount): string {
  return path.join(dataDir(), "sessions", `${account}.json`);
}

/**
 * Sign in through the API, as the login form does but without it: the session cookie
 * lands in the page's (or context's) cookie jar. For journeys that are not about the
 * login form; a Page or BrowserContext shares the jar with its pages.
 */
export async function signInAs(
  target: Page | BrowserContext | APIRequestContext,
  email: string,
  password: string = DEMO_PASSWORD,
) {
  const request = "request" in target ? target.request : target;
  // The server refuses writes from a foreign origin; the app's own pages send this one.
  const res = await request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL() },
    data: { email, password },
  });
  if (res.status() !== 200) throw new Error(`sign in as ${email}: HTTP ${res.status()} ${await res.text()}`);
}

/**
 * Register through the API as a registration form does, confirm the address by the
 * e-mailed link, then sign in: a sign-up answers 202 "check your e-mail" with no
 * session, the same for a new address and a registered one, and a password opens no
 * session before the address is confirmed (issue 29, ADR 046). Journeys about the
 * forms follow the link in the page instead (`followVerificationLink`).
 */
export async function registerThroughApi(
  target: Page | BrowserContext | APIRequestContext,
  data: Account & Record<string, unknown>,
  path = "/api/register",
) {
  const request = "request" in target ? target.request : target;
  const since = Date.now();
  const res = await request.post(path, { headers: { origin: baseURL() }, data });
  expect(res.status(), await res.text()).toBe(202);
  const mail = await readLatestMail(data.email, since, { subject: "Verify your e-mail address" });
  const confirmed = await request.get(mail.link, { maxRedirects: 0 });
  expect(confirmed.status(), "the verification link").toBe(302);
  await signInAs(target, data.email, data.password);
}

/**
 * After a registration form said "check your e-mail": open the verification link the
 * server e-mailed to `email` (sent at or after `sinceMs`); it signs the new account in
 * and lands where the form would have.
 */
export async function followVerificationLink(page: Page, email: string, sinceMs: number) {
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail." })).toBeVisible();
  const mail = await readLatestMail(email, sinceMs, { subject: "Verify your e-mail address" });
  await page.goto(mail.link);
  // Where it lands, it says so (issue 30): not a page that looks like nothing happened.
  await expect(page.getByText(`Thank you: ${email} is verified. Your account is ready.`)).toBeVisible();
}

/** A fresh address per call, so no journey depends on another's accounts. */
export function uniqueEmail(prefix: string): string {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return `${prefix.toLowerCase().replace(/[^a-z0-9-]/g, "-")}-${tag}@example.test`;
}

/** A short unique suffix for names and usernames (letters and digits). */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-5)}${randomBytes(2).toString("hex")}`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Fill the fields every registration form shares (features/auth/account-fields.tsx). */
export async function fillAccountFields(page: Page, account: Account) {
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
}

/**
 * Sign in through a login form and wait until the app has left the login page
 * (so a following `goto` cannot cut the sign-in short). `path` is the login page
 * to open; pass null to use the one already open (e.g. after a guard redirect).
 */
export async function login(page: Page, email: string, password: string, path: string | null = "/auth/login") {
  if (path !== null) await page.goto(path);
  const loginPath = new URL(page.url()).pathname;
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== loginPath);
}

/** The main navigation landmark of the app shell (app/nav-bar.tsx). */
/**
 * After a click that loads another page (the language switch opens the page's URL
 * in that language): wait for the URL, then for the app to take the page over, as
 * `goto` does (page-watch.ts); a tap before that reaches no handler.
 */
export async function waitForAppAt(page: Page, url: RegExp) {
  await page.waitForURL(url);
  await page.waitForFunction(
    () => !document.querySelector("script[data-entry]") || document.documentElement.dataset.app === "ready",
  );
}

/** The page is no wider than the screen once it has settled: nothing scrolls sideways. */
export async function expectFitsScreen(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Press the nav bar's Logout and wait for the login page of the area it sends you to. */
export async function logout(page: Page) {
  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toHaveCount(0);
}

export interface Mail {
  file: string;
  subject: string;
  /** The decoded text and HTML bodies, joined. */
  body: string;
  /** Every http(s) link in the body, in order, HTML entities undone. */
  links: string[];
  /** The first link into the app (same origin as PUBLIC_URL). */
  link: string;
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}

/** The app under test, as playwright.config.ts started it. */
export function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through playwright.config.ts");
  return url;
}

function mailDir(): string {
  return path.join(dataDir(), "mail");
}

/**
 * Wait for the newest .eml written to DATA_DIR/mail for `to` at or after
 * `sinceMs` (a Date.now() taken before the action that sends it), optionally
 * with a given subject, and decode it.
 */
export async function readLatestMail(
  to: string,
  sinceMs: number,
  { subject, timeoutMs = 15_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<Mail> {
  const dir = mailDir();
  // The mailer names files <timestamp>-<address with [^a-z0-9@._-] as _>.eml.
  const suffix = `-${to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.toLowerCase().endsWith(suffix)) : [];
    const candidates = names
      .map((n) => ({ file: path.join(dir, n), mtime: fs.statSync(path.join(dir, n)).mtimeMs }))
      // Millisecond clocks: allow the file system's rounding.
      .filter((c) => c.mtime >= sinceMs - 5)
      .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
    for (const c of candidates) {
      const mail = parseMail(c.file, fs.readFileSync(c.file, "utf8"));
      if (subject === undefined || mail.subject === subject) return mail;
    }
    if (Date.now() > deadline) {
      const all = fs.existsSync(dir) ? fs.readdirSync(dir).join(", ") : "(no mail directory)";
      throw new Error(
        `No e-mail to ${to}${subject ? ` with subject "${subject}"` : ""} within ${timeoutMs} ms. Mail files: ${all}`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Quoted-printable: soft line breaks (`=` at a line end) go, `=XX` becomes the byte XX (UTF-8). */
export function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const cte = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (cte === "quoted-printable") return decodeQuotedPrintable(body);
  if (cte === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The text parts of a raw RFC 822 message, multipart or not. */
function textParts(raw: string): string[] {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts.filter((p) => !p.startsWith("--")).flatMap((p) => textParts(p.replace(/^\r?\n/, "")));
  }
  return type.toLowerCase().startsWith("text/") ? [decodeBody(headers, body)] : [];
}

function parseMail(file: string, raw: string): Mail {
  const subject = decodeEncodedWords(splitHeaders(raw).headers.get("subject") ?? "");
  const body = textParts(raw).join("\n");
  const links = [...body.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, "&"));
  const origin = process.env.E2E_BASE_URL;
  const link = links.find((l) => !origin || l.startsWith(origin)) ?? "";
  return { file, subject, body, links, link };
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), adjacent words joined. */
export function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) => {
      if (enc.toLowerCase() === "b") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_x, h: string) => `%${h}`);
      return decodeURIComponent(bytes);
    });
}

/**
 * Handover check sheets through the UI (issue 11), for any journey that hands
 * gear over: the owner's page fills in and sends a sheet, the renter's confirms
 * it. Each leaves its page on /booking/:id/handover.
 */
export interface SheetOptions {
  /** Items to mark as not there (unticked): names as the form shows them. */
  missing?: string[];
  /** The photo to take (a JPEG unless `mimeType` says otherwise); a small generated one by default. */
  photo?: { name: string; mimeType: string; buffer: Buffer };
  notes?: string;
}

/** The region of one sheet on the handover page ("Pickup sheet" | "Return sheet"). */
export const sheetRegion = (page: Page, kind: "pickup" | "return") =>
  page.getByRole("region", { name: kind === "pickup" ? "Pickup sheet" : "Return sheet", exact: true });

/** A small real JPEG, as a phone camera would give (the server re-encodes it). */
export async function gearPhoto(label = "gear"): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#556b2f" } })
    .jpeg()
    .toBuffer();
  return { name: `${label}.jpg`, mimeType: "image/jpeg", buffer };
}

/** The owner fills in the `kind` sheet of booking `bookingId` from its prefilled items, adds a photo and sends it. */
export async function fillSheet(page: Page, bookingId: string, kind: "pickup" | "return", options: SheetOptions = {}) {
  await page.goto(`/booking/${bookingId}/handover`);
  const sheet = sheetRegion(page, kind);
  const there = kind === "pickup" ? "Handed over" : "Came back";
  for (const name of options.missing ?? []) {
    const row = sheet.locator("fieldset").filter({ has: page.locator(`input[value="${name}"]`) });
    await row.getByRole("checkbox", { name: there }).uncheck();
  }
  if (options.notes) await sheet.getByLabel("Notes").fill(options.notes);
  await sheet.getByRole("button", { name: "Save the sheet" }).click();
  await expect(sheet.getByText("Sheet saved.")).toBeVisible();
  await sheet.getByLabel("Take or choose photos").setInputFiles(options.photo ?? (await gearPhoto(kind)));
  await expect(sheet.getByRole("img", { name: "Photo 1 of the sheet" })).toBeVisible();
  await sheet.getByRole("button", { name: "Send to renter" }).click();
  await expect(sheet.getByText(/^Sent to the renter\./)).toBeVisible();
}

/** fillSheet for the pickup sheet. */
export const fillPickupSheet = (page: Page, bookingId: string, options?: SheetOptions) =>
  fillSheet(page, bookingId, "pickup", options);

/** fillSheet for the return sheet. */
export const fillReturnSheet = (page: Page, bookingId: string, options?: SheetOptions) =>
  fillSheet(page, bookingId, "return", options);

/** The renter confirms the `kind` sheet of booking `bookingId` on the handover page. */
export async function confirmSheet(page: Page, bookingId: string, kind: "pickup" | "return") {
  await page.goto(`/booking/${bookingId}/handover`);
  const sheet = sheetRegion(page, kind);
  await sheet.getByRole("button", { name: "Confirm the sheet" }).click();
  await expect(sheet.getByText(/^Confirmed by /)).toBeVisible();
}

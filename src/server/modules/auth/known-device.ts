import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * "This browser signed in to this account before" (issue 29, lockout as a denial
 * of service). Set at every successful sign-in, it lets the account's owner past
 * the account-wide cap that a guesser spread over many addresses can fill: from a
 * known device only that device's own failures count. It names no account: each
 * entry is a random id and an HMAC of the id with the account's e-mail, checked
 * against the e-mail being signed in with, so it cannot be forged for another
 * account nor read to learn whose it is. A few accounts per browser (a shared
 * family computer); the oldest is forgotten first.
 */
const COOKIE = "sewagear.known_device";
const MAX_ACCOUNTS = 5;
/** Half a year: a device used at least that often stays known. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const account = (email: string) => email.trim().toLowerCase();
const sign = (secret: string, id: string, email: string) =>
  createHmac("sha256", secret)
    .update(`known-device\0${id}\0${account(email)}`)
    .digest("base64url")
    .slice(0, 32);

function entriesOf(req: FastifyRequest): string[] {
  const header = req.headers.cookie ?? "";
  const raw = header
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return [];
  return decodeURIComponent(raw.slice(COOKIE.length + 1))
    .split(",")
    .filter((e) => /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{32}$/.test(e))
    .slice(-MAX_ACCOUNTS);
}

const proves = (secret: string, entry: string, email: string) => {
  const [id, mac] = entry.split(".") as [string, string];
  return timingSafeEqual(Buffer.from(mac), Buffer.from(sign(secret, id, email)));
};

/** The id of this browser for `email` when it signed in to that account before, else null. */
export function knownDeviceId(secret: string, req: FastifyRequest, email: string): string | null {
  const entry = entriesOf(req).find((e) => proves(secret, e, email));
  return entry ? entry.split(".")[0]! : null;
}

/** The Set-Cookie that remembers this browser for `email` (after a successful sign-in), keeping its other accounts. */
export function rememberDeviceCookie(secret: string, req: FastifyRequest, email: string, secure: boolean): string {
  const others = entriesOf(req).filter((e) => !proves(secret, e, email));
  const id = randomBytes(12).toString("base64url");
  const value = [...others, `${id}.${sign(secret, id, email)}`].slice(-MAX_ACCOUNTS).join(",");
  // Read by the server only, sent to the API only: HttpOnly, SameSite=Strict, path /api.
  return `${COOKIE}=${encodeURIComponent(value)}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

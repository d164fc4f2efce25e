import { DEMO_PASSWORD } from "../../src/server/seed/demo";
import type { Client } from "./http";
import { signIn } from "./identities";
import type { Finding, SweepResult } from "./sweeps";

/**
 * Issue 29's findings, each asked again from outside, on an instance with its
 * limits as deployed (behind one proxy, so X-Forwarded-For is each request's
 * address; the addresses are documentation ranges, written in a header only).
 */
export async function recheckFindings(client: Client): Promise<SweepResult> {
  const result: SweepResult = { name: "issue 29's findings", requests: 0, passed: 0, findings: [] };
  const checks: [string, () => Promise<string | null>][] = [
    ["push endpoints: loopback, private, link-local, plain http and bad keys refused", () => pushEndpoints(client)],
    ["lockout: after 50 wrong passwords from 5 addresses the admin's own device still signs in", () => lockout(client)],
    ["sign-up answers alike for a known and a new address", () => signUpOracle(client)],
    ["sign-in answers alike for an unconfirmed new account and a wrong password", () => signInOracle(client)],
    ["a 414 and a 431 are in the error format, with the security headers", () => uriTooLong(client)],
    ["live-event streams are capped per session, with the security headers", () => streamCap(client)],
    ["a flood from one address leaves another address's searches fast", () => flood(client)],
    ["changing the password ends the other sessions", () => passwordChange(client)],
  ];
  for (const [name, check] of checks) {
    const failure = await check().catch((err: unknown) => `the check itself failed: ${String(err)}`);
    result.requests = client.sent;
    if (failure === null) result.passed++;
    else
      result.findings.push({ severity: "Medium", sweep: result.name, what: `${name}: ${failure}` } satisfies Finding);
    console.log(`  ${failure === null ? "ok " : "BAD"} ${name}${failure ? ` (${failure})` : ""}`);
  }
  return result;
}

const from = (address: string) => ({ "x-forwarded-for": address });
const KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };

async function pushEndpoints(client: Client): Promise<string | null> {
  const cookie = await signIn(client.base, "renter@sewagear.test");
  const bodies = [
    { endpoint: "https://127.0.0.1:5432/push", keys: KEYS },
    { endpoint: "https://localhost/push", keys: KEYS },
    { endpoint: "https://[::1]/push", keys: KEYS },
    { endpoint: "https://10.1.2.3/push", keys: KEYS },
    { endpoint: "https://192.168.1.1/push", keys: KEYS },
    { endpoint: "https://169.254.169.254/latest/meta-data", keys: KEYS },
    { endpoint: "https://0x7f000001/push", keys: KEYS },
    { endpoint: "http://push.example.test/push", keys: KEYS },
    { endpoint: "https://push.example.test/push", keys: { p256dh: "short", auth: "x" } },
  ];
  for (const body of bodies) {
    const a = await client.send({ method: "POST", path: "/api/push/subscriptions", body, cookie });
    if (a.status < 400) return `${body.endpoint} was accepted (${a.status})`;
  }
  return null;
}

/**
 * By design (modules/auth/throttle.ts) 50 failures from everywhere hold back a
 * browser that never signed in to the account; what must keep working is the
 * owner's own device: it signed in before, so it is held to its own count only.
 */
async function lockout(client: Client): Promise<string | null> {
  const right = { email: "admin@sewagear.test", password: DEMO_PASSWORD };
  const first = await client.send({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: right,
    headers: from("198.51.100.199"),
  });
  const device = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("sewagear.known_device="));
  if (first.status !== 200 || !device)
    return `the admin's first sign-in got ${first.status}, device cookie ${device ? "set" : "missing"}`;
  const wrong = { email: right.email, password: "not-the-password" };
  for (let a = 1; a <= 5; a++)
    for (let i = 0; i < 10; i++)
      await client.send({
        method: "POST",
        path: "/api/auth/sign-in/email",
        body: wrong,
        headers: from(`203.0.113.${a}`),
      });
  const again = await client.send({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: right,
    cookie: device,
    headers: from("198.51.100.200"),
  });
  return again.status === 200 ? null : `the admin's own device, from a new address, got ${again.status} ${again.code}`;
}

async function signUpOracle(client: Client): Promise<string | null> {
  const fresh = () => `probe-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const endpoints: [string, (email: string) => object][] = [
    ["/api/register", (email) => ({ name: "Probe", email, password: "probe-pass-123" })],
    [
      "/api/owners/register",
      (email) => ({
        name: "Probe",
        email,
        password: "probe-pass-123",
        username: `probe${Math.random().toString(36).slice(2, 8)}`,
      }),
    ],
    ["/api/applications", (email) => ({ name: "Probe", email, password: "probe-pass-123", role: "staff" })],
  ];
  let n = 10;
  for (const [path, body] of endpoints) {
    const known = await client.send({
      method: "POST",
      path,
      body: body("renter@sewagear.test"),
      headers: from(`198.51.100.${n++}`),
    });
    const unknown = await client.send({
      method: "POST",
      path,
      body: body(fresh()),
      headers: from(`198.51.100.${n++}`),
    });
    if (known.status !== unknown.status || known.text !== unknown.text)
      return `${path}: ${known.status} for a registered address, ${unknown.status} for a new one`;
  }
  return null;
}

async function signInOracle(client: Client): Promise<string | null> {
  const email = `probe-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const password = "probe-pass-123";
  await client.send({
    method: "POST",
    path: "/api/register",
    body: { name: "Probe", email, password },
    headers: from("198.51.100.40"),
  });
  const unconfirmed = await client.send({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: { email, password },
    headers: from("198.51.100.41"),
  });
  const wrong = await client.send({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: { email: "renter@sewagear.test", password },
    headers: from("198.51.100.42"),
  });
  if (unconfirmed.status !== wrong.status || unconfirmed.text !== wrong.text)
    return `an unconfirmed account's password got ${unconfirmed.status}, a wrong password ${wrong.status}`;
  return null;
}

/** The answers no route of ours gives: the router's 414 and Node's parser's 431, in the error format with the headers. */
async function uriTooLong(client: Client): Promise<string | null> {
  for (const [path, status] of [
    [`/api/gear/${"x".repeat(500)}`, 414],
    [`/api/gear?q=${"x".repeat(70_000)}`, 431],
  ] as const) {
    const a = await client.send({ method: "GET", path });
    if (a.status !== status) return `${path.slice(0, 20)}… answered ${a.status}, not ${status}`;
    if (!a.code) return `the ${status} is not in the error format`;
    if (!a.headers.get("content-security-policy") || !a.headers.get("x-content-type-options"))
      return `the ${status} has no security headers`;
  }
  return null;
}

async function streamCap(client: Client): Promise<string | null> {
  const cookie = await signIn(client.base, "renter@sewagear.test");
  const aborts: AbortController[] = [];
  try {
    for (let i = 1; i <= 40; i++) {
      const ac = new AbortController();
      aborts.push(ac);
      const res = await fetch(`${client.base}/api/events`, { headers: { cookie }, signal: ac.signal });
      client.sent++;
      if (res.status === 429) return null;
      if (res.status !== 200) return `stream ${i} answered ${res.status}`;
      if (!res.headers.get("x-content-type-options")) return "a stream's answer has no security headers";
    }
    return "40 streams were held open by one session";
  } finally {
    for (const ac of aborts) ac.abort();
  }
}

async function timed(client: Client, address: string, n: number): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const a = await client.send({ method: "GET", path: "/api/gear?q=sony", headers: from(address) });
    ms.push(performance.now() - t);
    if (a.status !== 200) failed++;
  }
  return { ms: ms.sort((x, y) => x - y), failed };
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function flood(client: Client): Promise<string | null> {
  const before = await timed(client, "198.51.100.60", 40);
  let stop = false;
  let refusals = 0;
  const flooders = Array.from({ length: 50 }, async () => {
    while (!stop) {
      const a = await client.send({ method: "GET", path: "/api/gear?q=flood", headers: from("203.0.113.99") });
      if (a.status === 429) refusals++;
    }
  });
  await new Promise((r) => setTimeout(r, 1000));
  const during = await timed(client, "198.51.100.61", 40);
  stop = true;
  await Promise.all(flooders);
  const line = `p50 ${pct(before.ms, 0.5).toFixed(1)} → ${pct(during.ms, 0.5).toFixed(1)} ms, p99 ${pct(before.ms, 0.99).toFixed(1)} → ${pct(during.ms, 0.99).toFixed(1)} ms, ${refusals} refusals to the flood`;
  console.log(`      flood: ${line}`);
  if (during.failed > 0) return `${during.failed} of the other address's searches failed (${line})`;
  if (refusals === 0) return `the flood was never refused (${line})`;
  // A flood shares the CPU with everyone; what it must not add is a database write per refusal.
  if (pct(during.ms, 0.5) > 10 * Math.max(pct(before.ms, 0.5), 2))
    return `the other address slowed more than tenfold (${line})`;
  return null;
}

async function passwordChange(client: Client): Promise<string | null> {
  const email = "newbie@sewagear.test";
  const one = await signIn(client.base, email);
  const other = await signIn(client.base, email);
  const changed = await client.send({
    method: "POST",
    path: "/api/auth/change-password",
    body: { currentPassword: DEMO_PASSWORD, newPassword: "probe-new-pass-1", revokeOtherSessions: false },
    cookie: one,
  });
  if (changed.status !== 200) return `the change answered ${changed.status}`;
  const still = await client.send({ method: "GET", path: "/api/session", cookie: other });
  return still.status === 401 ? null : `the other session still answered ${still.status}`;
}

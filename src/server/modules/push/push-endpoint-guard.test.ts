import https from "node:https";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { appTest, describe, expect } from "../../test/fixtures";
import { buildRenter } from "../../test/factories";
import { settleJobs } from "../../test/settle-jobs";
import { jobs, pushSubscriptions } from "../../db/schema";
import { endpointProblem, isAllowedAddress, pushAgent, RefusedAddressError } from "./endpoint-guard";
import { makeBrowserKeys, startTestPushService, type TestPushService } from "../../test/push-service";

/**
 * The push SSRF of issue 29: endpoints on loopback, private, link-local and other
 * special addresses are refused at subscribe time and at send time, without a
 * connection being made. Loopback is refused here as in production (the flag
 * tests otherwise use to reach their local push service is off); the only server
 * these tests could reach is the local one, and its connection count must stay 0.
 */
const it = appTest({ PUSH_ALLOW_LOOPBACK: "false" });

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => service.close());

const strict = { allowLoopback: false };

describe("push endpoint addresses", () => {
  const refused = [
    "127.0.0.1",
    "127.8.9.10",
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "192.0.2.1",
    "198.18.0.1",
    "224.0.0.251",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:7f00:1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::1",
    "2001::1",
    "2001:db8::1",
    "not an address",
  ];
  it.for(refused)("%s is refused", (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });
  it.for(["8.8.8.8", "142.250.4.95", "172.32.0.1", "2607:f8b0:4004:c07::5f", "2a00:1450:4001::1"])(
    "%s (public) is allowed",
    (address) => {
      expect(isAllowedAddress(address, strict)).toBe(true);
    },
  );
  it("the tests' flag lets loopback through, and nothing else", () => {
    const tests = { allowLoopback: true };
    expect(isAllowedAddress("127.0.0.1", tests)).toBe(true);
    expect(isAllowedAddress("::1", tests)).toBe(true);
    for (const a of ["10.0.0.1", "169.254.169.254", "::ffff:10.0.0.1", "fd00::1"])
      expect(isAllowedAddress(a, tests)).toBe(false);
  });
  it("endpoints: https on the default port, no credentials, no literal special address", () => {
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc", strict)).toBeNull();
    expect(endpointProblem("http://fcm.googleapis.com/fcm/send/abc", strict)).toBe("not https");
    expect(endpointProblem("https://fcm.googleapis.com:5432/x", strict)).toBe("not the https port");
    expect(endpointProblem("https://u:p@fcm.googleapis.com/x", strict)).toBe("credentials in the URL");
    // The WHATWG parser reads these forms as 127.0.0.1 / 169.254.169.254.
    for (const e of ["https://2130706433/x", "https://0x7f.1/x", "https://[::ffff:a9fe:a9fe]/x", "https://[::1]/x"])
      expect(endpointProblem(e, strict), e).toBe("not a public address");
  });
});

describe("subscribing with a forbidden endpoint", () => {
  const browser = makeBrowserKeys();
  it("is answered 400, saves nothing and connects nowhere", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const endpoints = [
      service.endpoint("plain").replace("https:", "http:"),
      service.endpoint("loopback"),
      "https://127.0.0.1/push/x",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://[fd00::1]/push",
      // A name: resolved (from /etc/hosts) and its address refused.
      "https://localhost/push",
      service.endpoint("by-name", "localhost"),
    ];
    for (const endpoint of endpoints) {
      const res = await ctx.request.post("/api/push/subscriptions", { endpoint, keys: browser.keys }, { as: user });
      expect(res.statusCode, endpoint).toBe(400);
    }
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect(service.state.connections).toBe(0);
  });

  it("keys that are not a P-256 point or not base64url are refused", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const bodies = [
      { p256dh: offCurve.toString("base64url"), auth: browser.keys.auth },
      { p256dh: browser.keys.p256dh.slice(0, 80), auth: browser.keys.auth },
      { p256dh: `${browser.keys.p256dh.slice(0, 86)}+`, auth: browser.keys.auth },
      { p256dh: browser.keys.p256dh, auth: "short" },
      { p256dh: browser.keys.p256dh, auth: `${browser.keys.auth}AAAA` },
    ];
    for (const keys of bodies) {
      const res = await ctx.request.post(
        "/api/push/subscriptions",
        { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys },
        { as: user },
      );
      expect(res.statusCode, JSON.stringify(keys)).toBe(400);
    }
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });
});

describe("sending to a forbidden endpoint", () => {
  it("a name that resolves to loopback when the push is sent (DNS rebinding) is refused before connecting", async () => {
    const before = service.state.connections;
    const attempt = new Promise<unknown>((resolve) => {
      const req = https.request(service.endpoint("rebound", "localhost"), {
        method: "POST",
        agent: pushAgent(strict),
      });
      req.on("error", resolve);
      req.on("response", () => resolve("answered"));
      req.end();
    });
    expect(await attempt).toBeInstanceOf(RefusedAddressError);
    expect(service.state.connections).toBe(before);
  });

  it("a stored subscription on a private address is dropped by the worker, never sent to", async ({ ctx }) => {
    const user = await buildRenter(ctx);
    const { keys } = makeBrowserKeys();
    // As a row written before these checks existed would be.
    const [row] = await ctx.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: service.endpoint("stored"), p256dh: keys.p256dh, auth: keys.auth })
      .returning();
    expect((await ctx.request.post("/api/push/test", {}, { as: user })).statusCode).toBe(202);
    await settleJobs(ctx, ["push.send"]);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row!.id))).toEqual([]);
    const failed = await ctx.db.select().from(jobs).where(eq(jobs.kind, "push.send"));
    expect(failed.every((j) => j.doneAt !== null)).toBe(true);
    expect(service.state.connections).toBe(0);
  });
});

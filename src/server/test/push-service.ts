import { createECDH, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { Caller } from "./request";
import type { TestApp } from "./test-app";

/**
 * A stand-in for a browser vendor's push service, for tests without the internet:
 * an HTTPS server (web-push only speaks HTTPS) with a self-signed certificate that
 * this process's default agent is told to trust. It records what arrives and
 * answers `status` (201 like the real ones, or 404/410/500 as a test sets it)
 * with `headers`; `connections` counts TCP connections, so a test can tell that
 * a refused push never even connected.
 */
export async function startTestPushService() {
  const dir = mkdtempSync(path.join(tmpdir(), "push-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const key = readFileSync(path.join(dir, "key.pem"));
  const cert = readFileSync(path.join(dir, "cert.pem"));
  rmSync(dir, { recursive: true, force: true });
  https.globalAgent.options.ca = [cert];

  const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  const state = {
    status: 201,
    /** When set, the status for a path (one device's service down while another's is up). */
    statusFor: null as ((path: string) => number) | null,
    headers: {} as Record<string, string>,
    connections: 0,
  };
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.statusFor?.(req.url ?? "") ?? state.status, state.headers).end();
    });
  });
  server.on("connection", () => state.connections++);
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  await listen();
  return {
    received,
    state,
    endpoint: (id: string, host = "127.0.0.1") => `https://${host}:${port}/push/${id}`,
    /** Stop answering (connections refused), keeping the port for `start`. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;

let deviceSeq = 0;
/** A browser subscribed through the API as `as`, its endpoint on `service`: its keys, endpoint and id. */
export async function subscribeDevice(ctx: TestApp, service: TestPushService, as: Caller) {
  const browser = makeBrowserKeys();
  const endpoint = service.endpoint(`device-${deviceSeq++}`);
  const res = await ctx.request.post("/api/push/subscriptions", { endpoint, keys: browser.keys }, { as });
  expect(res.statusCode, res.body).toBe(201);
  return { browser, endpoint, id: res.json().id as number };
}

/** The pushes `service` received for `device`. */
export const pushesTo = (service: TestPushService, device: { endpoint: string }) =>
  service.received.filter((r) => device.endpoint.endsWith(r.path));

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
export function makeBrowserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/**
 * Decrypt an `aes128gcm` Web Push body as the browser does (RFC 8291 over RFC 8188):
 * the header carries the salt, record size and the sender's public key; the shared
 * ECDH secret and the auth secret give the content key and nonce through HKDF.
 */
export function decryptPush(body: Buffer, browser: ReturnType<typeof makeBrowserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLen = body[20]!;
  const senderKey = body.subarray(21, 21 + idLen);
  const cipherText = body.subarray(21 + idLen);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("bad padding delimiter");
  return padded.subarray(0, end).toString("utf8");
}

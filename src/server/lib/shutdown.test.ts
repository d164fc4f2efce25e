import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app";
import { shutdownGracefully } from "./shutdown";

/**
 * Issue 15 point 5: graceful shutdown on real sockets. A request still sending
 * its body is in flight; during the drain health answers 503; the request then
 * completes and the process would exit 0. A request that never completes meets
 * the hard deadline: exit 1.
 */

/** An app of its own per test (the shutdown closes it), listening on a free port. */
async function listeningApp(): Promise<{ t: TestApp; port: number }> {
  const t = await buildTestApp({ RETRY_AFTER_SECONDS: "4" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** A raw HTTP request whose body is sent only up to half, to be finished later. */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ email: "nobody-in-particular@example.com" });
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (d) => (answer += d.toString()));
  const connected = new Promise((r) => socket.once("connect", r));
  void connected.then(() =>
    socket.write(
      `POST /api/auth/request-password-reset HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    ),
  );
  return {
    connected,
    finish: () => socket.write(body.slice(10)),
    answer: () => answer,
    closed: new Promise((r) => socket.once("close", r)),
    destroy: () => socket.destroy(),
  };
}

describe("graceful shutdown", () => {
  it(
    "drains: health 503 while a request is in flight, the request completes, then exit 0",
    { timeout: 120_000 },
    async () => {
      const { t, port } = await listeningApp();
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      const slow = halfSentRequest(port);
      await slow.connected;
      await new Promise((r) => setTimeout(r, 100)); // its headers are read: it is in flight

      const exits: number[] = [];
      const started = Date.now();
      const done = shutdownGracefully(t.app, "SIGTERM", { timeoutMs: 10_000, exit: (code) => exits.push(code) });

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get("retry-after")).toBe("4");
      expect(health.headers.get("connection")).toBe("close");
      expect(((await health.json()) as { error: { code: string } }).error.code).toBe("UNAVAILABLE");
      expect(exits).toEqual([]);

      slow.finish();
      await done;
      // The answer was written before the close; the socket hands it over a moment later.
      await expect.poll(slow.answer, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200 /);
      expect(exits).toEqual([0]);
      console.info(`drained and closed in ${Date.now() - started} ms`);
      await t.close();
    },
  );

  it("a request that never completes meets the deadline: exit 1", { timeout: 120_000 }, async () => {
    const { t, port } = await listeningApp();
    const stuck = halfSentRequest(port);
    await stuck.connected;
    await new Promise((r) => setTimeout(r, 100));

    const exits: number[] = [];
    const started = Date.now();
    const done = shutdownGracefully(t.app, "SIGTERM", { timeoutMs: 500, exit: (code) => exits.push(code) });
    await expect.poll(() => exits, { timeout: 3_000, interval: 20 }).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    stuck.destroy();
    await done;
    await t.close();
  });
});

import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app";

/** Sends raw bytes to the listening app and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/**
 * The second probe's rerun (issue 29): a URL past Node's 16 KB header limit was
 * answered 431 by Fastify's default, in its own shape and without the security
 * headers. Now in the API's format, with the headers every answer has.
 */
describe("requests Node's parser refuses", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const split = (answer: string) => {
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    const [status = "", ...lines] = head.split("\r\n");
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
    );
    return { status, headers, body };
  };

  it("a 70 KB URL: 431 in the error format, with the security headers, the URL not echoed", async () => {
    const long = "x".repeat(70_000);
    const answer = split(await rawRequest(port, `GET /api/gear?q=${long} HTTP/1.1\r\nhost: localhost\r\n\r\n`));
    expect(answer.status).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "BAD_REQUEST", message: expect.any(String) } });
    expect(answer.body).not.toContain(long.slice(0, 100));
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("a malformed request line: 400 the same way", async () => {
    const answer = split(await rawRequest(port, "NOT A REQUEST\r\n\r\n"));
    expect(answer.status).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(answer.body).error.code).toBe("BAD_REQUEST");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

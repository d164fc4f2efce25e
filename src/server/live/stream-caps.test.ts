import http from "node:http";
import type { AddressInfo } from "node:net";
import { appTest, describe, expect } from "../test/fixtures";
import { buildUser } from "../test/factories";
import { STREAMS_PER_USER } from "./routes";

/** Issue 29: one session held 1,000 streams open. Limits on (factor 1), as in production. */
const it = appTest({ RATE_LIMIT_FACTOR: "1" });

let baseUrl: string;

/** GET /api/events over a real socket, kept open once its first bytes arrive (a browser tab's EventSource). */
function openStream(cookie: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; close: () => void }>((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/events`, { headers: { cookie }, agent: false }, (res) => {
      const answer = { status: res.statusCode!, headers: res.headers, close: () => req.destroy() };
      res.once("data", () => resolve(answer));
      res.on("error", () => {});
    });
    req.on("error", reject);
  });
}

describe("live-event streams per account", () => {
  it("holds at most 20 per account, answers the next with a 429 in the error format, and sends the security headers", async ({
    ctx,
  }) => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const user = await buildUser(ctx);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await openStream(user.cookie));
      expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
      expect(streams[0]!.headers["x-content-type-options"]).toBe("nosniff");
      expect(streams[0]!.headers["content-security-policy"]).toContain("default-src");

      const refused = await fetch(`${baseUrl}/api/events`, { headers: { cookie: user.cookie } });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
      // Another account is not held to this one's streams.
      const other = await openStream((await buildUser(ctx)).cookie);
      streams.push(other);
      expect(other.status).toBe(200);

      // A closed tab gives its place back.
      streams.shift()!.close();
      await expect
        .poll(async () => {
          const again = await openStream(user.cookie);
          if (again.status === 200) streams.push(again);
          else again.close();
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const s of streams) s.close();
    }
  });
});

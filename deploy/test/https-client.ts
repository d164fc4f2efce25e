import http from "node:http";
import https from "node:https";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface Client {
  /** A request to `path` on this client's base URL. Rejects on a network error (no answer). */
  call(
    method: string,
    path: string,
    opts?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** Server-Sent Events of `path`: every event's name and data, as they come. */
  events(path: string, cookie: string, onEvent: (name: string, data: string) => void): Promise<() => void>;
  close(): void;
}

/**
 * A small HTTP(S) client: Node's fetch cannot be told to trust one self-signed
 * certificate, node:https can (`ca`). `origin` is sent on writes, as a browser
 * on the public address would (the app refuses foreign origins).
 */
export function client(base: string, opts: { ca?: string | Buffer; origin: string }): Client {
  const url = new URL(base);
  const secure = url.protocol === "https:";
  const agent = secure
    ? new https.Agent({ keepAlive: true, ca: opts.ca, maxSockets: 64 })
    : new http.Agent({ keepAlive: true, maxSockets: 64 });
  const send = secure ? https.request : http.request;

  function open(method: string, path: string, headers: Record<string, string>, body?: string) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = send(new URL(path, base), { method, agent, headers, timeout: 30_000 }, resolve);
      req.on("error", reject);
      req.on("timeout", () => req.destroy(new Error(`timeout: ${method} ${path}`)));
      req.end(body);
    });
  }

  return {
    async call(method, path, { body, cookie, headers = {} } = {}) {
      const h: Record<string, string> = { ...headers };
      if (cookie) h.cookie = cookie;
      if (method !== "GET" && method !== "HEAD") h.origin = opts.origin;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      if (payload !== undefined) h["content-type"] = "application/json";
      // A 503 is the app saying "not now" before doing anything (overloaded, draining,
      // database away): a well-behaved client waits as Retry-After says and asks again.
      for (let attempt = 1; ; attempt++) {
        const res = await open(method, path, h, payload);
        const chunks: Buffer[] = [];
        for await (const c of res) chunks.push(c as Buffer);
        const text = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode === 503 && attempt < 5) {
          const wait = Math.min(Number(res.headers["retry-after"]) || 1, 2);
          await new Promise((r) => setTimeout(r, wait * 1000));
          continue;
        }
        return { status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) };
      }
    },
    async events(path, cookie, onEvent) {
      const res = await open("GET", path, { cookie, accept: "text/event-stream" });
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split("\n")
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => l.slice(name.length + 1).trimStart())
              .join("\n");
          if (field("data") || field("event")) onEvent(field("event") || "message", field("data"));
        }
      });
      res.on("error", () => {});
      return () => res.destroy();
    },
    close: () => agent.destroy(),
  };
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as one Cookie header. */
export function cookieOf(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}
